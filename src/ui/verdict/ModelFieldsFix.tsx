/**
 * Beside OME's "model format name is required": why (OME's model agent fills these fields in a
 * cluster) and a quick fix that writes them into the model's YAML, prefilled from what the
 * runtimes in the manifests support and, for the size, from the model's name (marked a guess).
 * The edit goes through the editor, so Ctrl+Z undoes it.
 */
import { useId, useState } from 'react';
import type { ModelFieldsHint, ModelFieldsOffer } from '../../engine';
import { agentSkipsRankedModel, modelFixEdit, type ModelRootReport } from '../../state';
import type { ModelFieldValues } from '../../manifests';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore, useStoreApi } from '../store-context';
import { ModelFilesFill } from './ModelFilesFill';
import './verdict.css';

const versioned = (v: { name: string; version: string | null }) =>
  v.version === null ? v.name : `${v.name} ${v.version}`;

function offerLabel(offer: ModelFieldsOffer): string {
  const parts = [versioned(offer.format)];
  if (offer.framework !== null) parts.push(versioned(offer.framework));
  if (offer.architecture !== null) parts.push(offer.architecture);
  const [first, ...rest] = offer.runtimes;
  const by = rest.length === 0 ? first : `${first} +${rest.length}`;
  return `${parts.join(' · ')} (${by})`;
}

/** The offer whose architecture family the model's name mentions ("qwen3-8b" → Qwen3ForCausalLM). */
function likelyOffer(hint: ModelFieldsHint): number {
  const name = hint.model.toLowerCase().replace(/[^a-z0-9]/g, '');
  const index = hint.offers.findIndex((o) => {
    const family = (o.architecture ?? '').replace(/For[A-Z].*$/, '').toLowerCase();
    return family.length > 2 && name.includes(family);
  });
  return Math.max(0, index);
}

interface Draft {
  formatName: string;
  formatVersion: string;
  frameworkName: string;
  frameworkVersion: string;
  architecture: string;
  size: string;
}

const draftOf = (offer: ModelFieldsOffer | undefined, size: string): Draft => ({
  formatName: offer?.format.name ?? '',
  formatVersion: offer?.format.version ?? '',
  frameworkName: offer?.framework?.name ?? '',
  frameworkVersion: offer?.framework?.version ?? '',
  architecture: offer?.architecture ?? '',
  size,
});

const valuesOf = (d: Draft): ModelFieldValues => ({
  format: { name: d.formatName.trim(), version: d.formatVersion.trim() || null },
  framework:
    d.frameworkName.trim() === ''
      ? null
      : { name: d.frameworkName.trim(), version: d.frameworkVersion.trim() || null },
  architecture: d.architecture.trim() || null,
  parameterSize: d.size.trim() || null,
});

interface Props {
  readonly hint: ModelFieldsHint;
  /** A folder of models was filled from here: what it did (the ranking's status shows it). */
  readonly onFolderFilled: (report: ModelRootReport) => void;
}

export function ModelFieldsFix({ hint, onFolderFilled }: Props) {
  const store = useStoreApi();
  const { applyEdit } = useEditorCommands();
  const id = useId();
  const [choice, setChoice] = useState(() => likelyOffer(hint));
  const [draft, setDraft] = useState(() => draftOf(hint.offers[choice], hint.sizeGuess ?? ''));
  const [failure, setFailure] = useState<string | null>(null);
  const agentSkips = useAppStore(agentSkipsRankedModel);
  const field = (key: keyof Draft, label: string, note?: string) => (
    <label className="fix-field">
      <span>{label}</span>
      <input
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        spellCheck={false}
      />
      {note !== undefined && <small className="fix-guess">{note}</small>}
    </label>
  );
  const apply = () => {
    const edit = modelFixEdit(store.getState(), valuesOf(draft));
    if (edit === null || !applyEdit(edit)) {
      setFailure('The model’s spec could not take the fields here (is it written in flow style?).');
      return;
    }
    document.getElementById('ranking-heading')?.focus();
  };
  return (
    <section className="card model-fix" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Why: {hint.model} has no modelFormat yet</h3>
      <p>{hint.message}</p>
      {agentSkips && (
        <p className="note">
          OME’s model agent will not fill these fields: {hint.model} is annotated{' '}
          <code>ome.oracle.com/skip-config-parsing: "true"</code>. Write them yourself, from the
          model’s files or by hand.
        </p>
      )}
      <ModelFilesFill model={hint.model} onFolderFilled={onFolderFilled} />
      <h4 className="fix-guess-title">
        No files at hand? A guess from the runtimes here and the model’s name
      </h4>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        {hint.offers.length > 0 && (
          <label className="fix-field fix-offer">
            <span>Supported by the runtimes here</span>
            <select
              value={choice}
              onChange={(e) => {
                const next = Number(e.target.value);
                setChoice(next);
                setDraft(draftOf(hint.offers[next], draft.size));
              }}
            >
              {hint.offers.map((offer, i) => (
                <option key={offerLabel(offer)} value={i}>
                  {offerLabel(offer)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="fix-grid">
          {field('formatName', 'modelFormat.name')}
          {field('formatVersion', 'modelFormat.version')}
          {field('frameworkName', 'modelFramework.name')}
          {field('frameworkVersion', 'modelFramework.version')}
          {field('architecture', 'modelArchitecture')}
          {field(
            'size',
            'modelParameterSize',
            hint.sizeGuess !== null && draft.size === hint.sizeGuess
              ? 'A guess from the model’s name: check it'
              : undefined,
          )}
        </div>
        <button type="submit" className="primary" disabled={draft.formatName.trim() === ''}>
          Write these fields into {hint.model}
        </button>
        {failure !== null && <p className="note note-error">{failure}</p>}
      </form>
    </section>
  );
}
