/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BUILD_CONSTANTS } from './scripts/build-constants.ts';

const monacoEsm = fileURLToPath(new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url));

/**
 * index.html's Content-Security-Policy is for the built app. The dev server needs what it forbids
 * (React Refresh's inline preamble, the HMR websocket), so there the policy is left out.
 */
function devServerWithoutCsp(): Plugin {
  return {
    name: 'ome-sim:dev-server-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(/\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
  };
}

export default defineConfig({
  // The end-to-end runs' own cache (playwright*.config.ts): Vite 8 refuses a second dev (or
  // preview) server of a project whose cache folder holds a live one's lock, so with one cache
  // `npm test` failed while `npm start` ran; and two dev servers would share the optimised deps.
  ...(process.env.OME_SIM_VITE_CACHE ? { cacheDir: process.env.OME_SIM_VITE_CACHE } : {}),
  // Relative asset and worker URLs: the built app runs from any static host and sub-path.
  base: './',
  define: BUILD_CONSTANTS,
  plugins: [react(), devServerWithoutCsp()],
  resolve: {
    alias: [
      // monaco-worker-manager (used by monaco-yaml) imports 'monaco-editor/esm/vs/editor/editor.worker.js',
      // which monaco-editor >= 0.56's "exports" map rewrites to a path that does not exist.
      { find: /^monaco-editor\/esm\/vs\/(.*)$/, replacement: `${monacoEsm}$1` },
    ],
  },
  worker: { format: 'es' },
  build: {
    // Monaco is big by nature (~4 MB, loaded lazily); the warning would only be noise.
    chunkSizeWarningLimit: 5000,
    // dist/.vite/manifest.json: which chunks the entry loads statically, for the bundle report.
    manifest: true,
    // The licences of the bundled packages (React, Monaco, …), shipped with the app.
    license: { fileName: 'THIRD-PARTY-LICENSES.md' },
  },
  optimizeDeps: {
    // Found late otherwise, which makes the dev server reload the page once on first visit.
    include: [
      'monaco-yaml',
      'monaco-yaml/yaml.worker.js',
      'monaco-editor/esm/vs/editor/editor.worker.js',
      'yaml',
      'zustand',
      'zustand/vanilla',
      'react',
      'react-dom/client',
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
