/**
 * The CLI as plain JavaScript for Node (`npm run build:cli`, also run by `prepare`):
 * dist-cli/ome-sim.mjs with every dependency bundled in, so an install needs no runtime
 * dependencies and no TypeScript loader. `ome-sim ui` is a separate chunk, loaded only when used.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/cli/bin.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: 'ome-sim.mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
  // Bundle the YAML parser and the rest: the package ships no runtime dependencies.
  ssr: { noExternal: true, target: 'node' },
});
