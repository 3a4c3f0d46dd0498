/**
 * The editor/results split the user dragged to, remembered in localStorage (like the scenario, see
 * persist.ts): a share of the page width, in percent. Missing or unreadable: the layout's default.
 */
import { readItem, writeItem } from './persist';

export const SPLIT_STORAGE_KEY = 'ome-sim:split';
/** The editor's share of the width is kept within these bounds (both panels stay usable). */
export const SPLIT_MIN = 20;
export const SPLIT_MAX = 75;

export const clampSplit = (percent: number): number =>
  Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, percent)) * 10) / 10;

export function loadSplit(storage: Storage | null): number | null {
  const value = Number(readItem(storage, SPLIT_STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(value) ? clampSplit(value) : null;
}

export function saveSplit(storage: Storage | null, percent: number): void {
  writeItem(storage, SPLIT_STORAGE_KEY, String(clampSplit(percent)));
}
