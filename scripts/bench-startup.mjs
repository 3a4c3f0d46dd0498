#!/usr/bin/env node
/**
 * `npm run bench:startup`: how long the built CLI takes to start and answer, against a bare Node
 * start (`node -e 0`), process to process. Runs each command alternately, RUNS times, and prints
 * the median wall time of each and their ratio. Needs the CLI built (`npm run build:cli`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.RUNS ?? 30);
const repo = fileURLToPath(new URL('../', import.meta.url));
if (!existsSync(`${repo}dist-cli/ome-sim.mjs`)) {
  console.error('bench:startup: build the CLI first (npm run build:cli).');
  process.exit(1);
}

const COMMANDS = {
  'node -e 0': ['-e', '0'],
  'ome-sim runtime explain (worked example)': [
    `${repo}bin/ome-sim.mjs`,
    'runtime',
    'explain',
    '--model',
    'llama-3-2-3b-instruct',
    '-n',
    'llama-demo',
    '-f',
    `${repo}src/examples/worked-example.yaml`,
  ],
};

const times = Object.fromEntries(Object.keys(COMMANDS).map((name) => [name, []]));
for (let i = 0; i < RUNS; i++) {
  for (const [name, args] of Object.entries(COMMANDS)) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status})`);
    times[name].push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [base, cli] = Object.values(times).map(median);
console.log(`Node ${process.version}, ${RUNS} runs each, median wall time:`);
for (const [name, values] of Object.entries(times))
  console.log(`  ${name.padEnd(42)} ${median(values).toFixed(0).padStart(5)} ms`);
console.log(`  ratio ${(cli / base).toFixed(2)}× (target: under 2×)`);
