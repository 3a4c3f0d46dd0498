/**
 * "What if…": the InferenceService's spec.acceleratorSelector policy and constraints as a form.
 * Every change decides again at once (the engine is asked with the what-if; the YAML is not
 * edited); "Write into the YAML" makes it one undoable edit of the selector, "Back to the YAML's
 * selector" ends it. A component's own override policy, or a class named, wins over the form's
 * policy; the form says so.
 */
import { useId, useRef, useState } from 'react';
import { ACCELERATOR_POLICIES, isAcceleratorPolicy } from '../../engine';
import {
  acceleratorWhatIfEdit,
  draftOf,
  readDraft,
  sameWhatIf,
  whatIfStart,
  type DraftField,
  type RunsOnView,
  type WhatIfDraft,
} from '../../state';
import type { AcceleratorData } from '../../worker/protocol';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore, useStoreApi } from '../store-context';
import { ConstraintFields } from './ConstraintFields';

/** Why the form's policy decides nothing for a component, if it does not. */
function overrulings(view: RunsOnView): string[] {
  return view.components.flatMap((c) =>
    c.named
      ? [`A class is named for the ${c.component}: no policy is consulted for it.`]
      : c.ownPolicy !== null
        ? [
            `The ${c.component}’s own acceleratorOverride.policy (${c.ownPolicy}) wins over this policy; the constraints still apply.`,
          ]
        : [],
  );
}

/** The classes the runtime lists, and any other the draft excludes, once each. */
const classChoices = (view: RunsOnView, draft: WhatIfDraft): string[] => [
  ...new Set([
    ...view.components.flatMap((c) => c.candidates.map((k) => k.name)),
    ...draft.excludedClasses,
  ]),
];

export function AcceleratorWhatIf({ data, view }: { data: AcceleratorData; view: RunsOnView }) {
  const store = useStoreApi();
  const whatIf = useAppStore((s) => s.acceleratorWhatIf);
  const setWhatIf = useAppStore((s) => s.setAcceleratorWhatIf);
  const { applyEdit } = useEditorCommands();
  const [draft, setDraft] = useState(() => draftOf(whatIfStart(data)));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  // While no what-if is on, the form follows the YAML (adjusted while rendering, as React advises
  // for state that follows a prop).
  const writtenKey = JSON.stringify(data.asWritten);
  const [seen, setSeen] = useState(writtenKey);
  if (whatIf === null && seen !== writtenKey) {
    setSeen(writtenKey);
    setDraft(draftOf(data.asWritten));
    setErrors({});
  }
  const change = (next: WhatIfDraft) => {
    setDraft(next);
    setFailure(null);
    const reading = readDraft(next);
    setErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) setWhatIf(sameWhatIf(reading.whatIf, data.asWritten) ? null : reading.whatIf);
  };
  const back = () => {
    setWhatIf(null);
    setDraft(draftOf(data.asWritten));
    setErrors({});
    setFailure(null);
    heading.current?.focus();
  };
  const write = () => {
    const edit = acceleratorWhatIfEdit(store.getState());
    if (edit === null || !applyEdit(edit)) {
      setFailure(
        'The InferenceService’s spec.acceleratorSelector could not take the change here (is it shared through a YAML alias, or is the ranking out of date?).',
      );
      return;
    }
    setWhatIf(null);
    heading.current?.focus();
  };
  const policies = [
    ...ACCELERATOR_POLICIES,
    ...(isAcceleratorPolicy(draft.policy) || draft.policy === '' ? [] : [draft.policy]),
  ];
  return (
    <form
      className="accel-whatif"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => e.preventDefault()}
    >
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        What if spec.acceleratorSelector said…
      </h4>
      <p className="muted">
        Each change decides again at once; the YAML is unchanged until you write it in.
      </p>
      {overrulings(view).map((line) => (
        <p key={line} className="note">
          {line}
        </p>
      ))}
      <div className="accel-whatif-field accel-whatif-policy">
        <label htmlFor={`${id}-policy`}>policy</label>
        <select
          id={`${id}-policy`}
          value={draft.policy}
          onChange={(e) => change({ ...draft, policy: e.target.value })}
        >
          <option value="">none (no class unless one is named)</option>
          {policies.map((p) => (
            <option key={p} value={p}>
              {isAcceleratorPolicy(p) ? p : `${p} (the CRD refuses it)`}
            </option>
          ))}
        </select>
      </div>
      <ConstraintFields
        draft={draft}
        errors={errors}
        classes={classChoices(view, draft)}
        onChange={change}
      />
      <div className="accel-whatif-actions" role="group" aria-label="The what-if">
        {whatIf === null ? (
          <p className="muted">The decision above is the YAML’s selector.</p>
        ) : (
          <>
            <button type="button" className="primary" onClick={write}>
              Write into the YAML
            </button>
            <button type="button" onClick={back}>
              Back to the YAML’s selector
            </button>
          </>
        )}
      </div>
      {failure !== null && (
        <p className="note note-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
