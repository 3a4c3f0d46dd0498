/**
 * What a screen reader hears when the ranking changes: which runtimes moved, and which one is
 * selected. Nothing when only scores or text changed, so typing doesn't cause chatter.
 */
import type { ExplanationData } from '../worker/protocol';

/** More moves than this are summarised, not listed. */
const MAX_LISTED_MOVES = 3;

function ranks(explanation: ExplanationData): Map<string, { name: string; rank: number | null }> {
  return new Map(explanation.rows.map((row) => [row.key, { name: row.name, rank: row.rank }]));
}

function selectedText(explanation: ExplanationData): string {
  if (explanation.selected !== null) return `${explanation.selected.name} selected`;
  return explanation.error === null
    ? 'no runtime selected'
    : `no runtime selected: ${explanation.error}`;
}

/** The announcement for going from `before` to `after`, or "" when nothing worth saying changed. */
export function rankChangeMessage(before: ExplanationData | null, after: ExplanationData): string {
  if (before === null) return '';
  // Nothing ranked at all (a selection error): the rows vanished for one reason, say that once.
  if (after.rows.length === 0)
    return before.rows.length === 0 && before.error === after.error ? '' : selectedText(after);
  const old = ranks(before);
  const moves: string[] = [];
  for (const row of after.rows) {
    const was = old.get(row.key);
    if (was === undefined)
      moves.push(
        row.rank === null ? `${row.name} added, rejected` : `${row.name} added at rank ${row.rank}`,
      );
    else if (was.rank !== row.rank) {
      moves.push(
        row.rank === null
          ? `${row.name} is now rejected: ${row.reason ?? 'no reason given'}`
          : `${row.name} moved to rank ${row.rank}`,
      );
    }
  }
  const current = new Set(after.rows.map((row) => row.key));
  for (const [key, was] of old) if (!current.has(key)) moves.push(`${was.name} removed`);
  const selectionChanged =
    before.selected?.name !== after.selected?.name ||
    before.selected?.scope !== after.selected?.scope;
  if (moves.length === 0 && !selectionChanged && before.error === after.error) return '';
  const listed =
    moves.length > MAX_LISTED_MOVES
      ? [...moves.slice(0, MAX_LISTED_MOVES), `${moves.length - MAX_LISTED_MOVES} more changes`]
      : moves;
  return [...listed, selectedText(after)].join('; ');
}
