/**
 * `ome-sim test` files (docs/cli.md, "ome-sim test"): which manifests, which OME behaviour, and
 * what OME must answer. Every problem is located: the file, the line and the field, and what was
 * expected.
 */
import {
  DEFAULT_NAMESPACE,
  isOmeReleaseError,
  resolveOmeRelease,
  type OmeRelease,
  type Scope,
} from '../engine';
import { readYamlValue, type YamlPath } from '../yaml';

export interface Expectation {
  readonly kind: 'model' | 'isvc';
  readonly name: string;
  readonly namespace: string;
  /** undefined: not checked; null: no runtime may qualify. */
  readonly selected?: string | null;
  readonly scope: Scope | null;
  readonly notSelected: readonly string[];
  /** Runtime → a substring its REASON must contain. */
  readonly rejected: Readonly<Record<string, string>>;
  /** 1-based line of the expectation in its file. */
  readonly line: number;
}

export interface TestFile {
  /** Manifest paths as written (relative to the test file). */
  readonly manifests: readonly string[];
  /**
   * `recursive: true`: the folders among `manifests` are read with their subfolders, as `-R`
   * reads them (a nested catalog such as OME's `config/`); `ome-sim test -R` does it for every file.
   */
  readonly recursive: boolean;
  /** `omeVersion:` as a release (default 1.3), with the behaviour it maps to. */
  readonly omeRelease: OmeRelease;
  readonly expect: readonly Expectation[];
}

export interface TestFileProblem {
  readonly line: number;
  /** Dotted field path, e.g. `expect[1].selected`; "" for the whole file. */
  readonly field: string;
  readonly message: string;
}

export type ParsedTestFile =
  | { readonly ok: true; readonly file: TestFile; readonly lineOf: (path: YamlPath) => number }
  | { readonly ok: false; readonly problems: readonly TestFileProblem[] };

const TOP_KEYS = ['manifests', 'recursive', 'omeVersion', 'expect'];
const EXPECT_KEYS = ['model', 'isvc', 'namespace', 'selected', 'scope', 'notSelected', 'rejected'];
const SCOPES: readonly Scope[] = ['Namespaced', 'Cluster'];

const fieldName = (path: YamlPath): string =>
  path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text === '' ? part : `${text}.${part}`,
    '',
  );

