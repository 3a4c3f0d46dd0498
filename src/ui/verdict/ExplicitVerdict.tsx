/**
 * An InferenceService that names its runtime (`spec.runtime.name`) skips ranking (§11). One
 * verdict says what OME does with the named runtime — uses it, uses it with a warning, or
 * refuses it, in OME's words — and then what automatic selection would have picked, which is
 * what the table below ranks.
 */
import type { ExplanationData } from '../../worker/protocol';
import './verdict.css';

type Verdict = NonNullable<ExplanationData['explicitRuntime']>;

function Headline({ verdict }: { verdict: Verdict }) {
  const name = <span className="runtime-name">{verdict.name}</span>;
  // OME validates the model before it looks the runtime up: a model without a format stops it.
  if (verdict.said?.code === 'invalid-model')
    return (
      <>
        OME uses no runtime: the model fails validation before {name}, named in spec.runtime.name,
        is looked at.
      </>
    );
  if (!verdict.used)
    return <>OME refuses {name}, the runtime spec.runtime.name names, and uses no runtime.</>;
  if (verdict.message !== null)
    return <>OME uses {name}, named in spec.runtime.name, with a warning.</>;
  return <>OME uses {name}, named in spec.runtime.name.</>;
}

function Automatic({ explanation }: { explanation: ExplanationData }) {
  const selected = explanation.selected;
  if (selected !== null) {
    return (
      <>
        Without spec.runtime, automatic selection would pick{' '}
        <span className="runtime-name">{selected.name}</span> ({selected.scope}); the table ranks
        that selection.
      </>
    );
  }
  return (
    <>
      Without spec.runtime, automatic selection would pick no runtime
      {explanation.error !== null && <>: {explanation.error}</>}
    </>
  );
}

export function ExplicitVerdict({ explanation }: { explanation: ExplanationData }) {
  const verdict = explanation.explicitRuntime;
  if (verdict === null) return null;
  const tone = verdict.used ? (verdict.message === null ? 'is-used' : 'is-warned') : 'is-refused';
  return (
    <div className={`explicit-verdict ${tone}`} role="note" aria-label="Named runtime">
      <p className="explicit-headline">
        <strong>
          <Headline verdict={verdict} />
        </strong>
      </p>
      {verdict.message !== null && (
        <p className="explicit-message">
          {verdict.used ? 'OME warns: ' : 'OME says: '}
          <q>{verdict.message}</q>
        </p>
      )}
      <p className="explicit-automatic muted">
        <Automatic explanation={explanation} />
      </p>
    </div>
  );
}
