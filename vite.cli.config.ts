/**
 * The CLI as plain JavaScript for Node (`npm run build:cli`, also run by `prepare`):
 * dist-cli/ome-sim.mjs with every dependency bundled in, so an install needs no runtime
 * dependencies and no TypeScript loader. `ome-sim ui`, `runtime diff` and `test` are separate
 * chunks, loaded only when used.
 */
import { defineConfig } from 'vite';
import { BUILD_CONSTANTS } from './scripts/build-constants.ts';

export default defineConfig({
  publicDir: false,
  define: BUILD_CONSTANTS,
  build: {
    ssr: 'src/cli/bin.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    // Less to read and compile at every start.
    minify: true,
    sourcemap: false,
    // The licences of what is bundled in, shipped beside it.
    license: { fileName: 'THIRD-PARTY-LICENSES.md' },
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'ome-sim.mjs',
        // `ui`, `diff` and `test` are loaded on demand; what they share with `runtime explain` goes
        // into common chunks.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'chunks/[name]-[hash].mjs' : 'chunks/common-[hash].mjs',
      },
    },
  },
  ssr: {
    // Bundle the YAML parser and the rest: the package ships no runtime dependencies.
    noExternal: true,
    target: 'node',
  },
});
