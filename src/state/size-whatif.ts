/**
 * Reading and choosing the size map's what-if size. A typed size is read as OME reads
 * modelParameterSize (parseModelSize: one uppercase T/B/M suffix, a Go float); what OME would
 * silently read as 0 (a lowercase suffix, a typo) is refused with a message instead, since ranking
 * "at 0" is never what was meant. A band or a point of the map gives a round size inside it.
 */
import { formatParameterCount, parseModelSize } from '../engine';
import type { SizeBandData } from '../worker/protocol';

export type SizeReading =
  | { readonly ok: true; readonly size: string; readonly value: number }
  | { readonly ok: false; readonly message: string };

/** The field's text as a size to rank at, or why it is not one. */
export function readWhatIfSize(typed: string): SizeReading {
  const size = typed.trim();
  if (size === '') return { ok: false, message: 'Type a size, such as 32B, 700M or 1.5T.' };
  const value = parseModelSize(size);
  if (!Number.isFinite(value))
    return { ok: false, message: `“${size}” is not a finite size; type one such as 32B.` };
  if (value < 0) return { ok: false, message: `“${size}” is negative; a size must be above 0.` };
  if (value === 0) {
    const hint = /[tbmk]$/.test(size) ? ': a suffix must be a capital T, B or M' : '';
    return {
      ok: false,
      message: `OME reads “${size}” as 0${hint}. Type a size above 0, such as 32B.`,
    };
  }
  return { ok: true, size, value };
}

const inBand = (b: SizeBandData, v: number): boolean =>
  (v > b.from || (b.fromIncluded && v === b.from)) &&
  (b.to === null || v < b.to || (b.toIncluded && v === b.to));

/** The band a size falls in, if any. */
export const bandIndexOf = (bands: readonly SizeBandData[], value: number): number =>
  bands.findIndex((b) => inBand(b, value));

/** `value` with `digits` significant digits. */
const round = (value: number, digits: number): number => Number(value.toPrecision(digits));

/**
 * A size as OME writes one (`6.5B`), rounded to few digits while it stays where `fits` says: what
 * a click on the axis or a band picks, so the banner reads `6.5B`, not `6.4837...B`.
 */
export function roundSize(value: number, fits: (v: number) => boolean = () => true): string {
  for (const digits of [1, 2, 3, 4]) {
    const text = formatParameterCount(round(value, digits));
    if (parseModelSize(text) > 0 && fits(parseModelSize(text))) return text;
  }
  return formatParameterCount(value);
}

/**
 * A round size inside the band (its middle on the log scale): what choosing the band ranks at.
 * Null for the band of every size, (0, ∞): OME picks the same runtime at any size, and no size
 * is its middle (a made-up one, such as 30M, would only suggest a difference that is not there).
 */
export function sizeInBand(b: SizeBandData): string | null {
  if (b.from === 0 && b.to === null) return null;
  if (b.to !== null && b.from === b.to) return formatParameterCount(b.from);
  const lo = b.from > 0 ? b.from : (b.to ?? 1e9) / 100;
  const hi = b.to ?? lo * 10;
  return roundSize(Math.sqrt(lo * hi), (v) => inBand(b, v));
}
