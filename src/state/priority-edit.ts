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

/** What can be done about a change now: edit the text, wait for a newer ranking, or nothing. */
export type PriorityOutcome =
  | { readonly kind: 'edit'; readonly edit: TextEdit }
  | { readonly kind: 'wait' }
  | { readonly kind: 'drop' };

/**
 * The edit for `change`; 'wait' while the ranking's positions are older than the text (a newer
 * answer is on its way, or the text is broken), 'drop' for an invalid value or an unknown entry.
 */
export function priorityOutcome(state: AppState, change: PriorityChange): PriorityOutcome {
  if (!isValidPriority(change.value)) return { kind: 'drop' };
  const ranked = state.ranked;
  if (ranked === null || !isRankingCurrent(state)) return { kind: 'wait' };
  const location = rowDetailOf(ranked.result, change.runtimeKey)?.source?.entries[change.entry];
  if (location === undefined) return { kind: 'drop' };
  // An entry whose text an alias shares can't be edited alone (setEntryPriorityEdit refuses it).
  const edit = setEntryPriorityEdit(state.text, location, change.value);
  return edit === null ? { kind: 'drop' } : { kind: 'edit', edit };
}

/** The edit for `change`, or null when it can't be made now (see priorityOutcome). */
export function priorityEditFor(state: AppState, change: PriorityChange): TextEdit | null {
  const outcome = priorityOutcome(state, change);
  return outcome.kind === 'edit' ? outcome.edit : null;
}
