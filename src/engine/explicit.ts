/**
 * An InferenceService that names its runtime (`spec.runtime.name`) skips ranking
 * (runtime-selection.md §11). This reports what OME does with the named runtime instead.
 */
import { evaluateRuntime, evaluationContext } from './evaluate';
import { reasonText, type Reason } from './reasons';
import type { BaseModel, InferenceService, OmeVersion, ServingRuntime } from './types';

export interface ExplicitRuntimeVerdict {
  readonly name: string;
  readonly requestedKind: string;
  /** The runtime OME resolves, or null when it finds none. */
  readonly resolved: ServingRuntime | null;
  /** Whether OME goes on to use it. */
  readonly used: boolean;
  /** Compatibility of the resolved runtime (Q1, Q2, Q4, Q5); null when compatible or not found. */
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
      message: `runtime ${ref.name} not found in namespace ${isvc.namespace} or at cluster scope`,
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
  // Only compatibility (Q1–Q5) matters for a named runtime; autoSelect and score do not.
  const incompatible =
    failure !== null &&
    ['accelerator-class', 'deployment-mode', 'format-mismatch', 'size-out-of-range'].includes(
      failure.check,
    );
  if (!incompatible) return { ...base, used: true, incompatibility: null, message: null };
  const detail = reasonText(failure);
  if (version === '1.2.2') {
    return {
      ...base,
      used: false,
      incompatibility: failure,
      message: `runtime ${ref.name} does not support model ${model.modelFormat.name}: ${detail}`,
    };
  }
  return {
    ...base,
    used: true,
    incompatibility: failure,
    message:
      `runtime "${ref.name}" does not declare support for model "${model.name}" (${detail}); ` +
      'proceeding because the runtime was named explicitly',
  };
}
