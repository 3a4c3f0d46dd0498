/**
 * One runtime's breakdown: how it was placed (or why it was rejected), its size range and
 * distance, and every supportedModelFormats entry with its score terms and an editable priority.
 */
import { formatParameterCount, mismatchPartText, type MismatchPart } from '../../engine';
import type { ExplanationData, RowDetail, RowSummary } from '../../worker/protocol';
import { WinsByText } from '../verdict/PickReason';
import { MakeItWinButton } from '../whatif/MakeItWin';
import { PriorityInput } from './PriorityInput';
import { defaultedText, scoreFormula } from './terms';
import type { SetPriority } from './use-priority-editor';
// The entries table sits inside the ranking table's row: its cell rules must follow the ranking
// table's, which would otherwise apply to it too.
import './ranking-table.css';
import './breakdown.css';

interface Props {
  readonly row: RowSummary;
  readonly detail: RowDetail | null;
  readonly explanation: ExplanationData;
  readonly above: RowSummary | null;
  readonly editable: boolean;
  readonly setPriority: SetPriority;
  /** The entry whose change was just refused, and the message's id (see RefusedPriorityNote). */
  readonly refusal: { readonly entry: number; readonly seq: number } | null;
  readonly refusalId: string;
}

/** "framework version mismatch (model=4.45.0.dev0, runtime=4.46.0)", the field in bold. */
function MismatchText({ part }: { part: MismatchPart }) {
  const text = mismatchPartText(part);
  const split = /^(.*?) mismatch (\(.*\))$/.exec(text);
  if (split === null) return <>{text}</>;
  return (
    <>
      <strong className="mismatch-field">{split[1]}</strong> mismatch{' '}
      <span className="mismatch-values">{split[2]}</span>
    </>
  );
}

function Placement({ row, explanation, above }: Pick<Props, 'row' | 'explanation' | 'above'>) {
  if (!row.compatible) {
    return (
      <p className="placement placement-rejected">
        <span className="label">Rejected</span> by the <code>{row.check}</code> check: {row.reason}
      </p>
    );
  }
  if (row.rank === 1) {
    const selected =
      explanation.selected?.name === row.name && explanation.selected.scope === row.scope;
    return (
      <p className="placement">
        <span className="label">Rank 1</span> {selected ? 'OME selects this runtime. ' : ''}
        <WinsByText row={row} />
      </p>
    );
  }
  return (
    <p className="placement">
      <span className="label">Rank {row.rank}</span> below {above?.name ?? 'the runtime above'}:{' '}
      {row.placementDetail}
    </p>
  );
}

/** After the entries of a runtime OME doesn't pick: the worded "Make it win". */
function WinAction({ row, explanation }: Pick<Props, 'row' | 'explanation'>) {
  const selected =
    explanation.selected?.name === row.name && explanation.selected.scope === row.scope;
  if (selected) return null;
  return (
    <p className="breakdown-win">
      <MakeItWinButton runtimeKey={row.key} name={row.name} compact={false} />
    </p>
  );
}

function SizeLine({ row, explanation }: Pick<Props, 'row' | 'explanation'>) {
  const size = explanation.modelParameterSize;
  return (
    <p className="size-line">
      <span className="label">Size</span> range {row.sizeRangeLabel ?? 'not set'}
      {size !== null && <> · model {size}</>}
      {row.distance !== null && <> · distance {formatParameterCount(row.distance)}</>}
    </p>
  );
}

export function Breakdown(props: Props) {
  const { row, detail, explanation, above, editable, setPriority, refusal, refusalId } = props;
  return (
    <div className="breakdown">
      <Placement row={row} explanation={explanation} above={above} />
      <SizeLine row={row} explanation={explanation} />
      {detail === null ? (
        <p className="muted">The entries of this runtime are not in this answer.</p>
      ) : detail.entries.length === 0 ? (
        <p className="muted">No supportedModelFormats entries.</p>
      ) : (
        <table className="entries">
          <caption className="visually-hidden">supportedModelFormats entries of {row.name}</caption>
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">Matches model</th>
              <th scope="col">autoSelect</th>
              <th scope="col" title="(format term + framework term) × priority">
                Score
              </th>
              <th scope="col">Priority</th>
            </tr>
          </thead>
          <tbody>
            {detail.entries.map((entry) => {
              const defaulted = defaultedText(entry);
              return (
                <tr
                  key={entry.index}
                  className={entry.isScoringEntry ? 'labelled-row is-scoring' : 'labelled-row'}
                >
                  <th scope="row" data-label="Entry">
                    {entry.index + 1}
                    {entry.isScoringEntry && (
                      <span className="tag tag-accent">gives the score</span>
                    )}
                    {entry.isMatchingEntry && !entry.isScoringEntry && (
                      <span
                        className="tag"
                        title="The first matching entry: PRIORITY and WEIGHT come from it"
                      >
                        sets PRIORITY, WEIGHT
                      </span>
                    )}
                  </th>
                  <td className="cell-wrap" data-label="Matches model">
                    {entry.matches ? (
                      'Yes'
                    ) : (
                      <ul className="mismatch-list">
                        {entry.mismatch.length === 0 ? (
                          <li>No</li>
                        ) : (
                          entry.mismatch.map((part, i) => (
                            <li key={i}>
                              <MismatchText part={part} />
                            </li>
                          ))
                        )}
                      </ul>
                    )}
                  </td>
                  <td data-label="autoSelect">
                    {entry.autoSelect === null ? (
                      <span className="defaulted">unset</span>
                    ) : (
                      String(entry.autoSelect)
                    )}
                  </td>
                  <td className="cell-wrap" data-label="Score">
                    <code className="formula">{scoreFormula(entry)}</code>
                    {defaulted.length > 0 && (
                      <div className="defaulted">defaulted: {defaulted.join(', ')}</div>
                    )}
                  </td>
                  <td data-label="Priority">
                    <PriorityInput
                      label={`${row.name} entry ${entry.index + 1} priority`}
                      value={entry.priority}
                      disabled={!editable}
                      refusal={refusal?.entry === entry.index ? refusal.seq : null}
                      describedBy={refusal === null ? undefined : refusalId}
                      onChange={(value) =>
                        setPriority({ runtimeKey: row.key, entry: entry.index, value })
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <WinAction row={row} explanation={explanation} />
    </div>
  );
}
