#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
// Format, lint, types and unused exports first (fast), then unit/scenario tests, the CLI fixture check, the build
// (the app, the CLI, and the API checked against its report), the end-to-end tests in Debian's
// Chromium (the packed package too), then a few of them against the dev server.
// It says up front how long the last full run took here (recorded in node_modules/.cache), and
// how long each step takes as it goes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const TIMES = 'node_modules/.cache/ome-sim/test-times.json';

const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** The last full run's times on this machine, or null. */
function lastRun() {
  try {
    const run = JSON.parse(readFileSync(TIMES, 'utf8'));
    return typeof run.total === 'number' && Array.isArray(run.steps) ? run : null;
  } catch {
    return null;
  }
}

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    return false;
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) return false;
  }
  return existsSync(CHROMIUM);
}

const steps = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['types', 'npx', ['tsc', '-b']],
  // knip (knip.json): no export, file or dependency that nothing uses.
  ['unused code', 'npx', ['knip']],
  ['unit and scenario tests', 'npx', ['vitest', 'run']],
  // Only beside ../shared: the vendored fixtures (scenarios/fixtures) still match their source,
  // and the CLI passes the shared fixture checker.
  [
    'vendored fixtures',
    'node',
    ['scripts/convert-fixtures.mjs', '--check', '../shared/fixtures'],
    () => existsSync('../shared/fixtures'),
  ],
  [
    'CLI fixtures',
    'python3',
    ['../shared/tools/check-cli-fixtures.py'],
    () => existsSync('../shared/tools/check-cli-fixtures.py'),
  ],
  ['build', 'npx', ['vite', 'build']],
  // The CLI as installed (dist-cli/): the package and `ome-sim ui` end-to-end tests run it.
  ['build the CLI', 'npm', ['run', 'build:cli']],
  // The public API (dist-api/): fails when its surface differs from api/ome-sim.api.md.
  ['build the API', 'npm', ['run', 'build:api']],
  ['end-to-end tests', 'npx', ['playwright', 'test'], ensureChromium],
  // `npm start` must behave as the build does (monaco-yaml's worker, StrictMode's double effects).
  ['dev-server tests', 'npx', ['playwright', 'test', '-c', 'playwright.dev.config.ts']],
];

const last = lastRun();
if (last === null) {
  console.log(
    'npm test: every check CI runs. No full run is recorded on this machine yet; the end-to-end\n' +
      'tests take most of the time. This run records its times for next time.',
  );
} else {
  console.log(
    `npm test: every check CI runs. The last full run here took ${duration(last.total)} (${last.date}):`,
  );
  for (const step of last.steps) console.log(`  ${step.name.padEnd(26)} ${duration(step.ms)}`);
}
const started = Date.now();
const timings = [];

for (const [name, command, args, precondition] of steps) {
  if (precondition && !precondition()) {
    if (name === 'CLI fixtures' || name === 'vendored fixtures') {
      console.log(`\n== ${name}: skipped (../shared is not beside this checkout)`);
      continue;
    }
    console.error(`\n== ${name}: cannot run`);
    process.exit(1);
  }
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n== ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  timings.push({ name, ms: Date.now() - stepStart });
  console.log(`== ${name}: done in ${duration(Date.now() - stepStart)}`);
}
const total = Date.now() - started;
mkdirSync(dirname(TIMES), { recursive: true });
writeFileSync(
  TIMES,
  `${JSON.stringify({ total, date: new Date().toISOString().slice(0, 10), steps: timings })}\n`,
);
console.log(`\nAll checks passed in ${duration(total)}.`);
