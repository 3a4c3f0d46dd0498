/**
 * An InferenceService that names its runtime (`spec.runtime.name`) skips ranking
 * (runtime-selection.md §11). This reports what OME does with the named runtime instead.
 */
import { evaluateRuntime, evaluationContext } from './evaluate';
import { needsCacheProvider } from './match';
import { reasonText, type Reason } from './reasons';
import { selectionErrorText } from './select';
import type { BaseModel, InferenceService, OmeVersion, ServingRuntime } from './types';

export interface ExplicitRuntimeVerdict {
  readonly name: string;
  readonly requestedKind: string;
  /** The runtime OME resolves, or null when it finds none. */
  readonly resolved: ServingRuntime | null;
  /** Whether OME goes on to use it. */
  readonly used: boolean;
  /**
   * Why the resolved runtime is incompatible (its first failing check among Q1–Q5); null when it
   * is compatible or none was found.
   */
  readonly incompatibility: Reason | null;
  /** What OME says: the error that stops it, or the advisory it gives while proceeding. */
  readonly message: string | null;
}

/**
 * v1.3: `kind` decides the lookup (ClusterServingRuntime, the CRD default: cluster first, then the
 * namespace; ServingRuntime: the namespace only). v1.2.2: namespace first, `kind` ignored.
 */
function lookUp(
  name: string,
  kind: string,
  namespace: string,
  runtimes: readonly ServingRuntime[],
  version: OmeVersion,
): ServingRuntime | null {
  const namespaced = runtimes.find(
    (r) =>
      r.kind === 'ServingRuntime' && (r.namespace ?? namespace) === namespace && r.name === name,
  );
  const cluster = runtimes.find((r) => r.kind === 'ClusterServingRuntime' && r.name === name);
  if (version === '1.2.2') return namespaced ?? cluster ?? null;
  if (kind === 'ServingRuntime') return namespaced ?? null;
  if (kind === 'ClusterServingRuntime') return cluster ?? namespaced ?? null;
  return namespaced ?? cluster ?? null;
}

/**
 * `RuntimeNotFoundError`: v1.3 records the reference's kind, and a ServingRuntime-kind lookup,
 * which never searches cluster scope, does not claim to have; v1.2.2 has one text for every lookup.
 */
function notFoundMessage(
  name: string,
  kind: string,
  namespace: string,
  version: OmeVersion,
): string {
  if (version === '1.3' && kind === 'ServingRuntime') {
    return `ServingRuntime ${name} not found in namespace ${namespace}`;
  }
  return `runtime ${name} not found in namespace ${namespace} or at cluster scope`;
}

/**
 * `RuntimeCompatibilityError` as `ValidateRuntime` returns it (§10.1), in both versions.
 * `IsCompatible` returns its own error for an accelerator-class (or, in v1.3, deployment-mode)
 * failure, with the model name left empty ("does not support model : …"); `ValidateRuntime`
 * builds the format and size failures itself, naming the model by its format.
 */
function compatibilityErrorText(runtime: string, failure: Reason, model: BaseModel): string {
  const leftEmpty = failure.check === 'accelerator-class' || failure.check === 'deployment-mode';
  const modelName = leftEmpty ? '' : model.modelFormat.name;
  return `runtime ${runtime} does not support model ${modelName}: ${reasonText(failure)}`;
}

/** What OME does with `spec.runtime.name`; null when the InferenceService doesn't name one. */
export function explicitRuntimeVerdict(
  isvc: InferenceService | null,
  model: BaseModel,
  runtimes: readonly ServingRuntime[],
  version: OmeVersion,
): ExplicitRuntimeVerdict | null {
  const ref = isvc?.runtime;
  if (isvc === null || ref === null || ref === undefined || ref.name === '') return null;
  const requestedKind = ref.kind ?? 'ClusterServingRuntime';
  const resolved = lookUp(ref.name, requestedKind, isvc.namespace, runtimes, version);
  const base = { name: ref.name, requestedKind, resolved };
  if (resolved === null) {
    return {
      ...base,
      used: false,
      incompatibility: null,
      message: notFoundMessage(ref.name, requestedKind, isvc.namespace, version),
    };
  }
  if (resolved.disabled === true) {
    const scope = resolved.kind === 'ServingRuntime' ? 'namespace-scoped' : 'cluster-scoped';
    return {
      ...base,
      used: false,
      incompatibility: { check: 'disabled' },
      message: `${scope} runtime ${ref.name} is disabled`,
    };
  }
  const evaluation = evaluateRuntime(evaluationContext(model, isvc, version), resolved);
  const failure = evaluation.failure;
  if (evaluation.panics) {
    // v1.2.2's compatibility check dereferences both size bounds too, so validation panics.
    return {
      ...base,
      used: false,
      incompatibility: failure,
      message: selectionErrorText({ code: 'nil-pointer-panic', runtime: resolved.name }),
    };
  }
  // Only compatibility (Q1–Q5) matters for a named runtime; autoSelect and score do not.
  const incompatible =
    failure !== null &&
    ['accelerator-class', 'deployment-mode', 'format-mismatch', 'size-out-of-range'].includes(
      failure.check,
    );
  if (!incompatible) return { ...base, used: true, incompatibility: null, message: null };
  const error = compatibilityErrorText(ref.name, failure, model);
  // v1.2.2 refuses an incompatible runtime; v1.3 refuses it only for a Sharded model, which
  // cannot load without a cache provider, and otherwise proceeds with a warning.
  if (version === '1.2.2' || needsCacheProvider(model, version)) {
    return { ...base, used: false, incompatibility: failure, message: error };
  }
  return {
    ...base,
    used: true,
    incompatibility: failure,
    message:
      `runtime "${ref.name}" does not declare support for model "${model.name}" (${error}); ` +
      'proceeding because the runtime was named explicitly',
  };
}
