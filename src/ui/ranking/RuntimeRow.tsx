/** One runtime: its explain-table row, its findings, and (when opened) its breakdown. */
import type { RuntimeExplanation } from '../../engine';
import type { ExplanationData } from '../../state';
import { Breakdown } from './Breakdown';
import type { SetPriority } from './use-priority-editor';

/** Columns of the main row, for the breakdown's colSpan. */
export const COLUMN_COUNT = 9;

interface Props {
  readonly row: RuntimeExplanation;
  readonly above: RuntimeExplanation | null;
  readonly explanation: ExplanationData;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly editable: boolean;
  readonly setPriority: SetPriority;
}

const dash = (value: number | null): string => (value === null ? '-' : String(value));

export function RuntimeRow({
  row,
  above,
  explanation,
  open,
  onToggle,
  editable,
  setPriority,
}: Props) {
  const selected =
    explanation.selected?.name === row.name && explanation.selected.scope === row.scope;
  const detailId = `breakdown-${row.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const classes = [
    'runtime-row',
    selected ? 'is-selected' : '',
    row.compatible ? '' : 'is-rejected',
  ]
    .join(' ')
    .trim();
  return (
    <>
      <tr className={classes} data-runtime={row.name}>
        <td className="cell-toggle">
          <button
            type="button"
            className="disclosure"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={`Breakdown of ${row.name}`}
            onClick={onToggle}
          >
            <span aria-hidden="true" className="chevron" />
          </button>
        </td>
        <td className="cell-rank">{row.rank ?? '–'}</td>
        <th scope="row" className="cell-runtime">
          <span className="runtime-name">{row.name}</span>
          {selected && <span className="tag tag-selected">selected</span>}
        </th>
        <td className="cell-scope">{row.scope}</td>
        <td className="cell-compatible">
          <span className={row.compatible ? 'compat compat-yes' : 'compat compat-no'}>
            {row.compatible ? 'Yes' : 'No'}
          </span>
        </td>
        <td className="cell-num cell-score">{dash(row.score)}</td>
        <td className="cell-num cell-priority">{dash(row.priority)}</td>
        <td className="cell-num cell-weight">{dash(row.weight)}</td>
        <td className="cell-reason">
          <span title={row.reason ?? undefined}>{row.reason ?? '-'}</span>
        </td>
      </tr>
      {row.findings.length > 0 && (
        <tr className="findings-row">
          <td />
          <td colSpan={COLUMN_COUNT - 1}>
            <ul className="findings" aria-label={`Findings for ${row.name}`}>
              {row.findings.map((f, i) => (
                <li key={i} className={`finding finding-${f.severity}`}>
                  <span aria-hidden="true">{f.severity === 'warning' ? '⚠' : 'ℹ'}</span> {f.message}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
      <tr id={detailId} className="breakdown-row" hidden={!open}>
        <td />
        <td colSpan={COLUMN_COUNT - 1}>
          {open && (
            <Breakdown
              row={row}
              above={above}
              explanation={explanation}
              editable={editable}
              setPriority={setPriority}
            />
          )}
        </td>
      </tr>
    </>
  );
}
