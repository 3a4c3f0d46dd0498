/**
 * `runtime diff` figures for `npm run bench` (issue 11): OME's catalogue size (207 runtimes, 207
 * models) against a one-priority change of it, as a whole process; and 1,000 runtimes × 1,000
 * models. Targets: under 2 s and under 5 s. Prints figures; asserts nothing. On a shared machine
 * wall time includes waiting for a core, so the comparison's CPU time is printed beside it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

function runProcess(before: string, after: string): { ms: number; changes: number } {
  const start = performance.now();
  const output = execFileSync(
    process.execPath,
    ['bin/ome-sim.mjs', 'runtime', 'diff', '--before', before, '--after', after, '-o', 'json'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const ms = performance.now() - start;
  return { ms, changes: (JSON.parse(output) as { changes: unknown[] }).changes.length };
}

export function benchDiff(): void {
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
      const run = runProcess(join(dir, 'before.yaml'), join(dir, 'after.yaml'));
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
