/** What a table edit asks the worker to compare: the text before the first key in that field. */
import { expect, it } from 'vitest';
import { nextTableMoves, tableMovesOf } from './table-moves';

const question = { kind: 'model', name: 'm', namespace: 'default' } as const;
const edit = (before: string, after: string, entry = 0) => ({
  runtimeKey: 'Cluster/rt',
  entry,
  before,
  after,
  question,
  omeVersion: '1.3' as const,
});

it('keeps comparing with the text before the first key while the same field is typed on', () => {
  const first = nextTableMoves(null, edit('p: 1', 'p: 2'));
  expect(first).toMatchObject({ before: 'p: 1', after: 'p: 2', moves: null });
  const second = nextTableMoves(first, edit('p: 2', 'p: 20'));
  expect(second).toMatchObject({ before: 'p: 1', after: 'p: 20' });
  // Another entry starts a change of its own.
  expect(nextTableMoves(second, edit('p: 20', 'p: 21', 1))).toMatchObject({ before: 'p: 20' });
  // Typed back to where it started: nothing changed, nothing to show.
  expect(nextTableMoves(second, edit('p: 20', 'p: 1'))).toBeNull();
});

it('shows by its row only while the text is the one after the edit', () => {
  const tableMoves = nextTableMoves(null, edit('p: 1', 'p: 2'));
  expect(tableMovesOf({ tableMoves, text: 'p: 2' }, 'Cluster/rt')).toBe(tableMoves);
  expect(tableMovesOf({ tableMoves, text: 'p: 3' }, 'Cluster/rt')).toBeNull();
  expect(tableMovesOf({ tableMoves, text: 'p: 2' }, 'Cluster/other')).toBeNull();
});
