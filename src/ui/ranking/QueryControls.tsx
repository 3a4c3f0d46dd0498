/**
 * What to rank (a model or an InferenceService), in which namespace, with which OME release,
 * and a line saying so when the app changed it because new manifests lacked the old choice.
 */
import { useMemo } from 'react';
import { sameSubject, type Question, type QuestionSubject } from '../../engine';
import { choicesOf, retargetNote, type Choices } from '../../state';
import { useAppStore } from '../store-context';
import { OmeReleaseField } from './OmeReleaseField';
import './query-controls.css';

interface TargetOption {
  readonly value: string;
  readonly label: string;
  readonly subject: QuestionSubject;
  /** The namespace that picking it switches to (a namespaced object's own). */
  readonly namespace: string | null;
}

function targetOptions(choices: Choices): { models: TargetOption[]; isvcs: TargetOption[] } {
  return {
    models: choices.models.map((m) => ({
      value: `model/${m.namespace ?? ''}/${m.name}`,
      label:
        m.namespace === null ? `${m.name} (${m.kind})` : `${m.name} (${m.kind} in ${m.namespace})`,
      subject: { kind: 'model', name: m.name },
      namespace: m.namespace,
    })),
    isvcs: choices.inferenceServices.map((i) => ({
      value: `isvc/${i.namespace ?? ''}/${i.name}`,
      label: i.namespace === null ? i.name : `${i.name} (in ${i.namespace})`,
      subject: { kind: 'isvc', name: i.name },
      namespace: i.namespace,
    })),
  };
}

/** The option for the current choice: same kind and name, in this namespace if there are several. */
function currentValue(options: TargetOption[], question: Question): string | null {
  const same = options.filter((o) => sameSubject(o.subject, question));
  const { namespace } = question;
  return (
    (
      same.find((o) => o.namespace === namespace) ??
      same.find((o) => o.namespace === null) ??
      same[0]
    )?.value ?? null
  );
}

export function QueryControls() {
  const latest = useAppStore((s) => s.latest);
  const question = useAppStore((s) => s.question);
  const { name, namespace } = question;
  const setQuestion = useAppStore((s) => s.setQuestion);
  const setNamespace = useAppStore((s) => s.setNamespace);
  const note = useAppStore(retargetNote);
  const choices = choicesOf(latest);
  const { models, isvcs } = useMemo(() => targetOptions(choices), [choices]);
  const all = [...models, ...isvcs];
  const selected = currentValue(all, question);
  const missingValue = `missing/${question.kind}/${name}`;
  const namespaces = [...new Set([...choices.namespaces, namespace])].sort();

  return (
    <div className="query-controls">
      <label className="field">
        <span className="field-label">Rank runtimes for</span>
        <select
          value={selected ?? missingValue}
          onChange={(event) => {
            const option = all.find((o) => o.value === event.target.value);
            if (option !== undefined) setQuestion(option.subject, option.namespace ?? undefined);
          }}
        >
          {selected === null && (
            <option value={missingValue}>
              {name === '' ? 'Nothing to rank yet' : `${name} (not in the manifests)`}
            </option>
          )}
          {models.length > 0 && (
            <optgroup label="Models">
              {models.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
          {isvcs.length > 0 && (
            <optgroup label="InferenceServices">
              {isvcs.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <label className="field">
        <span className="field-label">Namespace</span>
        <select value={namespace} onChange={(event) => setNamespace(event.target.value)}>
          {namespaces.map((ns) => (
            <option key={ns} value={ns}>
              {ns}
            </option>
          ))}
        </select>
      </label>
      <OmeReleaseField />
      {/* Always present, so screen readers announce the line when it appears. */}
      <p role="status" className="retarget-note">
        {note}
      </p>
    </div>
  );
}
