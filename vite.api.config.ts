/**
 * The public API as plain JavaScript (`npm run build:api`): dist-api/index.js, one ES module with
 * js-yaml and semver bundled in, so `import ... from 'ome-sim'` needs no runtime dependencies and
 * works in Node and in a browser bundle alike. Its types (dist-api/index.d.ts) come from
 * api-extractor (api-extractor.json).
 */
import { defineConfig } from 'vite';
import { BUILD_CONSTANTS } from './scripts/build-constants.ts';

export default defineConfig({
  publicDir: false,
  define: BUILD_CONSTANTS,
  build: {
    outDir: 'dist-api',
    emptyOutDir: true,
    target: 'es2022',
    // A library: readable in a debugger and in a stack trace; the consumer's bundler minifies.
    minify: false,
    sourcemap: false,
    license: { fileName: 'THIRD-PARTY-LICENSES.md' },
    lib: { entry: 'src/api/index.ts', formats: ['es'], fileName: 'index' },
  },
});
