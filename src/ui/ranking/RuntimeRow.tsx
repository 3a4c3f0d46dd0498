/**
 * One runtime: its explain-table row (with its movement since the baseline, when one is pinned),
 * its findings, the "make it win" answer when asked, and (when opened) its breakdown.
 */
import { useState } from 'react';
import { refusedPriorityOf, tableMovesOf, type WinQuestion } from '../../state';
import type { ExplanationData, RowDetail, RowSummary } from '../../worker/protocol';
import type { RowChange } from '../../engine';
import { useAppStore } from '../store-context';
import { MakeItWinAnswerCard, MakeItWinButton } from '../whatif/MakeItWin';
import { MovementTag, RankMove, ScoreDelta } from '../whatif/Movement';
import { Breakdown } from './Breakdown';
import { NearMissLine } from './NearMissLine';
import { FindingsRow } from './FindingsRow';
import { PriorityInput } from './PriorityInput';
import { RefusedPriorityNote } from './RefusedPriorityNote';
import { TableMovesNote } from './TableMovesNote';
import type { SetPriority } from './use-priority-editor';

/** Columns of the main row, for the rows under it to span. */
export const COLUMN_COUNT = 10;

interface Props {
  readonly row: RowSummary;
  readonly above: RowSummary | null;
  readonly explanation: ExplanationData;
  /** The breakdown's data: given only while the row is open (parsing it costs). */
  readonly detail: RowDetail | null;
  /** Its change since the baseline; null without one. */
  readonly change: RowChange | null;
  /** The "make it win" question, when it is about this runtime. */
  readonly question: WinQuestion | null;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly editable: boolean;
  readonly setPriority: SetPriority;
}

const dash = (value: number | null): string => (value === null ? '-' : String(value));

export function RuntimeRow(props: Props) {
  const { row, above, explanation, detail, change, question, open, onToggle, editable } = props;
  const { setPriority } = props;
  // The score a priority just typed gives, shown until the engine's answer replaces the row.
  const [typed, setTyped] = useState<{ row: RowSummary; value: number } | null>(null);
  // A refused change brings no new answer: its score must not stay on screen.
  const refused = useAppStore((s) => refusedPriorityOf(s, row.key));
  const tableMoves = useAppStore((s) => tableMovesOf(s, row.key));
  const [seenRefusal, setSeenRefusal] = useState(refused);
  if (refused !== seenRefusal) {
    setSeenRefusal(refused);
    if (refused !== null) setTyped(null);
  }
  const optimistic =
    typed !== null && typed.row === row && row.scoreTerms !== null
      ? row.scoreTerms * typed.value
      : null;
  const selected =
    explanation.selected?.name === row.name && explanation.selected.scope === row.scope;
  // A priority typed here can reject the row (0 or below scores 0): the field stays, so the
  // keyboard focus stays in it and the next key can bring the row back.
  const editablePriority =
    row.priority ?? (row.check === 'score-not-positive' ? row.entryPriority : null);
  const detailId = `breakdown-${row.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const refusalId = `refused-${detailId}`;
  const refusalOf = (entry: number | null) =>
    refused !== null && refused.entry === entry ? refused.seq : null;
  const classes = [
    'runtime-row',
    selected ? 'is-selected' : '',
    row.compatible ? '' : 'is-rejected',
    change !== null && change.movement.kind !== 'same' ? 'is-moved' : '',
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <>
      <tr className={classes} data-runtime={row.name} data-key={row.key}>
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
        <td className="cell-rank" data-label="Rank">
          {row.rank ?? '–'}
          <RankMove change={change} />
        </td>
        <th scope="row" className="cell-runtime">
          <span className="runtime-name">{row.name}</span>
          {selected && <span className="tag tag-selected">selected</span>}
          <MovementTag change={change} />
        </th>
        <td className="labelled cell-scope" data-label="Scope">
          {row.scope}
        </td>
        <td className="labelled cell-compatible" data-label="Compatible">
          <span className={row.compatible ? 'compat compat-yes' : 'compat compat-no'}>
            {row.compatible ? 'Yes' : 'No'}
          </span>
        </td>
        <td className="labelled cell-num cell-score" data-label="Score">
          {optimistic ?? dash(row.score)}
          {optimistic === null && <ScoreDelta change={change} />}
        </td>
        <td className="labelled cell-num cell-priority" data-label="Priority">
          {editablePriority !== null && row.priorityEntry !== null ? (
            <PriorityInput
              className="priority-cell-input"
              label={`Priority of ${row.name}, entry ${row.priorityEntry + 1}`}
              value={editablePriority}
              disabled={!editable}
              refusal={refusalOf(row.priorityEntry)}
              describedBy={refused === null ? undefined : refusalId}
              onChange={(value) => {
                setTyped({ row, value });
                setPriority({ runtimeKey: row.key, entry: row.priorityEntry!, value });
              }}
            />
          ) : (
            dash(row.priority)
          )}
        </td>
        <td className="labelled cell-num cell-weight" data-label="Weight">
          {dash(row.weight)}
        </td>
        <td className="labelled cell-reason" data-label="Reason">
          <NearMissLine row={row} />
          <span className="ome-reason">{row.reason ?? '-'}</span>
        </td>
        <td className="cell-actions">
          {!selected && <MakeItWinButton runtimeKey={row.key} name={row.name} />}
        </td>
      </tr>
      {refused !== null && (
        <RefusedPriorityNote refused={refused} id={refusalId} columns={COLUMN_COUNT} />
      )}
      {tableMoves !== null && (
        <TableMovesNote moves={tableMoves} name={row.name} columns={COLUMN_COUNT} />
      )}
      <FindingsRow row={row} columns={COLUMN_COUNT} />
      {question !== null && (
        <tr className="win-row">
          <td />
          <td colSpan={COLUMN_COUNT - 1}>
            <MakeItWinAnswerCard question={question} />
          </td>
        </tr>
      )}
      <tr id={detailId} className="breakdown-row" hidden={!open}>
        <td />
        <td colSpan={COLUMN_COUNT - 1}>
          {open && (
            <Breakdown
              row={row}
              detail={detail}
              above={above}
              explanation={explanation}
              editable={editable}
              setPriority={setPriority}
              refusal={refused === null ? null : { entry: refused.entry, seq: refused.seq }}
              refusalId={refusalId}
            />
          )}
        </td>
      </tr>
    </>
  );
}
