/**
 * monaco-yaml's language worker, started through this file rather than by its package path. The
 * dev server serves a `?worker` import of a package file as it is, and monaco-yaml's worker
 * imports CommonJS/UMD packages (vscode-languageserver-types, …) that then fail in the browser
 * ("module is not defined"). A bare import from our own file goes through the dependency
 * optimiser instead (vite.config.ts lists it in optimizeDeps.include), which converts them.
 * The build bundles both forms the same way.
 */
import 'monaco-yaml/yaml.worker.js';
