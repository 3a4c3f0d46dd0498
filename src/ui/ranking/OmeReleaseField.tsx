/**
 * The OME release whose behaviour is reproduced, written as users write releases (`1.3.0`,
 * `v1.3`, `1.2.2`, `1.4.0-rc.1`), with the known lines offered. Under it: the behaviour that
 * release has, the note when it lies outside the releases ome-sim knows, or, for text that is
 * not a release, what was expected. What is typed stays in the field as typed; only a release
 * that reads goes to the store, so a half-typed or mistyped one keeps the behaviour in use.
 */
import { useId, useState } from 'react';
import {
  isOmeReleaseError,
  OME_RELEASE_EXAMPLES,
  OME_VERSIONS,
  resolveOmeRelease,
} from '../../engine';
import { omeReleaseOf } from '../../state';
import { useAppStore } from '../store-context';
import './ome-release-field.css';

/** What the field says about `draft`: the behaviour in use, and why when it needs saying. */
function releaseStatus(draft: string, inUse: string, behaviour: string) {
  const read = resolveOmeRelease(draft);
  if (isOmeReleaseError(read)) {
    const what =
      draft.trim() === '' ? 'No release given' : `"${draft.trim()}" is not an OME release`;
    return {
      invalid: true,
      behaviour: `still ${behaviour} behaviour`,
      message: `${what}: expected one such as ${OME_RELEASE_EXAMPLES}. Still ranking with the behaviour of ${inUse}.`,
    };
  }
  return { invalid: false, behaviour: `${read.behaviour} behaviour`, message: read.note ?? '' };
}

export function OmeReleaseField() {
  const omeRelease = useAppStore((s) => s.omeRelease);
  const behaviour = useAppStore((s) => omeReleaseOf(s).behaviour);
  const setOmeRelease = useAppStore((s) => s.setOmeRelease);
  const [draft, setDraft] = useState(omeRelease);
  // A release put in place from elsewhere (a link, an example, "Back to my work") replaces the
  // draft, even one that did not read as a release; the field's own commits leave what is
  // being typed alone.
  const replacements = useAppStore((s) => s.replacements);
  const [shown, setShown] = useState({ omeRelease, replacements });
  if (replacements !== shown.replacements) {
    setShown({ omeRelease, replacements });
    setDraft(omeRelease);
  } else if (omeRelease !== shown.omeRelease) {
    setShown({ omeRelease, replacements });
    if (omeRelease !== draft.trim()) setDraft(omeRelease);
  }
  const id = useId();
  const status = releaseStatus(draft, omeRelease, behaviour);
  return (
    <>
      <div className="field release-field">
        <label className="field-label" htmlFor={`${id}-input`}>
          OME release
        </label>
        <div className="release-row">
          <input
            id={`${id}-input`}
            type="text"
            className="text-field release-input"
            list={`${id}-lines`}
            value={draft}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            aria-invalid={status.invalid}
            aria-describedby={`${id}-behaviour ${id}-message`}
            onChange={(event) => {
              const typed = event.target.value;
              setDraft(typed);
              if (!isOmeReleaseError(resolveOmeRelease(typed))) setOmeRelease(typed.trim());
            }}
          />
          <output id={`${id}-behaviour`} className="release-behaviour" htmlFor={`${id}-input`}>
            {status.behaviour}
          </output>
        </div>
        <datalist id={`${id}-lines`}>
          {OME_VERSIONS.map((line) => (
            <option key={line} value={line}>
              {`OME ${line} behaviour`}
            </option>
          ))}
        </datalist>
      </div>
      {/* Always present (a live region must exist before its text arrives); polite, so it is
          read once typing pauses, not at every key. */}
      <p
        id={`${id}-message`}
        className={status.invalid ? 'release-message is-invalid' : 'release-message'}
        aria-live="polite"
      >
        {status.message}
      </p>
    </>
  );
}