const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "got [a, b]", "got 3", "got nothing": what was written, briefly. */
function got(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * `omeVersion:` read as `--ome-version` reads it: any OME release, quoted (unquoted, YAML reads
 * `1.20` as the number 1.2), mapped to the behaviour it has.
 */
function readRelease(
  value: unknown,
  problem: (path: YamlPath, message: string) => void,
): OmeRelease {
  const fallback = resolveOmeRelease('1.3') as OmeRelease;
  if (value === undefined || value === null) return fallback;
  const release = typeof value === 'string' ? resolveOmeRelease(value) : null;
  if (release !== null && !isOmeReleaseError(release)) return release;
  problem(
    ['omeVersion'],
    `expected an OME release such as "1.3", "v1.3.0" or "1.2.2" (quoted), got ${got(value)}`,
  );
  return fallback;
}

export function parseTestFile(text: string): ParsedTestFile {
  const yaml = readYamlValue(text);
  if (yaml.syntaxError !== null)
    return {
      ok: false,
      problems: [{ line: yaml.syntaxError.line, field: '', message: yaml.syntaxError.message }],
    };
  const problems: TestFileProblem[] = [];
  const problem = (path: YamlPath, message: string): void => {
    problems.push({ line: yaml.lineOf(path), field: fieldName(path), message });
  };
  const root = yaml.value;
  if (!isMap(root)) {
    problem([], 'expected a mapping with manifests and expect');
    return { ok: false, problems };
  }
  for (const key of Object.keys(root))
    if (!TOP_KEYS.includes(key))
      problem([key], `unknown field; expected one of ${TOP_KEYS.join(', ')}`);

  const manifests = stringList(root['manifests'], ['manifests'], problem, true);
  const recursive = root['recursive'] ?? false;
  if (typeof recursive !== 'boolean')
    problem(['recursive'], `expected true or false, got ${got(recursive)}`);
  const omeRelease = readRelease(root['omeVersion'], problem);
  const expect: Expectation[] = [];
  const list = root['expect'];
  if (!Array.isArray(list) || list.length === 0) {
    problem(['expect'], `expected a list of expectations, got ${got(list)}`);
  } else {
    list.forEach((item, i) => {
      const parsed = parseExpectation(item, ['expect', i], problem, yaml.lineOf);
      if (parsed !== null) expect.push(parsed);
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    file: { manifests, recursive: recursive === true, omeRelease, expect },
    lineOf: yaml.lineOf,
  };
}

type Report = (path: YamlPath, message: string) => void;

/** A string or a list of strings (non-empty when `required`). */
function stringList(value: unknown, path: YamlPath, problem: Report, required = false): string[] {
  if (value === undefined || value === null) {
    if (required) problem(path, 'required: a path or a list of paths');
    return [];
  }
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items)) {
    problem(path, `expected a list of names, got ${got(value)}`);
    return [];
  }
  const names: string[] = [];
  items.forEach((item, i) => {
    if (typeof item === 'string' && item !== '') names.push(item);
    else
      problem(typeof value === 'string' ? path : [...path, i], `expected a name, got ${got(item)}`);
  });
  if (required && names.length === 0 && items.length === 0)
    problem(path, 'required: at least one path');
  return names;
}

function parseExpectation(
  item: unknown,
  path: YamlPath,
  problem: Report,
  lineOf: (path: YamlPath) => number,
): Expectation | null {
  if (!isMap(item)) {
    problem(path, `expected a mapping (model or isvc, namespace, selected, ...), got ${got(item)}`);
    return null;
  }
  const before = { count: 0 };
  const report: Report = (p, m) => {
    before.count++;
    problem(p, m);
  };
  for (const key of Object.keys(item))
    if (!EXPECT_KEYS.includes(key))
      report([...path, key], `unknown field; expected one of ${EXPECT_KEYS.join(', ')}`);
  const text = (key: string): string | null => {
    const v = item[key];
    if (v === undefined || v === null) return null;
    if (typeof v === 'string' && v !== '') return v;
    report([...path, key], `expected a name, got ${got(v)}`);
    return null;
  };
  const model = text('model');
  const isvc = text('isvc');
  if ('model' in item === 'isvc' in item) report(path, 'exactly one of model or isvc is required');
  const namespace = text('namespace') ?? DEFAULT_NAMESPACE;
  let selected: string | null | undefined;
  if ('selected' in item) {
    const v = item['selected'];
    if (v === null) selected = null;
    else if (typeof v === 'string' && v !== '') selected = v;
    else
      report(
        [...path, 'selected'],
        `expected a runtime name, or null when no runtime may qualify, got ${got(v)}`,
      );
  }
  let scope: Scope | null = null;
  const s = item['scope'];
  if (s !== undefined && s !== null) {
    if (SCOPES.includes(s as Scope)) scope = s as Scope;
    else report([...path, 'scope'], `expected Namespaced or Cluster, got ${got(s)}`);
  }
  const notSelected = stringList(item['notSelected'], [...path, 'notSelected'], report);
  const rejected: Record<string, string> = {};
  const r = item['rejected'];
  if (r !== undefined && r !== null) {
    if (!isMap(r))
      report([...path, 'rejected'], `expected {runtime: "reason substring"}, got ${got(r)}`);
    else
      for (const [runtime, reason] of Object.entries(r)) {
        if (typeof reason === 'string') rejected[runtime] = reason;
        else
          report(
            [...path, 'rejected', runtime],
            `expected a substring of the REASON, got ${got(reason)}`,
          );
      }
  }
  if (
    selected === undefined &&
    scope === null &&
    notSelected.length === 0 &&
    Object.keys(rejected).length === 0 &&
    before.count === 0
  )
    report(path, 'nothing to check: give selected, scope, notSelected or rejected');
  if (scope !== null && selected === null)
    report([...path, 'scope'], 'scope needs a selected runtime (selected is null)');
  if (before.count > 0) return null;
  return {
    kind: model !== null ? 'model' : 'isvc',
    name: (model ?? isvc)!,
    namespace,
    ...(selected === undefined ? {} : { selected }),
    scope,
    notSelected,
    rejected,
    line: lineOf(path),
  };
}
