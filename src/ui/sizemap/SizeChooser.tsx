/**
 * "Rank at size": the size map's what-if. Typing a size (read as OME reads
 * modelParameterSize) or choosing a band or a point of the map ranks the model at that size; the
 * YAML is not changed. Choosing the model's own size, or "Back to the YAML's size", ends it.
 */
import { useId, useState, type FormEvent } from 'react';
import { parseModelSize } from '../../engine';
import { readWhatIfSize } from '../../state';
import type { SizeMapData } from '../../worker/protocol';
import { useAppStore } from '../store-context';

/** Chooses `size` as the what-if, or ends the what-if when it is the model's own size. */
export function useChooseSize(map: SizeMapData): (size: string | null) => void {
  const setSizeOverride = useAppStore((s) => s.setSizeOverride);
  return (size) => {
    const own = map.modelSizeValue;
    setSizeOverride(size !== null && own !== null && parseModelSize(size) === own ? null : size);
  };
}

export function SizeChooser({ map, model }: { map: SizeMapData; model: string }) {
  const chosen = useAppStore((s) => s.sizeOverride);
  const choose = useChooseSize(map);
  const setView = useAppStore((s) => s.setView);
  // What the ranking on screen was made at, and its pick: the line says what the engine said.
  const shown = useAppStore((s) => s.ranked?.result ?? null);
  const [draft, setDraft] = useState(chosen ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  // A choice made on the map (or its end) shows in the field (adjusted while rendering, as React
  // advises for state that follows a prop).
  const [seen, setSeen] = useState(chosen);
  if (seen !== chosen) {
    setSeen(chosen);
    setDraft(chosen ?? '');
    setError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readWhatIfSize(draft);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(null);
    choose(reading.size);
  };
  const answered = shown?.sizeOverride?.size === chosen ? shown : null;
  const pick = answered?.explanation.selected?.name ?? null;
  const yamlSize = map.modelSize === null ? 'has no size' : `says ${map.modelSize}`;
  return (
    <div className="size-chooser">
      <form className="size-chooser-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Rank at size</label>
        <input
          id={inputId}
          className="size-chooser-input"
          value={draft}
          placeholder={map.modelSize ?? '32B'}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error !== null) setError(null);
          }}
        />
        <button type="submit">Rank</button>
        {error !== null && (
          <span id={errorId} className="size-chooser-error" role="alert">
            {error}
          </span>
        )}
      </form>
      <p className="size-chooser-status" role="status">
        {chosen === null ? (
          <span className="muted">
            {`Ranking ${model} at the YAML's size (${map.modelSize ?? 'none'}). Type a size, or choose a band or a point on the axis (click, or Enter on a band), to rank it at that size without changing the YAML.`}
          </span>
        ) : (
          <>
            <span>
              Ranked at <code>modelParameterSize {chosen}</code> (what-if; the YAML {yamlSize})
              {answered === null
                ? '…'
                : pick === null
                  ? ': OME selects no runtime.'
                  : ': OME picks '}
              {pick !== null && <strong className="runtime-name">{pick}</strong>}
              {pick !== null && '.'}
            </span>
            <button type="button" className="link-button" onClick={() => setView('ranking')}>
              Show the ranking
            </button>
            <button type="button" onClick={() => choose(null)}>
              Back to the YAML's size
            </button>
          </>
        )}
      </p>
    </div>
  );
}
