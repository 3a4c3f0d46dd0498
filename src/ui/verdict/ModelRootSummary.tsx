/**
 * What a fill from a folder of models did, above the ranking: each model filled and the folder it
 * came from, each found but not filled and why, each with empty fields and no folder there and
 * where it was looked for. It stays after the edit (the ranked model's hint, where the folder was
 * picked, goes away once that model is filled) until dismissed or other manifests replace the text.
 */
import { useEffect, useId, useRef } from 'react';
import type { InspectResult } from '../../modelfiles';
import { isEstimate } from '../../modelfiles';
import type { ModelRootReport } from '../../state';
import { versioned } from './field-rows';

/** Past this many, a list starts closed: a catalog can have a hundred models without files here. */
const OPEN_UP_TO = 10;

/** The written fields in one line: format, framework, architecture, size. */
function fieldsLine(result: InspectResult): string {
  const f = result.fields;
  const size = `${f.modelParameterSize.value}${isEstimate(result) ? ' (OME’s estimate)' : ''}`;
  return [
    versioned(f.modelFormat.value),
    versioned(f.modelFramework.value),
    f.modelArchitecture.value || '""',
    size,
    ...(f.quantization === null ? [] : [f.quantization.value]),
  ].join(' · ');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function lookedIn(candidates: readonly string[]): string {
  return candidates.length === 0
    ? 'nothing to look for: no spec.storage.path and no hf:// storageUri'
    : `looked for ${candidates.join(', ')}`;
}

interface Props {
  readonly report: ModelRootReport;
  readonly onDismiss: () => void;
}

export function ModelRootSummary({ report, onDismiss }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [report]);
  const { filled, notFilled, notFound } = report;
  const total = filled.length + notFilled.length + notFound.length;
  return (
    <section className="card model-root" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Filled {filled.length} of {plural(total, 'model')} with empty fields from{' '}
        <code>{report.root}</code>
      </h3>
      {filled.length > 0 ? (
        <p>One edit of the text: Ctrl+Z in the editor takes all of it back.</p>
      ) : (
        <p>
          Nothing was written. If the folder is one model’s own, with its config.json further down,
          pick that config.json instead.
        </p>
      )}
      {filled.length > 0 && (
        <details open={filled.length <= OPEN_UP_TO}>
          <summary>Filled: {plural(filled.length, 'model')}</summary>
          <ul>
            {filled.map(({ model, folder, result }) => (
              <li key={model}>
                <strong>{model}</strong> → <code>{folder}</code>
                <small>{fieldsLine(result)}</small>
                {result.notes.map((note) => (
                  <small key={note.message} className="files-note">
                    {note.message}
                  </small>
                ))}
              </li>
            ))}
          </ul>
        </details>
      )}
      {notFilled.length > 0 && (
        <details open={notFilled.length <= OPEN_UP_TO}>
          <summary>Not filled: {plural(notFilled.length, 'model')}</summary>
          <ul>
            {notFilled.map(({ model, folder, reason }) => (
              <li key={model}>
                <strong>{model}</strong>
                {folder !== null && (
                  <>
                    {' '}
                    → <code>{folder}</code>
                  </>
                )}
                <small>{reason}</small>
              </li>
            ))}
          </ul>
        </details>
      )}
      {notFound.length > 0 && (
        <details open={notFound.length <= OPEN_UP_TO}>
          <summary>No folder here: {plural(notFound.length, 'model')}</summary>
          <ul>
            {notFound.map(({ model, candidates }) => (
              <li key={model}>
                <strong>{model}</strong>
                <small>{lookedIn(candidates)}</small>
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
