#!/usr/bin/env node
// Converts the shared documentation fixtures (<fixturesDir>/*.json) into scenario files
// (<outDir>/<base>.yaml, see scenarios/README.md). The converted files are vendored in the repo, so
// the tests never read outside it; run this again when the shared fixtures change.
//
//   node scripts/convert-fixtures.mjs [--check] fixturesDir [outDir]
//
// fixturesDir is the shared fixtures folder (it is not part of the repo, so it is always named);
// outDir defaults to scenarios/fixtures.
// --check writes nothing: it fails (exit 1) when a vendored file differs from its conversion.
//
// rules-*.json        -> manifests = model + runtimes + isvc, query = {isvc} or {model}, expect = expected,
//                        expect_1_2_2 = expected_v1_2_2 (a long `error` becomes a short substring).
// explain-docs-*.json -> manifests, namespace, query, crdDefaults, expect.{order, selected, scores,
//                        explain, table, tableUnwrapped}.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COLLECTION_STYLE, SCALAR_STYLE, dump, load, loadAll } from 'js-yaml';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const [fixturesArg, outArg] = args.filter((arg) => arg !== '--check');
if (fixturesArg === undefined) {
  console.error('usage: node scripts/convert-fixtures.mjs [--check] fixturesDir [outDir]');
  process.exit(2);
}
const fixturesDir = resolve(fixturesArg);
const outDir = resolve(outArg ?? join(repoRoot, 'scenarios', 'fixtures'));

const withNewline = (s) => (s.endsWith('\n') ? s : `${s}\n`);

/** Joins YAML texts into one multi-document stream, dropping a leading `---` from each part. */
function joinDocs(parts) {
  return parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .map((p) => withNewline(p.replace(/^---[ \t]*\n/, '')))
    .join('---\n');
}

/** metadata.name of the first document of a YAML text. */
function firstName(text) {
  const doc = loadAll(text).find((d) => d !== null);
  const name = doc?.metadata?.name;
  if (typeof name !== 'string') throw new Error('model has no metadata.name');
  return name;
}

const sourceText = (s) => (typeof s === 'string' ? s : JSON.stringify(s));

/** Short, stable substring for a v1.2.2 error (the engine's wording of a panic is its own). */
function shortError(err) {
  if (/nil[- ]pointer/i.test(err)) return 'nil pointer';
  return err;
}

function convertExpectation(exp) {
  const out = {};
  for (const key of ['order', 'selected', 'scores', 'excluded', 'reasons', 'explain', 'error']) {
    if (key in exp) out[key] = exp[key];
  }
  if (typeof out.error === 'string') out.error = shortError(out.error);
  return out;
}

function convertRules(fx) {
  const isvcName = fx.isvc ? loadAll(fx.isvc)[0]?.metadata?.name : undefined;
  const scenario = {
    name: fx.name,
    source: sourceText(fx.source),
    namespace: fx.namespace,
    query: isvcName ? { isvc: isvcName } : { model: firstName(fx.model) },
  };
  if (typeof fx.apply_crd_defaults === 'boolean') scenario.crdDefaults = fx.apply_crd_defaults;
  scenario.manifests = joinDocs([fx.model, fx.runtimes, fx.isvc]);
  scenario.expect = convertExpectation(fx.expected ?? {});
  if (fx.expected_v1_2_2) scenario.expect_1_2_2 = convertExpectation(fx.expected_v1_2_2);
  if (fx.derivation) scenario.derivation = fx.derivation;
  if (fx.code_differs) scenario.code_differs = fx.code_differs;
  if (fx.ambiguous) scenario.ambiguous = fx.ambiguous;
  return scenario;
}

