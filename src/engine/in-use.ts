/**
 * The runtime OME uses for a question, the one answer every surface gives (docs/selection-rules.md
 * §11): for an InferenceService that names its runtime (`spec.runtime.name`), that runtime when
 * OME may use it, and none when it refuses it; otherwise the runtime ranking selects.
 */
import { explicitVerdictFor, type ExplicitRuntimeVerdict } from './explicit';
import { rankRuntimes, type Ranking } from './select';
import { scopeOf, type Scope, type SelectionInput, type ServingRuntime } from './types';

export interface RuntimeInUse {
  /** The runtime OME uses, or null. */
  readonly runtime: { readonly name: string; readonly scope: Scope } | null;
  /** The InferenceService names its runtime: OME uses (or refuses) that one and ranks nothing. */
  readonly named: boolean;
  /**
   * For a named runtime, OME's words when it proceeds with a warning or refuses it; null when it
   * uses it without a word, and for a ranked pick (whose failure is the ranking's error).
   */
  readonly message: string | null;
}

/** The runtime OME uses for an InferenceService that names one: that one, or none. */
export function namedRuntimeInUse(explicit: ExplicitRuntimeVerdict): RuntimeInUse {
  const runtime =
    explicit.used && explicit.resolved !== null
      ? { name: explicit.resolved.name, scope: scopeOf(explicit.resolved.kind) }
      : null;
  return { runtime, named: true, message: explicit.message };
}

export function runtimeInUse(
  ranking: Ranking,
  explicit: ExplicitRuntimeVerdict | null,
): RuntimeInUse {
  if (explicit !== null) return namedRuntimeInUse(explicit);
  const selected = ranking.selected;
  return {
    runtime: selected === null ? null : { name: selected.runtime.name, scope: selected.scope },
    named: false,
    message: null,
  };
}

/** What OME uses for a resolved question, worked out from its input (no explanation needed). */
export function runtimeInUseFor(input: SelectionInput): RuntimeInUse {
  const explicit = explicitVerdictFor(input);
  if (explicit !== null) return namedRuntimeInUse(explicit);
  return runtimeInUse(rankRuntimes(input), null);
}

/** The runtime object OME uses, among the question's runtimes (the accelerator decision reads it). */
export function runtimeInUseObject(
  input: SelectionInput,
  uses: RuntimeInUse,
): ServingRuntime | null {
  const ref = uses.runtime;
  if (ref === null) return null;
  return (
    input.runtimes.find(
      (r) =>
        r.name === ref.name &&
        scopeOf(r.kind) === ref.scope &&
        (ref.scope === 'Cluster' || (r.namespace ?? input.namespace) === input.namespace),
    ) ?? null
  );
}
