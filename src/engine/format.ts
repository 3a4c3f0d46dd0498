/** Human-readable numbers for explanations. Presentation only; rules never read these. */

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['T', 1e12],
  ['B', 1e9],
  ['M', 1e6],
];

/** A parameter count in OME's own units: 7e9 → "7B", 2.21e9 → "2.21B", 0 → "0". */
export function formatParameterCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  for (const [suffix, factor] of UNITS) {
    if (magnitude >= factor) return `${trim(value / factor)}${suffix}`;
  }
  if (magnitude >= 1e6 / 1000 && magnitude > 0 && magnitude < 1e6) return `${trim(value / 1e6)}M`;
  return trim(value);
}

/** Up to 4 decimals, trailing zeros dropped; avoids 2.2100000000000004-style noise. */
function trim(value: number): string {
  return String(Number(value.toFixed(4)));
}
