/**
 * What else a priority typed into the table moves: the text before the edit against the text
 * after it, over every question `runtime diff` asks (the query worker compares them), with or
 * without a pinned baseline. Typing on in the same field ("1", then "10") keeps comparing with
 * the text before the first key, so the answer is for the whole change made there.
 */
import type { OmeVersion, Question } from '../engine';
import type { Moves } from '../worker/protocol';

export interface TableMoves {
  /** The row's key (scope/name) and the entry edited. */
  readonly runtimeKey: string;
  readonly entry: number;
  /** The text before the change in this field, and after it. */
  readonly before: string;
  readonly after: string;
  /** The question on screen (left out: its move is the table itself) and the behaviour. */
  readonly question: Question;
  readonly omeVersion: OmeVersion;
  /** The worker's answer; null while it works. */
  readonly moves: Moves | null;
  readonly error: string | null;
}

/** The moves to ask after a table edit from `before` to `after` of `runtimeKey`'s `entry`. */
export function nextTableMoves(
  previous: TableMoves | null,
  edit: Pick<TableMoves, 'runtimeKey' | 'entry' | 'before' | 'after' | 'question' | 'omeVersion'>,
): TableMoves | null {
  const continues =
    previous !== null &&
    previous.runtimeKey === edit.runtimeKey &&
    previous.entry === edit.entry &&
    previous.after === edit.before &&
    previous.omeVersion === edit.omeVersion;
  const before = continues ? previous.before : edit.before;
  // Typed back to the text it started from: nothing is changed, nothing moves.
  if (before === edit.after) return null;
  return { ...edit, before, moves: null, error: null };
}

/** The moves to show by `runtimeKey`'s priority, while the text is the edit's. */
export const tableMovesOf = (
  state: { readonly tableMoves: TableMoves | null; readonly text: string },
  runtimeKey: string,
): TableMoves | null => {
  const moves = state.tableMoves;
  return moves !== null && moves.runtimeKey === runtimeKey && moves.after === state.text
    ? moves
    : null;
};
