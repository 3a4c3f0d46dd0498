/**
 * `npm run bench:lint`: `ome-sim lint` and the size map. Prints figures; asserts
 * nothing (speed is measured here, never in tests).
 *
 * - lint of OME's catalog as a process (`node bin/ome-sim.mjs lint -f config -R`), wall time,
 *   from ../shared/data/ome-catalog when it is there, else the catalog-sized stand-in built from
 *   testdata/ome (target under 1 s);
 * - lint of 1,000 runtimes × 1,000 models in-process, load included (target under 5 s);
 * - the size map of each catalog model's shape, as the worker would compute it (target under
 *   50 ms);
 * - lint of 1,000 to 60,000 runtimes of one shape (scripts/one-shape.ts, 100 models), load
 *   included, wall and CPU time (targets: 4,000 under 5 s, 60,000 under a minute); `--quick`
 *   stops at 4,000.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sizeMap } from '../src/engine';
import { lintManifests } from '../src/lint';
import { loadManifests, resolveQuestion, isResolveError } from '../src/manifests';
import { catalogSizedText, yamlFilesUnder } from './catalog-sized';
import { OME_CATALOG_TARBALL } from '../src/test-support/shared-paths';
import { generateManifests } from './generate-manifests';
import { oneShapeCatalog } from './one-shape';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/ome-sim.mjs');

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(1)} ms`);

if (!existsSync(join(ROOT, 'dist-cli/ome-sim.mjs'))) {
  console.log('building the CLI first (npm run build:cli)…');
  execFileSync('npm', ['run', 'build:cli'], { cwd: ROOT, stdio: 'ignore' });
}

const work = mkdtempSync(join(tmpdir(), 'ome-sim-bench-lint-'));
try {
  let catalogDir: string;
  let label: string;
  if (existsSync(OME_CATALOG_TARBALL)) {
    execFileSync('tar', ['xzf', OME_CATALOG_TARBALL, '-C', work]);
    catalogDir = join(work, 'config');
    label = "OME's catalog (../shared/data/ome-catalog)";
  } else {
    catalogDir = join(work, 'stand-in');
    execFileSync('mkdir', ['-p', catalogDir]);
    writeFileSync(
      join(catalogDir, 'catalog.yaml'),
      catalogSizedText(join(ROOT, 'testdata/ome/config')),
    );
    label = 'the catalog-sized stand-in (../shared/data is not there)';
  }
  console.log(
    `ome-sim lint and size map benchmark (Node ${process.version}; load average ${loadavg()[0]!.toFixed(1)}: wall times grow with a busy machine)\n`,
  );

  // 1. The catalog, linted by the CLI as a user runs it: a fresh process each time. Its CPU time
  // is the children's (process.resourceUsage counts waited-for children in RUSAGE_CHILDREN only
  // on some systems), so wall time is what is reported.
  const runs: number[] = [];
  let findings = '';
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const result = spawnSync('node', [CLI, 'lint', '-f', catalogDir, '-R', '-o', 'json'], {
      encoding: 'utf8',
    });
    runs.push(performance.now() - t0);
    findings = result.stdout;
  }
  const count = (JSON.parse(findings) as { findings: unknown[] }).findings.length;
  console.log(
    `lint of ${label} as a process: ${fmt(median(runs))} median of ${runs.length} (${count} findings; target < 1 s)`,
  );

  // 2. 1,000 runtimes × 1,000 models, in-process, reading included.
  const text = generateManifests({ runtimes: 1_000, models: 1_000, seed: 11 });
  const sources = [{ name: 'bench.yaml', text }];
  const big: number[] = [];
  const cpu: number[] = [];
  let bigCount = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const set = loadManifests(sources, { positionsOnDemand: true });
    bigCount = lintManifests(set, sources).length;
    big.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `lint of 1,000 runtimes × 1,000 models (load included): ${fmt(median(big))} median of 3, ${fmt(median(cpu))} CPU (${bigCount} findings; target < 5 s)`,
  );

  // 3. The size map of each catalog model's shape, on the loaded catalog (the worker's state).
  const files = yamlFilesUnder(catalogDir);
  const catalog = loadManifests(files.map((f) => ({ name: f, text: readFileSync(f, 'utf8') })));
  const perModel: number[] = [];
  for (const model of catalog.models) {
    if (model.object.modelFormat.name === '') continue;
    const resolved = resolveQuestion(catalog, {
      kind: 'model',
      name: model.object.name,
      namespace: 'default',
    });
    if (isResolveError(resolved)) continue;
    const input = { ...resolved.input, model: resolved.input.model! };
    sizeMap(input); // warm
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      sizeMap(input);
      samples.push(performance.now() - t0);
    }
    perModel.push(median(samples));
  }
  console.log(
    `size map of a catalog model's shape (${perModel.length} models): median ${fmt(median(perModel))}, slowest ${fmt(Math.max(...perModel))} (target < 50 ms)`,
  );

  // 4. Many runtimes of one shape: the catalog rules map that shape's sizes once, and each
  // runtime is checked against the map, so the time grows with the runtimes, not their square.
  const counts = process.argv.includes('--quick')
    ? [1_000, 2_000, 4_000]
    : [1_000, 2_000, 4_000, 60_000];
  for (const n of counts) {
    const shaped = [{ name: 'one-shape.yaml', text: oneShapeCatalog(n) }];
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const set = loadManifests(shaped, { positionsOnDemand: true });
    const found = lintManifests(set, shaped).length;
    const used = process.cpuUsage(c0);
    const wall = performance.now() - t0;
    const target = n === 4_000 ? ' (target < 5 s)' : n === 60_000 ? ' (target < 60 s)' : '';
    console.log(
      `lint of ${n.toLocaleString('en')} runtimes of one shape and 100 models (load included): ${fmt(wall)}, ${fmt((used.user + used.system) / 1000)} CPU, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB resident (${found} findings)${target}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
