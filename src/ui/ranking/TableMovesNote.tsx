/**
 * Under a runtime's row, after its priority was changed in the table: what else the change moves
 * among every question `runtime diff` asks (the text before the change against the text now, no
 * baseline needed), with the list one click away. A polite status: screen readers say it when
 * they are done with what they are saying.
 */
import type { TableMoves } from '../../state';
import { MovesList } from '../whatif/MovesList';

interface Props {
  readonly moves: TableMoves;
  readonly name: string;
  readonly columns: number;
}

function Content({ moves, name }: Omit<Props, 'columns'>) {
  if (moves.error !== null)
    return (
      <p className="moves moves-none">Can’t tell what else this change moves: {moves.error}</p>
    );
  if (moves.moves === null)
    return <p className="moves moves-none">Checking what else this change moves…</p>;
  return (
    <MovesList
      moves={moves.moves}
      label={`priority of ${name}, entry ${moves.entry + 1}`}
      lead="This priority change"
    />
  );
}

export function TableMovesNote({ moves, name, columns }: Props) {
  return (
    <tr className="table-moves-row">
      <td />
      <td colSpan={columns - 1}>
        <div
          role="status"
          className="table-moves"
          aria-label={`What else the priority change of ${name} moves`}
        >
          <Content moves={moves} name={name} />
        </div>
      </td>
    </tr>
  );
}
