#!/usr/bin/env node
// Thin launcher: the CLI is TypeScript shared with the browser engine; tsx loads it without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
