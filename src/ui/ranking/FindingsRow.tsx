/**
 * A runtime's findings under its row: what OME would warn about or reject, each labelled, with a
 * link to the line in the editor (the same findings are in the problems list).
 */
import type { RowSummary } from '../../worker/protocol';
import { useEditorCommands } from '../editor/editor-bridge';
import { SEVERITY_SIGN } from './finding-labels';

interface Props {
  readonly row: RowSummary;
  readonly columns: number;
}

export function FindingsRow({ row, columns }: Props) {
  const { reveal } = useEditorCommands();
  if (row.findings.length === 0) return null;
  return (
    <tr className="findings-row">
      <td />
      <td colSpan={columns - 1}>
        <ul className="findings" aria-label={`Findings for ${row.name}`}>
          {row.findings.map((f, i) => {
            const at = f.at;
            return (
              <li key={i} className={`finding finding-${f.severity}`} data-code={f.code}>
                <span aria-hidden="true">{SEVERITY_SIGN[f.severity]}</span>{' '}
                <strong className="finding-label">{f.label}:</strong> {f.message}
                {at !== null && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="link-button finding-line"
                      aria-label={`Go to line ${at.line} (${row.name})`}
                      onClick={() => reveal(at.line, at.column)}
                    >
                      line {at.line}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </td>
    </tr>
  );
}
