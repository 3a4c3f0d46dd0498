/**
 * The installed command's entry: runs the CLI on the process's own streams. Built into
 * dist-cli/ome-sim.mjs by vite.cli.config.ts; bin/ome-sim.mjs loads it. Nothing else runs at
 * import time, so start-up costs only loading the bundle.
 */
import { main } from './main';

/** 128 + SIGPIPE: how a command ends in a shell when its reader stops (`| head`), kubectl too. */
const READER_GONE = 141;

// A reader that stops early is normal (`ome-sim runtime explain … | head`): end quietly, with
// no stack trace, and stop writing.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(READER_GONE);
});

const code = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  stdoutReleasesWrites: true,
});

/** Resolves once everything written to `stream` so far has been handed to the system. */
const flushed = (stream: NodeJS.WriteStream): Promise<void> =>
  new Promise((resolve) => stream.write('', () => resolve()));

// Every command has finished its work when `main` returns (`ui` returns when stopped). Exit as
// soon as the output is out: leaving by the event loop first tears down the heap, 40 ms after a
// 10,000-runtime explain, for nothing.
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
