/**
 * `npm run bench`: how long the engine takes next to YAML parsing, for 100 / 1,000 / 10,000
 * runtimes. Prints figures; asserts nothing (speed is measured here, never in tests).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { explainRanking, rankRuntimes } from '../src/engine';
import {
  createManifestCache,
  isResolveError,
  loadManifests,
  parseScenarioFile,
  resolveQuestion,
} from '../src/manifests';
import { benchDiff } from './bench-diff';
import { generateManifests } from './generate-manifests';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Median time of `fn`, after a warm-up (a quarter of the budget, at least two runs) that lets the
 * JIT compile the code and the garbage collector move the freshly loaded manifests out of the
 * young generation: the steady state a long-lived worker is in.
 */
function time(fn: () => void, minRuns: number, budgetMs: number): number {
  const warmUpEnd = performance.now() + budgetMs / 4;
  for (let runs = 0; runs < 2 || (performance.now() < warmUpEnd && runs < 50); runs++) fn();
  const samples: number[] = [];
  const start = performance.now();
  while (
    samples.length < minRuns ||
    (performance.now() - start < budgetMs && samples.length < 200)
  ) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

const fmt = (ms: number): string =>
  ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;

console.log('ome-sim engine benchmark (median of repeated runs; Node', process.version + ')\n');
console.log(
  'runtimes | YAML parse+decode | re-parse after one edit | rank one model | per runtime | explainRanking (full) | cluster-wide (all models) | rank/parse',
);
console.log(
  '-------- | ----------------- | ----------------------- | -------------- | ----------- | -------------- | ------------------------- | ----------',
);
for (const runtimes of [100, 1_000, 10_000]) {
  const models = runtimes === 10_000 ? 200 : Math.max(20, runtimes / 5);
  const text = generateManifests({ runtimes, models, seed: 7 });
  const sources = [{ name: 'bench.yaml', text }];
  // The engine first, on the decoded set the worker would hold; the parse timings after it make
  // a lot of garbage, which would otherwise be collected in the middle of the ranking samples.
  const set = loadManifests(sources);
  const model = set.models[0]!.object;
  const namespace = model.namespace ?? 'team-1';
  const resolved = resolveQuestion(set, { kind: 'model', name: model.name, namespace: namespace });
  if (isResolveError(resolved)) throw new Error('bench model did not resolve');
  const input = resolved.input;
  const rankMs = time(() => void rankRuntimes(input), 10, 2000);
  const explainMs = time(() => void explainRanking(input), 5, 2000);
  const allModels = set.models.map((m) => m.object);
  const clusterWideMs = time(
    () => {
      for (const m of allModels) rankRuntimes({ ...input, model: m });
    },
    2,
    3000,
  );
  const parseMs = time(
    () => {
      loadManifests(sources);
    },
    3,
    3000,
  );
  // An edit to one runtime's priority: with the document cache only that document is parsed again.
  const cache = createManifestCache();
  loadManifests(sources, {}, cache);
  let flip = 0;
  const editMs = time(
    () => {
      flip = (flip % 4) + 1;
      const edited = text.replace(
        'name: runtime-1\n',
        `name: runtime-1\n  labels: {edit: "${flip}"}\n`,
      );
      loadManifests([{ name: 'bench.yaml', text: edited }], {}, cache);
    },
    5,
    2000,
  );
  console.log(
    [
      String(runtimes).padStart(8),
      fmt(parseMs).padStart(17),
      fmt(editMs).padStart(23),
      fmt(rankMs).padStart(14),
      `${((rankMs * 1000) / runtimes).toFixed(3)} µs`.padStart(11),
      fmt(explainMs).padStart(14),
      `${fmt(clusterWideMs)} (${allModels.length}×${runtimes})`.padStart(25),
      `${(rankMs / parseMs).toFixed(4)}`.padStart(10),
    ].join(' | '),
  );
}

// The issue-5 target: the cluster-wide view of 1,000 models × 1,000 runtimes.
{
  const text = generateManifests({ runtimes: 1_000, models: 1_000, seed: 11 });
  const set = loadManifests([{ name: 'cluster-wide.yaml', text }]);
  const runtimes = set.runtimes.map((r) => r.object);
  const clusterWideMs = time(
    () => {
      for (const m of set.models) {
        rankRuntimes({
          namespace: m.object.namespace ?? 'team-1',
          model: m.object,
          inferenceService: null,
          runtimes,
        });
      }
    },
    2,
    5000,
  );
  console.log(`\ncluster-wide, 1,000 models × 1,000 runtimes: ${fmt(clusterWideMs)}`);
}

// Process to process (issue 10): the CLI on 10,000 runtimes against js-yaml alone parsing the
// same file, each a fresh `node` process (start-up, module loading, parsing and printing, as a
// user runs it). The CLI is `bin/ome-sim.mjs`, which runs the built dist-cli/ (`npm run build:cli`,
// done by `npm ci`); its start-up on a tiny file is measured too. `OME_SIM_CLI=path/to/cli.mjs`
// measures another build beside it (e.g. one from an earlier commit).
{
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-bench-'));
  const big = join(dir, 'runtimes-10000.yaml');
  const text = generateManifests({ runtimes: 10_000, models: 200, seed: 7 });
  writeFileSync(big, text);
  // The worked example as a manifests file: the CLI's start-up and a small answer.
  const worked = parseScenarioFile(
    readFileSync(
      new URL('../scenarios/fixtures/rules-01-worked-example.yaml', import.meta.url),
      'utf8',
    ),
  )!;
  const tiny = join(dir, 'worked-example.yaml');
  writeFileSync(tiny, worked.manifests);
  const model = loadManifests([{ name: 'bench.yaml', text }]).models[0]!.object.name;
  const root = fileURLToPath(new URL('..', import.meta.url));
  /** Wall time of one fresh process. */
  const once = (args: readonly string[]): number => {
    const t0 = performance.now();
    const result = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${String(result.stderr)}`);
    return performance.now() - t0;
  };
  const jsYamlArgs = [
    '--input-type=module',
    '-e',
    `import { readFileSync } from 'node:fs'; import { loadAll } from 'js-yaml'; loadAll(readFileSync(${JSON.stringify(big)}, 'utf8'));`,
  ];
  const explainArgs = (file: string, name: string) => [
    'runtime',
    'explain',
    '--model',
    name,
    '-f',
    file,
  ];
  const clis: [string, string][] = [['bin/ome-sim.mjs', join(root, 'bin', 'ome-sim.mjs')]];
  if (process.env['OME_SIM_CLI']) clis.push(['OME_SIM_CLI', process.env['OME_SIM_CLI']]);
  const commands: Record<string, readonly string[]> = {
    'node -e 0': ['-e', '0'],
    'js-yaml loadAll alone': jsYamlArgs,
  };
  for (const [label, cli] of clis) {
    const workedModel = worked.question.kind === 'model' ? worked.question.name : '';
    commands[`CLI (${label}) on the worked example`] = [
      cli,
      ...explainArgs(tiny, workedModel),
      '-n',
      worked.question.namespace,
    ];
    commands[`CLI (${label}) on 10,000 runtimes`] = [cli, ...explainArgs(big, model)];
  }
  // Interleaved rounds, the first one unmeasured (file cache, JIT cache): a shared machine's speed
  // drifts by a fifth within a minute, so each CLI run is compared with the js-yaml run beside it.
  const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
  const samples = new Map<string, number[]>(Object.keys(commands).map((name) => [name, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, args] of Object.entries(commands)) {
      const ms = once(args);
      if (round > 0) samples.get(name)!.push(ms);
    }
  }
  const jsYaml = samples.get('js-yaml loadAll alone')!;
  console.log(`\nprocess to process, 10,000 runtimes (median of ${ROUNDS} interleaved rounds):`);
  for (const [name, times] of samples) {
    const ratios = name.endsWith('10,000 runtimes')
      ? ` = ${(median(times) / median(jsYaml)).toFixed(2)}× js-yaml; round by round ${median(times.map((t, i) => t / jsYaml[i]!)).toFixed(2)}× (${Math.min(...times.map((t, i) => t / jsYaml[i]!)).toFixed(2)}–${Math.max(...times.map((t, i) => t / jsYaml[i]!)).toFixed(2)})`
      : '';
    console.log(`  ${`${name}:`.padEnd(45)} ${fmt(median(times))}${ratios}`);
  }
  rmSync(dir, { recursive: true, force: true });
}
// `npm run bench -- --manifests DIR [--manifests DIR …]`: the diff on a real catalog too (issue 11).
benchDiff(
  process.argv.flatMap((arg, i) => (arg === '--manifests' ? [process.argv[i + 1] ?? ''] : [])),
);
// Lint and the size map (issue 20's figures), as `npm run bench:lint` prints them alone.
await import('./bench-lint');
