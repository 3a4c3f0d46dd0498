/**
 * "Runs on", under the verdict for an InferenceService (docs/app.md): which AcceleratorClass each
 * component runs on and how, or why none; behind "Why these classes" every class the runtime lists
 * with why it lost and what applies on the class; behind "What if…" the selector's policy and
 * constraints to change, deciding again at once without editing the YAML.
 */
import { useId, useMemo, useState } from 'react';
import { runsOnView, type ComponentView } from '../../state';
import type { AcceleratorData } from '../../worker/protocol';
import { useAppStore } from '../store-context';
import { AcceleratorWhatIf } from './AcceleratorWhatIf';
import { componentLabel } from './labels';
import { RunsOnBreakdown } from './RunsOnBreakdown';
import './runs-on.css';

function ComponentLine({ c }: { c: ComponentView }) {
  return (
    <li className={`runs-on-line${c.error === null ? '' : ' is-error'}`}>
      <span className="runs-on-component">{componentLabel(c.component)}</span>{' '}
      {c.className === null ? (
        <strong className="runs-on-none">{c.error === null ? 'no class' : 'fails'}</strong>
      ) : (
        <strong className="runs-on-class">{c.className}</strong>
      )}
      <span className="runs-on-how">: {c.how}</span>
      {c.error !== null && (
        <span className="runs-on-error">
          OME: <q>{c.error}</q>
        </span>
      )}
    </li>
  );
}

function Disclosure(props: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="runs-on-toggle"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      <span aria-hidden="true">{props.open ? '▾' : '▸'}</span> {props.children}
    </button>
  );
}

export function RunsOn({ data }: { data: AcceleratorData }) {
  const view = useMemo(() => runsOnView(data), [data]);
  const active = useAppStore((s) => s.acceleratorWhatIf !== null);
  const [why, setWhy] = useState(false);
  const [whatIf, setWhatIf] = useState(false);
  const id = useId();
  return (
    <section className="card runs-on" aria-labelledby={`${id}-title`} data-testid="runs-on">
      <h3 id={`${id}-title`} className="runs-on-title">
        Runs on
        {active && <span className="tag tag-whatif">What-if</span>}
      </h3>
      <p className="runs-on-runtime">
        {view.runtime === null ? (
          <>OME has no runtime for it: {view.runtimeHow}.</>
        ) : (
          <>
            On runtime <span className="runtime-name">{view.runtime}</span>, {view.runtimeHow}.
          </>
        )}
      </p>
      {view.components.length === 0 ? (
        <p className="muted">
          No component: the InferenceService has no spec.engine or spec.decoder, so OME decides no
          class.
        </p>
      ) : (
        <ul className="runs-on-lines" aria-live="polite">
          {view.components.map((c) => (
            <ComponentLine key={c.component} c={c} />
          ))}
        </ul>
      )}
      {active && (
        <p className="runs-on-whatif-note">
          Decided with the what-if’s policy and constraints; the manifests are unchanged.
        </p>
      )}
      <div className="runs-on-actions">
        <Disclosure open={why} controls={`${id}-why`} onToggle={() => setWhy(!why)}>
          Why these classes
        </Disclosure>
        <Disclosure open={whatIf} controls={`${id}-whatif`} onToggle={() => setWhatIf(!whatIf)}>
          What if…
        </Disclosure>
      </div>
      <div id={`${id}-why`} hidden={!why}>
        {why && <RunsOnBreakdown view={view} />}
      </div>
      <div id={`${id}-whatif`} hidden={!whatIf}>
        {whatIf && <AcceleratorWhatIf data={data} view={view} />}
      </div>
    </section>
  );
}