function convertExplain(fx) {
  const exp = fx.expected ?? {};
  const scenario = {
    name: fx.name,
    source: sourceText(fx.source),
    namespace: fx.namespace,
    query: fx.query,
  };
  if (typeof fx.apply_crd_defaults === 'boolean') scenario.crdDefaults = fx.apply_crd_defaults;
  scenario.manifests = joinDocs([fx.manifests]);
  const expect = {};
  if ('order' in exp) expect.order = exp.order;
  if ('selected' in exp) expect.selected = exp.selected;
  if (exp.scores && typeof exp.scores === 'object') {
    // The explain fixtures key scores by "<Scope>/<name>"; scenarios key them by name. Only convert
    // when the names are unique across scopes.
    const scores = {};
    let unique = true;
    for (const [key, value] of Object.entries(exp.scores)) {
      const name = key.includes('/') ? key.slice(key.indexOf('/') + 1) : key;
      if (name in scores) unique = false;
      scores[name] = value;
    }
    if (unique) expect.scores = scores;
  }
  if (Array.isArray(exp.rows)) {
    expect.explain = exp.rows.map((r) =>
      [r.runtime, r.scope, r.compatible, r.priority, r.weight, r.reason].map((c) => String(c)),
    );
  }
  if (typeof fx.expected_stdout === 'string' && fx.expected_stdout !== '') {
    expect.table = fx.expected_stdout;
    if (typeof fx.expected_stdout_unwrapped === 'string' && fx.expected_stdout_unwrapped !== '') {
      expect.tableUnwrapped = fx.expected_stdout_unwrapped;
    }
  }
  scenario.expect = expect;
  // Not checked by the runner; kept so that a reviewer sees the whole fixture.
  if (fx.expected_stderr) scenario.stderr = fx.expected_stderr;
  if (typeof fx.expected_exit_code === 'number') scenario.exit_code = fx.expected_exit_code;
  if (fx.asserted_by_source) scenario.asserted_by_source = fx.asserted_by_source;
  if (fx.inferred) scenario.inferred = fx.inferred;
  return scenario;
}

/** The value node under `key` in a mapping node of js-yaml's AST, or undefined. */
const valueOf = (mapping, key) =>
  mapping?.kind === 'mapping'
    ? mapping.items.find((p) => p.key.kind === 'scalar' && p.key.value === key)?.value
    : undefined;

/** Renders a scenario: block scalars for multi-line strings, explain rows as flow sequences. */
export function renderScenario(scenario) {
  const styleExplain = (expectNode) => {
    const rows = valueOf(expectNode, 'explain');
    if (rows?.kind !== 'sequence') return;
    for (const row of rows.items) {
      if (row.kind !== 'sequence') continue;
      row.style = COLLECTION_STYLE.FLOW;
      for (const cell of row.items) {
        if (cell.kind === 'scalar' && cell.tag === 'tag:yaml.org,2002:str') {
          cell.style = cell.value.includes("'")
            ? SCALAR_STYLE.DOUBLE_QUOTED
            : SCALAR_STYLE.SINGLE_QUOTED;
        }
      }
    }
  };
  return dump(scenario, {
    lineWidth: -1,
    noRefs: true,
    transform: ([document]) => {
      const root = document.contents;
      styleExplain(valueOf(root, 'expect'));
      styleExplain(valueOf(root, 'expect_1_2_2'));
      const query = valueOf(root, 'query');
      if (query?.kind === 'mapping') query.style = COLLECTION_STYLE.FLOW;
    },
  });
}

/** Formats with the project's Prettier settings when Prettier is installed (so `format:check` passes). */
async function prettify(text) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    return text;
  }
  const options = (await prettier.resolveConfig(join(here, '..', 'package.json'))) ?? {};
  return prettier.format(text, { ...options, parser: 'yaml' });
}

/** The vendored file's text, or null when it is missing. */
function readIfPresent(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

async function main() {
  if (!existsSync(fixturesDir)) {
    console.error(`No fixtures folder at ${fixturesDir}; pass the shared fixtures folder first.`);
    process.exit(2);
  }
  if (!checkOnly) mkdirSync(outDir, { recursive: true });
  const files = readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  let n = 0;
  const stale = [];
  for (const file of files) {
    const fx = JSON.parse(readFileSync(join(fixturesDir, file), 'utf8'));
    const base = basename(file, '.json');
    let scenario;
    if (base.startsWith('rules-')) scenario = convertRules(fx);
    else if (base.startsWith('explain-')) scenario = convertExplain(fx);
    else {
      console.warn(`skipping ${file}: unknown fixture shape`);
      continue;
    }
    const text = await prettify(renderScenario(scenario));
    // Round-trip check: the file must parse back to exactly the scenario object.
    const back = load(text);
    if (JSON.stringify(back) !== JSON.stringify(scenario)) {
      throw new Error(`${file}: rendered YAML does not round-trip`);
    }
    const target = join(outDir, `${base}.yaml`);
    if (checkOnly) {
      if (readIfPresent(target) !== text) stale.push(target);
    } else writeFileSync(target, text);
    n++;
  }
  if (!checkOnly) return console.log(`wrote ${n} scenario files to ${outDir}`);
  if (stale.length === 0) return console.log(`${n} vendored scenario files match ${fixturesDir}`);
  console.error(
    `These vendored files differ from the conversion of ${fixturesDir}; run\n` +
      `  node scripts/convert-fixtures.mjs ${fixturesDir}\nand review the diff:\n  ${stale.join('\n  ')}`,
  );
  process.exitCode = 1;
}

// Run only when invoked directly, so that renderScenario can be imported.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main();
