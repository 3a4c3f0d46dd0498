/** The problems under the editor: each names its document and line; activating one goes there. */
import { useMemo } from 'react';
import { problemsOf, type Diagnostic } from '../../state';
import { useAppStore } from '../store-context';
import { useEditorCommands } from './editor-bridge';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

function where(d: Diagnostic): string {
  const parts = [`document ${d.document}`];
  if (d.item !== undefined) parts.push(`items[${d.item}]`);
  if (d.span !== null) parts.push(`line ${d.span.start.line}`);
  return parts.join(', ');
}

export function ProblemsList() {
  const latest = useAppStore((s) => s.latest);
  const problems = useMemo(() => problemsOf(latest), [latest]);
  const { reveal } = useEditorCommands();
  const errors = problems.filter((p) => p.severity === 'error').length;
  const summary =
    problems.length === 0
      ? 'No problems'
      : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return (
    <section className="problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading" className="panel-heading">
        Problems <span className={errors > 0 ? 'count count-error' : 'count'}>{summary}</span>
      </h2>
      {problems.length > 0 && (
        <ul className="problem-list">
          {problems.map((p, i) => (
            <li key={`${p.document}:${p.span?.start.offset ?? -1}:${p.code}:${i}`}>
              <button
                type="button"
                className={`problem problem-${p.severity}`}
                disabled={p.span === null}
                onClick={() => p.span !== null && reveal(p.span.start.line, p.span.start.column)}
              >
                <span className="problem-severity">{SEVERITY_LABEL[p.severity]}</span>
                <span className="problem-where">{where(p)}</span>
                <span className="problem-message">
                  {p.path !== '' && !p.message.startsWith(p.path) && <code>{p.path}</code>}{' '}
                  {p.message}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
