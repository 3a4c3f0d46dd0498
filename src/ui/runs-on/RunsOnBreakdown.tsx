/**
 * Behind "Why these classes": per component, every class the runtime lists, in its order, with
 * whether it passed the constraints, what the policy computed and why it lost; then what applies
 * on the class chosen (the runtime entry's acceleratorConfig, the class's node selector and
 * resources).
 */
import { useId } from 'react';
import type { ComponentView, RunsOnView } from '../../state';
import { componentLabel } from './labels';

function Candidates({ c, runtime }: { c: ComponentView; runtime: string | null }) {
  if (c.candidates.length === 0)
    return <p className="muted">The runtime lists no accelerator classes.</p>;
  return (
    <table className="runs-on-candidates">
      <caption className="visually-hidden">
        The classes {runtime ?? 'the runtime'} lists, for the {c.component}
      </caption>
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col">Passes constraints</th>
          <th scope="col">Score or cost</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {c.candidates.map((k, i) => (
          <tr key={`${k.name}/${i}`} className={k.chosen ? 'is-chosen' : undefined}>
            <th scope="row" data-label="Class">
              <span className="runs-on-class-name">{k.name}</span>
              {k.chosen && <span className="tag tag-accent">runs on</span>}
            </th>
            <td className="labelled" data-label="Passes constraints">
              {k.eligible}
            </td>
            <td className="labelled" data-label="Score or cost">
              {k.score ?? '—'}
            </td>
            <td className="labelled" data-label="Why">
              {k.reason}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ComponentBreakdown({ c, runtime }: { c: ComponentView; runtime: string | null }) {
  const id = useId();
  return (
    <section className="runs-on-component-breakdown" aria-labelledby={id}>
      <h4 id={id}>
        {componentLabel(c.component)}: {c.className ?? 'no class'}
      </h4>
      <p className="runs-on-how-line">{c.how}</p>
      {c.notes.map((note) => (
        <p key={note} className="note runs-on-note">
          Note: {note}
        </p>
      ))}
      <Candidates c={c} runtime={runtime} />
      {c.applies !== null && (
        <>
          <h5 className="runs-on-applies-title">{c.applies.title}</h5>
          <ul className="runs-on-applies">
            {c.applies.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function RunsOnBreakdown({ view }: { view: RunsOnView }) {
  return (
    <div className="runs-on-breakdown">
      {view.components.map((c) => (
        <ComponentBreakdown key={c.component} c={c} runtime={view.runtime} />
      ))}
    </div>
  );
}
