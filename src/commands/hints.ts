/**
 * What ome-sim adds on standard error after OME's own error, as `hint:` lines: the name nearest
 * to one not found, and the model fields OME's model agent would fill (engine/model-hints.ts).
 *
 * The table is what `kubectl ome runtime explain` prints, stderr included, byte for byte: OME's
 * documented cases show no line of ours after its error (docs/selection-rules.md §E8). So in table
 * mode hints are printed only to a terminal, where a person reads them; captured or piped
 * (a script, CI, the fixture checks) the output stays OME's. The other formats are ome-sim's own
 * and always carry them (`-o json` has the model hint in its `hints` field as well). Whether the
 * surface prints to a terminal is its to say (`printsHints`).
 */
import {
  explicitRuntimeVerdict,
  namedRuntimeInUse,
  isCandidate,
  modelHints,
  type ModelFieldsOffer,
  type NameVersion,
  type SelectionInput,
} from '../engine';
import {
  resolveErrorHints,
  type ManifestSet,
  type ResolvedQuestion,
  type ResolveError,
} from '../manifests';
import { didYouMean } from '../manifests/did-you-mean';

/** Whether hint lines are printed: always off the table, else only to a terminal. */
export const printsHints = (output: string, toTerminal: boolean): boolean =>
  output !== 'table' || toTerminal;

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

/** After OME's "not found": where the object is instead (`-n`), and the nearest name. */
export function resolveHintLines(error: ResolveError): string[] {
  return resolveErrorHints(error).map((hint) => `hint: ${hint}`);
}

/**
 * What OME does with the runtime an InferenceService names (spec.runtime.name), in a line: the
 * runtime it uses instead of ranking, with its warning, or why it uses none (§11). Then, when OME
 * can't find the runtime, the nearest name it could find (missingRuntimeLines).
 */
export function namedRuntimeHintLines(set: ManifestSet, resolved: ResolvedQuestion): string[] {
  const isvc = resolved.inferenceService?.object;
  const { model, runtimes, omeVersion } = resolved.input;
  if (isvc === undefined || model === null) return [];
  const verdict = explicitRuntimeVerdict(isvc, model, runtimes, omeVersion ?? '1.3');
  if (verdict === null) return [];
  // A runtime OME can't find: the line that says so names the nearest one instead.
  if (verdict.resolved === null && verdict.said?.code === 'not-found')
    return missingRuntimeLines(set, resolved);
  const uses = namedRuntimeInUse(verdict).runtime;
  const line =
    uses === null
      ? `hint: OME uses no runtime for InferenceService ${isvc.name}, which names runtime ${verdict.name} (spec.runtime.name): ${verdict.message ?? 'it is refused'}`
      : `hint: OME uses runtime ${uses.name} (${uses.scope}), which InferenceService ${isvc.name} names in spec.runtime.name, and ranks nothing` +
        (verdict.message === null ? '' : `; it warns: ${verdict.message}`);
  return [line];
}

/**
 * The runtime an InferenceService names when OME can't find it, with the nearest runtime name it
 * could find: OME's own verdict says "not found", this says what was probably meant. "Found" is
 * OME's lookup (explicit.ts): a ServingRuntime of another namespace, or of the wrong kind for
 * v1.3's lookup, is not found however the manifests spell it.
 */
export function missingRuntimeLines(set: ManifestSet, resolved: ResolvedQuestion): string[] {
  const isvc = resolved.inferenceService?.object;
  const pinned = isvc?.runtime ?? null;
  const { model, runtimes, omeVersion } = resolved.input;
  if (isvc === undefined || pinned === null || model === null) return [];
  const verdict = explicitRuntimeVerdict(isvc, model, runtimes, omeVersion ?? '1.3');
  if (verdict === null || verdict.resolved !== null) return [];
  const reachable = set.runtimes.filter((r) => isCandidate(r.object, isvc.namespace));
  const elsewhere = set.runtimes.some(
    (r) => r.object.name === pinned.name && !isCandidate(r.object, isvc.namespace),
  );
  const near = didYouMean(
    pinned.name,
    reachable.map((r) => r.object.name),
  );
  const lack = elsewhere
    ? `which namespace ${isvc.namespace} lacks (a ServingRuntime of that name is in another namespace)`
    : reachable.some((r) => r.object.name === pinned.name)
      ? `which OME does not find as ${verdict.requestedKind}`
      : 'which the manifests lack';
  return [
    `hint: InferenceService ${isvc.name} names runtime ${pinned.name} (spec.runtime.name), ${lack}` +
      (near === null || near === pinned.name ? '' : `; did you mean runtime "${near}"?`),
  ];
}
