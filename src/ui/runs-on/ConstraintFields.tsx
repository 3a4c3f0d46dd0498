/**
 * The constraints of the "What if…" form: a field per constraint (numbers, a version, lists of
 * names) with what is wrong with it, and a checkbox per class to exclude.
 */
import { useId } from 'react';
import type { DraftField, WhatIfDraft } from '../../state';

const TEXT_FIELDS: readonly {
  key: DraftField | 'minArchitectureVersion';
  label: string;
  hint: string;
}[] = [
  { key: 'minMemory', label: 'minMemory', hint: 'GB' },
  { key: 'maxMemory', label: 'maxMemory', hint: 'GB' },
  { key: 'minComputePerformanceTFLOPS', label: 'minComputePerformanceTFLOPS', hint: 'TFLOPS' },
  { key: 'minArchitectureVersion', label: 'minArchitectureVersion', hint: 'e.g. 8.0' },
  { key: 'requiredFeatures', label: 'requiredFeatures', hint: 'e.g. fp8, nvlink' },
  { key: 'architectureFamilies', label: 'architectureFamilies', hint: 'e.g. hopper' },
  { key: 'preferredPrecisions', label: 'preferredPrecisions', hint: 'e.g. fp8, fp16' },
];

interface Props {
  readonly draft: WhatIfDraft;
  readonly errors: Partial<Record<DraftField, string>>;
  /** The classes the runtime lists, and any other the draft excludes. */
  readonly classes: readonly string[];
  readonly onChange: (draft: WhatIfDraft) => void;
}

export function ConstraintFields({ draft, errors, classes, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="accel-whatif-constraints">
      <legend>constraints</legend>
      <div className="accel-whatif-grid">
        {TEXT_FIELDS.map(({ key, label, hint }) => {
          const error = key === 'minArchitectureVersion' ? undefined : errors[key];
          return (
            <div key={key} className="accel-whatif-field">
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input
                id={`${id}-${key}`}
                value={draft[key]}
                placeholder={hint}
                spellCheck={false}
                autoComplete="off"
                inputMode={hint === 'GB' || hint === 'TFLOPS' ? 'numeric' : undefined}
                aria-invalid={error !== undefined}
                aria-describedby={error === undefined ? undefined : `${id}-${key}-error`}
                onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
              />
              {error !== undefined && (
                <small id={`${id}-${key}-error`} className="accel-whatif-error">
                  {error}
                </small>
              )}
            </div>
          );
        })}
      </div>
      <fieldset className="accel-whatif-excluded">
        <legend>excludedClasses</legend>
        {classes.map((name) => (
          <label key={name} className="accel-whatif-check">
            <input
              type="checkbox"
              checked={draft.excludedClasses.includes(name)}
              onChange={(e) =>
                onChange({
                  ...draft,
                  excludedClasses: e.target.checked
                    ? [...draft.excludedClasses, name]
                    : draft.excludedClasses.filter((n) => n !== name),
                })
              }
            />
            <span className="runs-on-class-name">{name}</span>
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
