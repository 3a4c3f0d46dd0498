#!/usr/bin/env node
// The `ome-sim` command: loads the CLI built as plain JavaScript (dist-cli/, by `npm run build:cli`,
// which `npm ci` runs through `prepare`). No TypeScript loader and no dependency at run time.
try {
  await import('../dist-cli/ome-sim.mjs');
} catch (error) {
  const missing =
    error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist-cli');
  if (!missing) throw error;
  process.stderr.write(
    'error: the ome-sim CLI is not built in this checkout; run `npm run build:cli` (or `npm ci`).\n',
  );
  process.exitCode = 1;
}
