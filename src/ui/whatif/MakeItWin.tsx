/**
 * "Make it win": a button per runtime that asks the engine for the ways to make OME select it,
 * and the answer under the row: each verified plan (priority changes, and taking the runtimes
 * that can't be outscored out of the running) with one-click Apply, an undoable editor edit, or
 * why nothing can. Under each plan, what else it moves (every question `runtime diff` asks,
 * compared in the query worker); plans that move nothing else come first. What a plan offers is derived from the editor's text (see planStatus), so an
 * undo in the editor brings its Apply back.
 */
import { useRef } from 'react';
import { winEditText } from '../../engine';
import { planStatus, type WinQuestion } from '../../state';
import type { MakeItWinAnswer, WinPlanAnswer } from '../../worker/protocol';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore } from '../store-context';
import { MovesList } from './MovesList';
import './make-it-win.css';

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
  const open = useAppStore((s) => s.winQuestion?.runtimeKey === runtimeKey);
  return (
    <button
      type="button"
      className={compact ? 'win-button is-compact' : 'win-button'}
      aria-label={compact ? `Make it win: ${name}` : undefined}
      aria-expanded={open}
      title={`Make it win: the changes that make OME pick ${name}`}
      onClick={() => askMakeItWin(runtimeKey, name)}
    >
      <span aria-hidden="true" className="win-icon">
        ♛
      </span>
      {!compact && ' Make it win'}
    </button>
  );
}

function Headline({ answer, name }: { answer: MakeItWinAnswer; name: string }) {
  switch (answer.status) {
    case 'already-selected':
      return <>{name} is already OME’s pick.</>;
    case 'change':
      return answer.plans.length === 1 ? (
        <>One change makes OME pick {name}:</>
      ) : (
        <>
          {answer.plans.length} ways to make OME pick {name}, each checked by ranking again:
        </>
      );
    case 'impossible':
      return <>No priority makes {name} win.</>;
    case 'unavailable':
      return <>Can’t tell for these manifests.</>;
  }
}

/** "set team-llama's autoSelect to false (entry 1), then set … priority from 3 to 4". */
const planText = (plan: WinPlanAnswer): string => plan.edits.map(winEditText).join(', then ');

/** The plan's score once made, and whether it then wins only on a tie (which one edit flips). */
function strength(plan: WinPlanAnswer): string {
  if (plan.outright) return `score ${plan.newScore}`;
  const decider = plan.margin.step === 'distance' ? 'size distance' : 'name order';
  return `score ${plan.newScore}, a tie: wins over ${plan.margin.over} on ${decider} alone`;
}

/** How to delete a runtime by hand: the plan is verified, but a deletion is the user's call. */
function deleteCommand(plan: WinPlanAnswer, namespace: string): string | null {
  const removal = plan.edits.find((e) => e.kind === 'delete');
  if (removal === undefined) return null;
  const { kind, name } = removal.runtime;
  return kind === 'ServingRuntime'
    ? `kubectl delete servingruntime ${name} -n ${namespace}`
    : `kubectl delete clusterservingruntime ${name}`;
}

interface PlanProps {
  readonly question: WinQuestion;
  readonly plan: WinPlanAnswer;
  readonly index: number;
  readonly text: string;
  readonly onApplied: () => void;
}

function PlanItem({ question, plan, index, text, onApplied }: PlanProps) {
  const { applyEdit, showLastEdit } = useEditorCommands();
  const askMakeItWin = useAppStore((s) => s.askMakeItWin);
  const status = planStatus(question, plan, text);
  const words = planText(plan);
  const command = deleteCommand(plan, question.scenario.question.namespace);
  return (
    <li className="win-plan">
      <span className="win-plan-text">
        {words.charAt(0).toUpperCase() + words.slice(1)}{' '}
        <span className="muted">({strength(plan)})</span>
      </span>
      {status.kind === 'apply' && (
        <button
          type="button"
          className={index === 0 ? 'primary' : undefined}
          aria-label={`Apply: ${words}`}
          onClick={() => {
            if (applyEdit(status.edit, plan.pieces)) onApplied();
          }}
        >
          Apply
        </button>
      )}
      {status.kind === 'applied' && (
        <span className="win-applied">
          <span role="status">Applied. Ctrl+Z in the editor undoes it.</span>{' '}
          <button type="button" className="link-button" onClick={showLastEdit}>
            Show in the editor
          </button>
        </span>
      )}
      {status.kind === 'outdated' && (
        <span className="muted">
          The manifests changed since.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => askMakeItWin(question.runtimeKey, question.runtimeName)}
          >
            Ask again
          </button>
        </span>
      )}
      {status.kind === 'manual' && command !== null && (
        <span className="win-manual">
          By hand: <code>{command}</code>
        </span>
      )}
      {plan.moves === null ? (
        <p className="moves moves-none">
          What else it moves is not checked: its edits can’t be written in these manifests.
        </p>
      ) : (
        <MovesList moves={plan.moves} label={words} />
      )}
    </li>
  );
}

/** Every plan that was checked moves something else: no plan leaves the rest as it is. */
const everyPlanMoves = (plans: readonly WinPlanAnswer[]): boolean => {
  const checked = plans.flatMap((p) => (p.moves === null ? [] : [p.moves]));
  return checked.length > 0 && checked.every((m) => m.moved.length > 0);
};

interface Props {
  readonly question: WinQuestion;
}

export function MakeItWinAnswerCard({ question }: Props) {
  const text = useAppStore((s) => s.text);
  const askMakeItWin = useAppStore((s) => s.askMakeItWin);
  const dismiss = useAppStore((s) => s.dismissMakeItWin);
  const heading = useRef<HTMLHeadingElement>(null);
  const { answer, error, runtimeName: name } = question;
  // The Apply button gives way to "Applied": keep the keyboard user in the card, on its heading.
  const keepFocus = () => heading.current?.focus();
  return (
    <div className="card win-card" role="region" aria-label={`Make it win: ${name}`}>
      <div className="win-card-head">
        <h3 ref={heading} tabIndex={-1}>
          Make <span className="runtime-name">{name}</span> win
          {question.sizeOverride !== null && (
            // Planned for the ranking on screen: at the size map's what-if size, not the YAML's.
            <span className="tag tag-whatif">{`at ${question.sizeOverride}, what-if`}</span>
          )}
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
            <Headline answer={answer} name={name} />
          </p>
          {answer.status !== 'already-selected' && (
            <p className="win-explanation">{answer.explanation}</p>
          )}
          {answer.status === 'change' && everyPlanMoves(answer.plans) && (
            <p className="win-moves-all">
              {answer.plans.length === 1
                ? 'This plan also moves other selections (listed under it).'
                : 'Every plan also moves other selections; the one that moves the fewest comes first.'}
            </p>
          )}
          {answer.status === 'change' && (
            <ol className="win-plans">
              {answer.plans.map((plan, i) => (
                <PlanItem
                  key={planText(plan)}
                  question={question}
                  plan={plan}
                  index={i}
                  text={text}
                  onApplied={keepFocus}
                />
              ))}
            </ol>
          )}
          {'alternatives' in answer && answer.alternatives.length > 0 && (
            <ul className="win-alternatives">
              {answer.alternatives.map((a) => (
                <li key={a}>{a.charAt(0).toUpperCase() + a.slice(1)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
