/** Turning "set this entry's priority" into a text edit of the one value, when it is safe to. */
import { setEntryPriorityEdit, type TextEdit } from '../manifests';
import { rowDetailOf } from '../worker/wire';
import { isRankingCurrent } from './selectors';
import type { AppState } from './store';

/** The largest priority the CRD's int32 field holds. */
const MAX_PRIORITY = 2 ** 31 - 1;

export interface PriorityChange {
  /** The row's key (scope/name). */
  readonly runtimeKey: string;
  /** Index into the runtime's supportedModelFormats. */
  readonly entry: number;
  readonly value: number;
}

export const isValidPriority = (value: number): boolean =>
  Number.isInteger(value) && value >= -MAX_PRIORITY - 1 && value <= MAX_PRIORITY;

/**
 * The edit for `change`, or null when it can't be made now: the ranking's positions are older
 * than the editor text (a newer result is on its way), or the entry is unknown.
 */
export function priorityEditFor(state: AppState, change: PriorityChange): TextEdit | null {
  if (!isValidPriority(change.value) || !isRankingCurrent(state)) return null;
  const ranked = state.ranked;
  if (ranked === null) return null;
  const location = rowDetailOf(ranked.result, change.runtimeKey)?.source?.entries[change.entry];
  if (location === undefined) return null;
  return setEntryPriorityEdit(state.text, location, change.value);
}
