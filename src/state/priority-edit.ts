/** Turning "set this entry's priority" into a text edit of the one value, when it is safe to. */
import { setEntryPriorityEdit, type TextEdit } from '../manifests';
import { rowDetailOf } from '../worker/wire';
import { isRankingCurrent } from './selectors';
import type { AppState } from './store';

/** The largest priority the CRD's int32 field holds. */
const MAX_PRIORITY = 2 ** 31 - 1;

/** A priority typed into the ranking table, for one entry of one runtime. */
export interface PriorityEdit {
  /** The row's key (scope/name). */
  readonly runtimeKey: string;
  /** Index into the runtime's supportedModelFormats. */
  readonly entry: number;
  readonly value: number;
}

export const isValidPriority = (value: number): boolean =>
  Number.isInteger(value) && value >= -MAX_PRIORITY - 1 && value <= MAX_PRIORITY;

/** Why an entry's priority can't be set from the table: its text is shared through an alias. */
export interface SharedEntry {
  /** The anchor's name, without `&`. */
  readonly anchor: string;
  /** The line where the shared entry is written (the anchor's), 1-based; null if unknown. */
  readonly line: number | null;
}

/**
 * What can be done about a change now: edit the text, wait for a newer ranking, refuse it (the
 * user is told why), or nothing (an invalid value or an entry that is gone).
 */
export type PriorityOutcome =
  | { readonly kind: 'edit'; readonly edit: TextEdit }
  | { readonly kind: 'wait' }
  | ({ readonly kind: 'refused' } & SharedEntry)
  | { readonly kind: 'drop' };

/**
 * The edit for `change`; 'wait' while the ranking's positions are older than the text (a newer
 * answer is on its way, or the text is broken), 'drop' for an invalid value or an unknown entry.
 */
export function priorityOutcome(state: AppState, change: PriorityEdit): PriorityOutcome {
  if (!isValidPriority(change.value)) return { kind: 'drop' };
  const ranked = state.ranked;
  if (ranked === null || !isRankingCurrent(state)) return { kind: 'wait' };
  const location = rowDetailOf(ranked.result, change.runtimeKey)?.source?.entries[change.entry];
  if (location === undefined) return { kind: 'drop' };
  // An entry whose text an alias shares can't be edited alone (see priorityEditRefusal): the
  // user is told so, by the field.
  if (location.sharedAnchor !== null)
    return {
      kind: 'refused',
      anchor: location.sharedAnchor,
      line: location.span?.start.line ?? null,
    };
  const edit = setEntryPriorityEdit(state.text, location, change.value);
  return edit === null ? { kind: 'drop' } : { kind: 'edit', edit };
}

/**
 * A priority change the store refused, for the message by its field. It is about `text`: once
 * the text changes (an edit in the YAML, perhaps the very one it suggests) it no longer shows.
 */
export interface RefusedPriority extends SharedEntry {
  readonly runtimeKey: string;
  readonly entry: number;
  readonly text: string;
  /** Grows with each refusal, so that a repeated one is announced again. */
  readonly seq: number;
}

/** The refusal to show by `runtimeKey`'s fields, while it is about the text in the editor. */
export const refusedPriorityOf = (
  state: Pick<AppState, 'refusedPriority' | 'text'>,
  runtimeKey: string,
): RefusedPriority | null => {
  const refused = state.refusedPriority;
  return refused !== null && refused.runtimeKey === runtimeKey && refused.text === state.text
    ? refused
    : null;
};

/** Why, and what to do instead: the shared entry is edited where it is written. */
export function refusedPriorityText(refused: SharedEntry & { readonly entry: number }): string {
  const { anchor } = refused;
  const where = refused.line === null ? '' : ` (line ${refused.line})`;
  return `Priority not changed: entry ${refused.entry + 1} is shared through the YAML anchor &${anchor}${where} and read again wherever *${anchor} appears, so a change here would change every copy. Edit the anchor's entry &${anchor} in the YAML to change them all, or write this entry out in full where it should differ.`;
}
