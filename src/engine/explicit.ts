/**
 * An InferenceService that names its runtime (`spec.runtime.name`) skips ranking
 * (docs/selection-rules.md §11). This reports what OME does with the named runtime instead.
 */
import { evaluateRuntime, evaluationContext } from './evaluate';
import { needsCacheProvider } from './match';
import { reasonText, type Reason } from './reasons';
import { selectionErrorText, type SelectionError } from './select';
import {
  scopeOf,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type Scope,
  type SelectionInput,
  type ServingRuntime,
} from './types';

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
  readonly said: ExplicitMessage | null;
  /** `said` in OME's words. */
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

/** What OME says about a named runtime, as data; `explicitMessageText` words it (§10.1, §11). */
export type ExplicitMessage =
  /**
   * `ModelValidationError`: `ValidateRuntime` checks the model before it looks the runtime up, so
   * a model whose format OME's agent has not filled yet stops it, whatever the runtime.
   */
  | { readonly code: 'invalid-model'; readonly error: SelectionError }
  /** `RuntimeNotFoundError`. v1.3 records the reference's kind: a ServingRuntime-kind lookup, which
   * never searches cluster scope, does not claim to have. */
  | {
      readonly code: 'not-found';
      readonly runtime: string;
      readonly namespace: string;
      readonly namespaceOnly: boolean;
    }
  /** `RuntimeDisabledError`. */
  | { readonly code: 'disabled'; readonly runtime: string; readonly scope: Scope }
  /** v1.2.2's compatibility check dereferences both size bounds, as the ranking does. */
  | { readonly code: 'nil-pointer-panic'; readonly runtime: string }
  /**
   * `RuntimeCompatibilityError` as `ValidateRuntime` returns it, in both versions. `IsCompatible`
   * returns its own error for an accelerator-class (or deployment-mode) failure, with the model
   * name left empty ("does not support model : …"); `ValidateRuntime` builds the format and size
   * failures itself, naming the model by its format.
   */
  | {
      readonly code: 'incompatible';
      readonly runtime: string;
      readonly modelName: string;
      readonly failure: Reason;
    }
  /** v1.3's webhook warning when it proceeds with an incompatible runtime anyway. */
  | {
      readonly code: 'proceeding';
      readonly runtime: string;
      readonly model: string;
      readonly error: ExplicitMessage & { readonly code: 'incompatible' };
    };

export function explicitMessageText(message: ExplicitMessage): string {
  switch (message.code) {
    case 'invalid-model':
      return selectionErrorText(message.error);
    case 'not-found':
      return message.namespaceOnly
        ? `ServingRuntime ${message.runtime} not found in namespace ${message.namespace}`
        : `runtime ${message.runtime} not found in namespace ${message.namespace} or at cluster scope`;
    case 'disabled': {
      const scope = message.scope === 'Namespaced' ? 'namespace-scoped' : 'cluster-scoped';
      return `${scope} runtime ${message.runtime} is disabled`;
    }
    case 'nil-pointer-panic':
      return selectionErrorText(message);
    case 'incompatible':
      return `runtime ${message.runtime} does not support model ${message.modelName}: ${reasonText(message.failure)}`;
    case 'proceeding':
      return (
        `runtime "${message.runtime}" does not declare support for model "${message.model}" ` +
        `(${explicitMessageText(message.error)}); proceeding because the runtime was named explicitly`
      );
  }
}

const incompatibleMessage = (runtime: string, failure: Reason, model: BaseModel) =>
  ({
    code: 'incompatible',
    runtime,
    modelName:
      failure.check === 'accelerator-class' || failure.check === 'deployment-mode'
        ? ''
        : model.modelFormat.name,
    failure,
  }) as const;

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
  const verdict = (
    used: boolean,
    incompatibility: Reason | null,
    said: ExplicitMessage | null,
  ): ExplicitRuntimeVerdict => ({
    name: ref.name,
    requestedKind,
    resolved,
    used,
    incompatibility,
    said,
    message: said === null ? null : explicitMessageText(said),
  });
  // OME validates the model first (§11): no format, no runtime, named or not.
  if (model.modelFormat.name === '') {
    return verdict(false, null, {
      code: 'invalid-model',
      error: { code: 'model-format-missing' },
    });
  }
  if (resolved === null) {
    const namespaceOnly = version === '1.3' && requestedKind === 'ServingRuntime';
    return verdict(false, null, {
      code: 'not-found',
      runtime: ref.name,
      namespace: isvc.namespace,
      namespaceOnly,
    });
  }
  if (resolved.disabled === true) {
    const scope = scopeOf(resolved.kind);
    return verdict(false, { check: 'disabled' }, { code: 'disabled', runtime: ref.name, scope });
  }
  const evaluation = evaluateRuntime(evaluationContext(model, isvc, version), resolved);
  const failure = evaluation.failure;
  if (evaluation.panics) {
    return verdict(false, failure, { code: 'nil-pointer-panic', runtime: resolved.name });
  }
  // Only compatibility (Q1–Q5) matters for a named runtime; autoSelect and score do not.
  const incompatible =
    failure !== null &&
    ['accelerator-class', 'deployment-mode', 'format-mismatch', 'size-out-of-range'].includes(
      failure.check,
    );
  if (!incompatible) return verdict(true, null, null);
  const error = incompatibleMessage(ref.name, failure, model);
  // v1.2.2 refuses an incompatible runtime; v1.3 refuses it only for a Sharded model, which
  // cannot load without a cache provider, and otherwise proceeds with a warning.
  if (version === '1.2.2' || needsCacheProvider(model, version)) {
    return verdict(false, failure, error);
  }
  return verdict(true, failure, {
    code: 'proceeding',
    runtime: ref.name,
    model: model.name,
    error,
  });
}

/** `explicitRuntimeVerdict` for a resolved question, at its OME version; null without a model. */
export function explicitVerdictFor(input: SelectionInput): ExplicitRuntimeVerdict | null {
  const model = input.model;
  return model === null
    ? null
    : explicitRuntimeVerdict(
        input.inferenceService,
        model,
        input.runtimes,
        input.omeVersion ?? '1.3',
      );
}
