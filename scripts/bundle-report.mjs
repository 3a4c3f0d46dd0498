#!/usr/bin/env node
/**
 * `node scripts/bundle-report.mjs [outDir]` (run by `npm run build`): every built file's raw and
 * gzip size, and the initial JavaScript — the entry chunk plus the chunks it imports statically,
 * read from Vite's manifest (outDir/.vite/manifest.json) — against its budget. Exits 1 when the
 * initial JavaScript is over budget. Sizes in kB of 1,000 bytes, as Vite prints them.
 *
 * The budget is what keeps the first ranked table fast: Monaco (~1 MB gzipped) and the workers
 * load after it, so they are listed but not counted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const outDir = process.argv[2] ?? 'dist';

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`bundle report: cannot read ${outDir}/.vite/manifest.json (${error.message}).`);
  console.error('Build first (build.manifest must be on in vite.config.ts).');
  process.exit(1);
}

/** Manifest keys of the entry and everything it imports statically, transitively. */
function initialChunks() {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return seen;
}

const initial = initialChunks();
const initialJs = new Set([...initial].map((key) => manifest[key].file));
const initialCss = new Set([...initial].flatMap((key) => manifest[key].css ?? []));
const workers = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.isWorker)
    .map((chunk) => chunk.file),
);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

function kindOf(file) {
  if (initialJs.has(file)) return 'initial JS';
  if (initialCss.has(file)) return 'initial CSS';
  if (workers.has(file)) return 'worker';
  if (file.endsWith('.js')) return 'lazy JS';
  if (file.endsWith('.css')) return 'lazy CSS';
  return 'asset';
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
const rows = filesUnder(outDir)
  .map((path) => {
    const body = readFileSync(path);
    const file = relative(outDir, path).split('\\').join('/');
    return { file, kind: kindOf(file), raw: statSync(path).size, gzip: gzipSync(body).length };
  })
  .sort((a, b) => b.raw - a.raw);

const width = Math.max(...rows.map((row) => row.file.length));
console.log(`\nBundle report for ${outDir}/ (kB = 1,000 bytes)\n`);
console.log(
  `${'file'.padEnd(width)}  ${'kind'.padEnd(11)}  ${'raw kB'.padStart(10)}  ${'gzip kB'.padStart(10)}`,
);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.kind.padEnd(11)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`,
  );
}

const initialRows = rows.filter((row) => row.kind === 'initial JS');
const total = initialRows.reduce((sum, row) => sum + row.gzip, 0);
const over = total > BUDGET_KB * 1000;
console.log(
  `\nInitial JavaScript (entry + static imports, ${initialRows.length} file${initialRows.length === 1 ? '' : 's'}): ` +
    `${kb(total)} kB gzip of a ${BUDGET_KB} kB budget — ${over ? 'OVER BUDGET' : 'within budget'}.`,
);
if (over) process.exit(1);
