/**
 * The installed command's entry: runs the CLI on the process's own streams. Built into
 * dist-cli/ome-sim.mjs by vite.cli.config.ts; bin/ome-sim.mjs loads it. Nothing else runs at
 * import time, so start-up costs only loading the bundle.
 */
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
