/**
 * What ome-sim adds on standard error after OME's own error, as `hint:` lines: the name nearest
 * to one not found, and the model fields OME's model agent would fill (model-hints.ts).
 *
 * The table is what `kubectl ome runtime explain` prints, stderr included, byte for byte: OME's
 * documented cases show no line of ours after its error (docs/selection-rules.md §E8). So in table
 * mode hints are printed only to a terminal, where a person reads them; captured or piped
 * (a script, CI, the fixture checks) the output stays OME's. The other formats are ome-sim's own
 * and always carry them (`-o json` has the model hint in its `hints` field as well).
 */
import {
  modelHints,
  type ModelFieldsOffer,
  type NameVersion,
  type SelectionInput,
} from '../engine';
import {
  resolveErrorHint,
  type ManifestSet,
  type ResolvedQuery,
  type ResolveError,
} from '../manifests';
import { didYouMean } from '../manifests/did-you-mean';

/** Whether hint lines go to standard error: always off the table, else only to a terminal. */
export const printsHints = (
  output: string,
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): boolean => output !== 'table' || stderr.isTTY === true;

const nameVersion = (v: NameVersion): string =>
  v.version === null ? v.name : `${v.name} ${v.version}`;

const offerText = (offer: ModelFieldsOffer): string =>
  [
    `modelFormat ${nameVersion(offer.format)}`,
    ...(offer.framework === null ? [] : [`modelFramework ${nameVersion(offer.framework)}`]),
    ...(offer.architecture === null ? [] : [`modelArchitecture ${offer.architecture}`]),
  ].join(', ') +
  ` (${offer.runtimes.length === 1 ? offer.runtimes[0] : `${offer.runtimes.length} runtimes`})`;

const MAX_OFFERS_SHOWN = 3;

/** The model-fields hint as lines: why, what the runtimes here support, the size from the name. */
export function modelHintLines(input: SelectionInput): string[] {
  return modelHints(input.model, input.runtimes, input.namespace).flatMap((hint) => [
    `hint: ${hint.message}`,
    ...hint.offers
      .slice(0, MAX_OFFERS_SHOWN)
      .map((o) => `hint: the runtimes here support ${offerText(o)}`),
    ...(hint.sizeGuess === null
      ? []
      : [
          `hint: modelParameterSize read from the name: ${hint.sizeGuess} (a guess; check the model's config)`,
        ]),
  ]);
}

/** The "did you mean" line after OME's "not found", or none. */
export function resolveHintLines(error: ResolveError): string[] {
  const hint = resolveErrorHint(error);
  return hint === null ? [] : [`hint: ${hint}`];
}

/**
 * The runtime an InferenceService names (spec.runtime.name) when the manifests lack it, with the
 * nearest runtime name: OME's own verdict says "not found", this says what was probably meant.
 */
export function pinnedRuntimeHintLines(set: ManifestSet, resolved: ResolvedQuery): string[] {
  const isvc = resolved.inferenceService?.object;
  const pinned = isvc?.runtime ?? null;
  if (isvc === undefined || pinned === null) return [];
  const names = set.runtimes.map((r) => r.object.name);
  if (names.includes(pinned.name)) return [];
  const near = didYouMean(pinned.name, names);
  return [
    `hint: InferenceService ${isvc.name} names runtime ${pinned.name} (spec.runtime.name), which the manifests lack` +
      (near === null ? '' : `; did you mean runtime "${near}"?`),
  ];
}

export const writeLines = (stream: NodeJS.WritableStream, lines: readonly string[]): void => {
  for (const line of lines) stream.write(`${line}\n`);
};
