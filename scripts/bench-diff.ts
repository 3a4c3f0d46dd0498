/**
 * `runtime diff` figures for `npm run bench`: OME's catalogue size (207 runtimes, 207
 * models) against a one-priority change of it, as a whole process; and 1,000 runtimes × 1,000
 * models. Targets: under 2 s and under 5 s. Prints figures; asserts nothing. On a shared machine
 * wall time includes waiting for a core, so the comparison's CPU time is printed beside it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createManifestCache, loadManifests } from '../src/manifests';
import { compareSelections } from '../src/review/compare';
import { generateManifests } from './generate-manifests';

/** The same manifests with the first written priority raised far enough to win where it can. */
function raiseOnePriority(text: string): string {
  return text.replace(/priority: (\d+)/, 'priority: 100');
}

/** Every .yaml/.yml file under `dir`, sorted, as a path relative to it. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
}

interface DiffRun {
  readonly ms: number;
  readonly changes: number;
  readonly questions: number;
}

function runProcess(before: readonly string[], after: readonly string[]): DiffRun {
  const paths = (flag: string, list: readonly string[]) => list.flatMap((path) => [flag, path]);
  const start = performance.now();
  const output = execFileSync(
    process.execPath,
    [
      'bin/ome-sim.mjs',
      ...['runtime', 'diff', ...paths('--before', before), ...paths('--after', after)],
      ...['-o', 'json'],
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const ms = performance.now() - start;
  const answer = JSON.parse(output) as { changes: unknown[]; questions: number };
  return { ms, changes: answer.changes.length, questions: answer.questions };
}

/**
 * A real catalog, given with `npm run bench -- --manifests DIR [--manifests DIR …]` (e.g. a
 * checkout's `config/runtimes` and `config/models` of OME): those directories against copies of
 * them with the first priority written in a runtime raised.
 */
function benchCatalogDiff(catalog: readonly string[], dir: string): void {
  const copy = (side: string) =>
    catalog.map((from, i) => {
      const to = join(dir, side, String(i));
      cpSync(from, to, { recursive: true });
      return to;
    });
  const before = copy('before');
  const after = copy('after');
  const edited = after
    .flatMap((root) => yamlFiles(root).map((file) => join(root, file)))
    .find((path) => {
      const text = readFileSync(path, 'utf8');
      if (!/kind: (Cluster)?ServingRuntime/.test(text) || !/priority: \d+/.test(text)) return false;
      writeFileSync(path, raiseOnePriority(text));
      return true;
    });
  const set = loadManifests(
    before.flatMap((root) =>
      yamlFiles(root).map((file) => ({ name: file, text: readFileSync(join(root, file), 'utf8') })),
    ),
  );
  const run = runProcess(before, after);
  console.log(
    `${catalog.join(' + ')}: ${set.runtimes.length} runtimes, ${set.models.length} models; priority raised in ${edited === undefined ? '(no file)' : edited.slice(dir.length + 1)}: ${run.questions} questions, ${run.changes} changes, process ${(run.ms / 1000).toFixed(2)} s (target 2 s)`,
  );
}

export function benchDiff(catalog: readonly string[] = []): void {
  console.log('\nruntime diff (a one-priority change; process = the whole `ome-sim runtime diff`)');
  console.log(
    'runtimes × models | questions | changes | load both | compare (CPU)       | process | target',
  );
  console.log(
    '----------------- | --------- | ------- | --------- | ------------------ | ------- | ------',
  );
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-bench-diff-'));
  try {
    for (const [size, target] of [
      [207, '2 s'],
      [1_000, '5 s'],
    ] as const) {
      const before = generateManifests({ runtimes: size, models: size, seed: 5 });
      const after = raiseOnePriority(before);
      const t0 = performance.now();
      const cache = createManifestCache();
      const sets = [
        loadManifests([{ name: 'before.yaml', text: before }], {}, cache),
        loadManifests([{ name: 'after.yaml', text: after }], {}, cache),
      ] as const;
      const t1 = performance.now();
      const cpu = process.cpuUsage();
      const comparison = compareSelections(sets[0], sets[1]);
      const used = process.cpuUsage(cpu);
      const t2 = performance.now();
      writeFileSync(join(dir, 'before.yaml'), before);
      writeFileSync(join(dir, 'after.yaml'), after);
      const run = runProcess([join(dir, 'before.yaml')], [join(dir, 'after.yaml')]);
      console.log(
        [
          `${size} × ${size}`.padEnd(17),
          String(comparison.questions).padStart(9),
          String(run.changes).padStart(7),
          `${(t1 - t0).toFixed(0)} ms`.padStart(9),
          `${(t2 - t1).toFixed(0)} ms (${((used.user + used.system) / 1000).toFixed(0)} ms)`.padStart(
            18,
          ),
          `${(run.ms / 1000).toFixed(2)} s`.padStart(7),
          target.padStart(6),
        ].join(' | '),
      );
    }
    if (catalog.length > 0) benchCatalogDiff(catalog, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
