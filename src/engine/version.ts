/**
 * OME's model version grammar and the operator rule (docs/selection-rules.md §5).
 *
 * This is not semver: OME's `pkg/modelver` splits at most three ways on ".", allows a lowercase
 * "v" prefix, reads "-pre", "+build" and a fourth ".dev" part from the patch field, and compares
 * suffixes byte-wise with no "pre-release sorts first" rule. Reproducing it exactly is what makes
 * `4.45.0.dev0` match only itself.
 */

export interface ParsedVersion {
  readonly major: bigint;
  readonly minor: bigint;
  readonly patch: bigint;
  readonly pre: readonly string[];
  readonly build: readonly string[];
  readonly dev: readonly string[];
  readonly prefix: '' | 'v';
  /** How many dot-separated parts were written (1–3); ordering operators require equal precision. */
  readonly precision: number;
}

const MAX_UINT64 = (1n << 64n) - 1n;

/** §5.1 step 4: ASCII digits only, non-empty, no leading zero, fits in a uint64. */
function parseNumeric(text: string): bigint | null {
  if (text.length === 0 || !/^[0-9]+$/.test(text)) return null;
  if (text.length > 1 && text.startsWith('0')) return null;
  const value = BigInt(text);
  return value > MAX_UINT64 ? null : value;
}

/** Splits like Go's `strings.SplitN(s, ".", 3)`: the third part keeps any further dots. */
function splitAtMostThree(text: string): string[] {
  const first = text.indexOf('.');
  if (first < 0) return [text];
  const second = text.indexOf('.', first + 1);
  if (second < 0) return [text.slice(0, first), text.slice(first + 1)];
  return [text.slice(0, first), text.slice(first + 1, second), text.slice(second + 1)];
}

/** Cuts `field` at the first `separator`; returns the head and the dot-split tail (null if absent). */
function cutSuffix(field: string, separator: string): [string, string[] | null] {
  const at = field.indexOf(separator);
  if (at < 0) return [field, null];
  return [field.slice(0, at), field.slice(at + 1).split('.')];
}

const hasEmptyElement = (parts: readonly string[] | null): boolean =>
  parts !== null && parts.some((p) => p.length === 0);

/**
 * Parses a version as `modelver.Parse` does (§5.1); returns null where Go returns an error.
 * Edge cases: `""`, `V1`, `01`, `1.2-beta` (suffix before the third number) and empty suffix
 * elements (`1.0.0-`) are all errors.
 */
export function parseVersion(text: string): ParsedVersion | null {
  if (text.length === 0) return null;
  const parts = splitAtMostThree(text);
  let majorText = parts[0] ?? '';
  let prefix: '' | 'v' = '';
  if (majorText.startsWith('v')) {
    majorText = majorText.slice(1);
    prefix = 'v';
  }
  const major = parseNumeric(majorText);
  const minor = parseNumeric(parts[1] ?? '0');
  if (major === null || minor === null) return null;

  const [afterBuild, build] = cutSuffix(parts[2] ?? '0', '+');
  const [afterPre, pre] = cutSuffix(afterBuild, '-');
  const [patchText, dev] = cutSuffix(afterPre, '.');
  const patch = parseNumeric(patchText);
  if (patch === null || hasEmptyElement(build) || hasEmptyElement(pre) || hasEmptyElement(dev)) {
    return null;
  }
  return {
    major,
    minor,
    patch,
    pre: pre ?? [],
    build: build ?? [],
    dev: dev ?? [],
    prefix,
    precision: parts.length,
  };
}

const sign = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Go's `strings.Compare`: byte-wise on UTF-8, which equals UTF-16 order for these ASCII-safe uses. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Element-wise compare; when all shared elements are equal, the shorter list is smaller (§5.2). */
function compareLists(a: readonly string[], b: readonly string[]): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** `CompareVersion` (§5.2): numbers, then pre, build, dev. Prefix and precision are not compared. */
export function compareVersions(a: ParsedVersion, b: ParsedVersion): number {
  return (
    sign(a.major, b.major) ||
    sign(a.minor, b.minor) ||
    sign(a.patch, b.patch) ||
    compareLists(a.pre, b.pre) ||
    compareLists(a.build, b.build) ||
    compareLists(a.dev, b.dev)
  );
}

const hasSuffix = (v: ParsedVersion): boolean =>
  v.pre.length > 0 || v.build.length > 0 || v.dev.length > 0;

const parseCache = new Map<string, ParsedVersion | null>();

/** Memoised parse: the same few version strings recur across thousands of runtimes. */
export function parseVersionCached(text: string): ParsedVersion | null {
  let parsed = parseCache.get(text);
  if (parsed === undefined) {
    parsed = parseVersion(text);
    if (parseCache.size > 50_000) parseCache.clear();
    parseCache.set(text, parsed);
  }
  return parsed;
}

/**
 * Does an entry's version (with its operator) accept the model's version? (§5.3)
 *
 * The entry's version is on the LEFT: `GreaterThan` means entry > model, so it caps the model
 * version. A suffix on either side, or `Equal`, forces equality; otherwise precision and prefix must
 * agree. `operator` null means absent, which the CRD (and the code) read as `Equal`; an explicit ""
 * or any unknown string is equality plus the precision/prefix rule.
 */
export function versionAccepts(
  entryVersion: string,
  operator: string | null,
  modelVersion: string,
): boolean {
  const base = parseVersionCached(modelVersion);
  const supported = parseVersionCached(entryVersion);
  if (base === null || supported === null) return false;
  const op = operator ?? 'Equal';
  const order = compareVersions(supported, base);
  if (op === 'Equal' || hasSuffix(base) || hasSuffix(supported)) return order === 0;
  if (base.precision !== supported.precision || base.prefix !== supported.prefix) return false;
  if (op === 'GreaterThan') return order === 1;
  if (op === 'GreaterThanOrEqual') return order >= 0;
  return order === 0;
}
