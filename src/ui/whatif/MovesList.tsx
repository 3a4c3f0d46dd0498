/**
 * What else a change moves, beside the change: "moves nothing else", or "also moves N" that opens
 * (a native disclosure, so Enter or Space toggles it) the list of each question with the runtime
 * OME uses before and after, as `runtime diff` reports them. When the check stopped at its budget,
 * it says how many questions it checked.
 */
import type { MovedQuestion, Moves } from '../../worker/protocol';
import './moves.css';

const subject = ({ question }: MovedQuestion): string =>
  `${question.kind === 'isvc' ? 'InferenceService' : 'model'} ${question.name} in ${question.namespace}`;

/** "(checked 150 of 743 questions; the rest not checked)", when the budget cut the check short. */
function partly(moves: Moves): string {
  if (moves.checked >= moves.questions) return '';
  return ` Not checked beyond ${moves.checked.toLocaleString('en-US')} of ${moves.questions.toLocaleString('en-US')} questions.`;
}

/** "Also moves 2" or "Moves nothing else" (after `lead`, e.g. "This change"), for a line. */
export function movesSummary(moves: Moves, lead?: string): string {
  const n = moves.moved.length;
  const verb = n === 0 ? 'moves nothing else' : `also moves ${n}`;
  const what =
    lead === undefined ? verb.charAt(0).toUpperCase() + verb.slice(1) : `${lead} ${verb}`;
  return `${what}${n === 0 && moves.checked < moves.questions ? ' found' : ''}.${partly(moves)}`;
}

interface Props {
  readonly moves: Moves;
  /** What changed, for the disclosure's accessible name. */
  readonly label: string;
  /** What the line is about, when the place does not say it (e.g. "This priority change"). */
  readonly lead?: string;
}

export function MovesList({ moves, label, lead }: Props) {
  const n = moves.moved.length;
  if (n === 0) return <p className="moves moves-none">{movesSummary(moves, lead)}</p>;
  // The accessible name starts with the words shown, so a voice command that says them works.
  const shown = `${lead === undefined ? 'Also' : `${lead} also`} moves ${n}`;
  return (
    <details className="moves">
      <summary aria-label={`${shown}${partly(moves)} (${label})`}>
        {shown}
        <span className="muted">{partly(moves)}</span>
      </summary>
      <ul className="moves-list">
        {moves.moved.map((m) => (
          <li key={`${m.question.kind}/${m.question.namespace}/${m.question.name}`}>
            <span className="moves-subject">{subject(m)}</span>:{' '}
            <span className="runtime-name">{m.before}</span> →{' '}
            <span className="runtime-name">{m.after}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
