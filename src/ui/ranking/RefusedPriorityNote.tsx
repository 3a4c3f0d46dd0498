/**
 * Why a priority typed into the table was not applied (its entry is shared through a YAML
 * alias), and what to do instead, under the runtime's row. An alert, so screen readers say it at
 * once; keyed by the refusal, so a repeated one is said again.
 */
import { refusedPriorityText, type RefusedPriority } from '../../state';
import { useEditorCommands } from '../editor/editor-bridge';
import './refused-priority.css';

interface Props {
  readonly refused: RefusedPriority;
  readonly id: string;
  readonly columns: number;
}

export function RefusedPriorityNote({ refused, id, columns }: Props) {
  const { reveal } = useEditorCommands();
  const line = refused.line;
  return (
    <tr className="refusal-row">
      <td />
      <td colSpan={columns - 1}>
        <p key={refused.seq} id={id} role="alert" className="refusal-note">
          {refusedPriorityText(refused)}
          {line !== null && (
            <>
              {' '}
              <button
                type="button"
                className="link-button"
                onClick={() => reveal(line, 1)}
                aria-label={`Go to the anchor &${refused.anchor}, line ${line}`}
              >
                Go to line {line}
              </button>
            </>
          )}
        </p>
      </td>
    </tr>
  );
}
