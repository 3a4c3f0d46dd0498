/**
 * A parameter count written as OME writes it (FormatParamCount in
 * pkg/hfutil/modelconfig/interface.go): K, M, B or T at 1e3, 1e6, 1e9 and 1e12; no decimals for a
 * whole value, one when two would end in 0 (that is, when value×100 is whole), else two. Go's
 * `%.Nf` rounds an exact tie to even (1.25 → "1.2"); JavaScript's toFixed rounds it up, so ties
 * are settled here from the value's exact decimal expansion (docs/selection-rules.md, model files).
 */

const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Go's fmt `%.<digits>f` of a finite, non-negative double. */
export function goFixed(value: number, digits: number): string {
  // A double's exact decimal expansion ends within 60 places for the values written here.
  const exact = value.toFixed(60);
  const point = exact.indexOf('.');
  const rest = exact.slice(point + 1 + digits);
  if (/^50*$/.test(rest)) {
    const kept = exact.slice(0, point + 1 + digits).replace(/\.$/, '');
    const lastDigit = Number(kept.at(-1));
    if (lastDigit % 2 === 0) return kept;
  }
  return value.toFixed(digits);
}

export function formatParamCount(count: number): string {
  for (const [unit, suffix] of UNITS) {
    if (count < unit) continue;
    const value = count / unit;
    if (value === Math.trunc(value)) return `${Math.trunc(value)}${suffix}`;
    if (value * 100 === Math.trunc(value * 100)) return `${goFixed(value, 1)}${suffix}`;
    return `${goFixed(value, 2)}${suffix}`;
  }
  return String(count);
}
