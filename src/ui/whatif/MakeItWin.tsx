/**
 * "Make it win": a button per runtime that asks the engine for the smallest priority change that
 * makes OME select it, and the answer under the row: the change (with one-click Apply, an
 * undoable edit like the table's priority inputs), or why no priority can, and what would.
 */
import { useState } from 'react';
import { applicableWinChange, type MakeItWinAnswer, type WinQuestion } from '../../state';
import type { SetPriority } from '../ranking/use-priority-editor';
import { useAppStore } from '../store-context';

/**
 * The row's button is a crown only (the table has no room for words); its name and tooltip say
 * what it does. `compact: false` is the worded one the breakdown shows.
 */
export function MakeItWinButton({
  runtimeKey,
  name,
  compact = true,
}: {
  runtimeKey: string;
  name: string;
  compact?: boolean;
}) {
  const askMakeItWin = useAppStore((s) => s.askMakeItWin);
  const open = useAppStore((s) => s.question?.runtimeKey === runtimeKey);
  return (
    <button
      type="button"
      className={compact ? 'win-button is-compact' : 'win-button'}
      aria-label={compact ? `Make it win: ${name}` : undefined}
      aria-expanded={open}
      title={`Make it win: the smallest priority change that makes OME pick ${name}`}
      onClick={() => askMakeItWin(runtimeKey, name)}
    >
      <span aria-hidden="true" className="win-icon">
        ♛
      </span>
      {!compact && ' Make it win'}
    </button>
  );
}

function Headline({
  answer,
  name,
  winner,
}: {
  answer: MakeItWinAnswer;
  name: string;
  winner: string | null;
}) {
  switch (answer.status) {
    case 'already-selected':
      return <>{name} is already OME’s pick.</>;
    case 'change': {
      const { to } = answer.change;
      return answer.firstInScopeOnly ? (
        <>
          Priority {to} makes it the first ClusterServingRuntime, but {winner ?? 'a ServingRuntime'}{' '}
          still wins.
        </>
      ) : (
        <>Priority {to} makes OME select it.</>
      );
    }
    case 'impossible':
      return <>No priority makes {name} win.</>;
    case 'unavailable':
      return <>Can’t tell for these manifests.</>;
  }
}

interface Props {
  readonly question: WinQuestion;
  /** Who OME picks now, to name in the headline. */
  readonly winner: string | null;
  readonly setPriority: SetPriority;
}

export function MakeItWinAnswerCard({ question, winner, setPriority }: Props) {
  const text = useAppStore((s) => s.text);
  const askMakeItWin = useAppStore((s) => s.askMakeItWin);
  const dismiss = useAppStore((s) => s.dismissMakeItWin);
  // Applied to this very answer (asking again gives a new question object, and a fresh button).
  const [appliedTo, setAppliedTo] = useState<WinQuestion | null>(null);
  const applied = appliedTo === question;
  const { answer, error, runtimeName: name } = question;
  const change = applicableWinChange(question, text);
  const outdated = question.scenario.text !== text;
  return (
    <div className="win-card" role="region" aria-label={`Make it win: ${name}`}>
      <div className="win-card-head">
        <h3>
          Make <span className="runtime-name">{name}</span> win
        </h3>
        <button type="button" className="link-button" onClick={dismiss}>
          Close
        </button>
      </div>
      {error !== null ? (
        <p className="note note-error">
          {error}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => askMakeItWin(question.runtimeKey, name)}
          >
            Try again
          </button>
        </p>
      ) : answer === null ? (
        <p className="muted">Working it out…</p>
      ) : (
        <>
          <p className="win-headline">
            <Headline answer={answer} name={name} winner={winner} />
          </p>
          {answer.status !== 'already-selected' && (
            <p className="win-explanation">{answer.explanation}</p>
          )}
          {'alternatives' in answer && answer.alternatives.length > 0 && (
            <>
              <p className="win-subhead">What would make {name} win:</p>
              <ul className="win-alternatives">
                {answer.alternatives.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {answer.status === 'change' && (
            <div className="win-actions">
              {applied ? (
                <p className="win-applied" role="status">
                  Applied: priority {answer.change.to}. Ctrl+Z in the editor undoes it.
                </p>
              ) : outdated ? (
                <p className="muted">
                  The manifests changed since.{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => askMakeItWin(question.runtimeKey, name)}
                  >
                    Ask again
                  </button>
                </p>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={change === null}
                  onClick={() => {
                    if (change === null) return;
                    setPriority(change);
                    setAppliedTo(question);
                  }}
                >
                  Apply: entry {answer.change.entry + 1} priority {answer.change.from ?? 'unset'} →{' '}
                  {answer.change.to}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
