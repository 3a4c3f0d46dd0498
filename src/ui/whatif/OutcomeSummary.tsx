/**
 * The cluster-wide view's summary: how many questions end in each outcome (OME picks a runtime,
 * uses or refuses the one an InferenceService names, no runtime qualifies, the selection fails
 * and why, the model is not found), with the picks a tie decided. Each entry is a toggle button that filters the rows to it.
 */
import { useId } from 'react';
import type { OutcomeFilter, SummaryEntry } from '../../state';

interface Props {
  readonly entries: readonly SummaryEntry[];
  readonly total: number;
  readonly chosen: OutcomeFilter | null;
  readonly choose: (filter: OutcomeFilter | null) => void;
}

/** The CSS class of an entry's colour: its outcome's (a reason for failing, its outcome's). */
const tone = (filter: OutcomeFilter): string => `outcome-${filter.split(':')[0]}`;

function EntryButton({
  entry,
  chosen,
  choose,
}: Omit<Props, 'entries' | 'total'> & { entry: SummaryEntry }) {
  const pressed = chosen === entry.filter;
  return (
    <button
      type="button"
      className={`outcome-chip ${tone(entry.filter)}`}
      aria-pressed={pressed}
      onClick={() => choose(pressed ? null : entry.filter)}
    >
      <span className="outcome-count">{entry.count}</span> {entry.label}
    </button>
  );
}

export function OutcomeSummary({ entries, total, chosen, choose }: Props) {
  const id = useId();
  return (
    <div className="outcome-summary">
      <p className="outcome-total" id={id}>
        {total === 1 ? '1 question' : `${total} questions`}, by outcome:
      </p>
      <ul aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.filter}>
            <EntryButton entry={entry} chosen={chosen} choose={choose} />
            {entry.within.length > 0 && (
              <ul className="outcome-within" aria-label={`Within “${entry.label}”`}>
                {entry.within.map((inner) => (
                  <li key={inner.filter}>
                    <EntryButton entry={inner} chosen={chosen} choose={choose} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
