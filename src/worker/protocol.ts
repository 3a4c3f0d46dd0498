/**
 * The typed messages between the main thread and the engine worker. Everything here is plain,
 * structured-cloneable data: no classes, functions or Maps cross the boundary.
 *
 * One request carries the whole input (the YAML text, what to rank, the namespace, the OME
 * behaviour), so a response never depends on earlier messages and any response can be dropped.
 */
import type { Explanation, ModelKind, OmeVersion } from '../engine';
import type { Diagnostic, EntryLocation } from '../manifests';

/** What to rank: `kubectl ome runtime explain --model NAME` or `--isvc NAME`. */
export type RankTarget =
  | { readonly kind: 'model'; readonly name: string }
  | { readonly kind: 'isvc'; readonly name: string };

export interface EngineRequest {
  /** Increases with every request; a response answers the request with the same id. */
  readonly id: number;
  readonly sources: readonly { readonly name: string; readonly text: string }[];
  readonly target: RankTarget;
  readonly namespace: string;
  readonly omeVersion: OmeVersion;
}

/** The explanation without `ranking`, which repeats the input objects the UI never reads. */
export type ExplanationData = Omit<Explanation, 'ranking'>;

/** Where a runtime's supportedModelFormats entries are written, so the table can edit them. */
export interface RuntimeSource {
  readonly source: string;
  readonly document: number;
  /** Same order as `supportedModelFormats` and the row's `entries`. */
  readonly entries: readonly EntryLocation[];
}

/** The things in the manifests one can rank for, and the namespaces they mention. */
export interface Choices {
  readonly models: readonly {
    readonly name: string;
    readonly kind: ModelKind;
    readonly namespace: string | null;
  }[];
  readonly inferenceServices: readonly {
    readonly name: string;
    readonly namespace: string | null;
  }[];
  readonly namespaces: readonly string[];
}

export interface RankingResult {
  readonly explanation: ExplanationData;
  /** `kubectl ome runtime explain` at width 80, as the terminal shows it. */
  readonly kubectlText: string;
  /** Keyed by the row's `key` (scope/name). */
  readonly runtimeSources: Readonly<Record<string, RuntimeSource>>;
  /** Candidates in the namespace or at cluster scope; 0 means kubectl prints "No serving runtimes found". */
  readonly candidateCount: number;
}

export interface EngineResponse {
  readonly id: number;
  /** Loader diagnostics plus one `unknown-model` per InferenceService whose model is missing. */
  readonly diagnostics: readonly Diagnostic[];
  readonly choices: Choices;
  /** Null when nothing could be ranked; `error` then says why. */
  readonly result: RankingResult | null;
  /** What stopped the ranking (the model or InferenceService was not found, or the worker failed). */
  readonly error: string | null;
}

export type WorkerInbound = EngineRequest;
export type WorkerOutbound = EngineResponse;
