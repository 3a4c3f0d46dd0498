/**
 * `ome-sim accelerator explain`'s output (docs/cli.md): a line naming the runtime the decision is
 * made on, then the decision's table (accelerator-table.ts); or the `-o json` document, the
 * decision's JSON (accelerator-json.ts) with the question around it. Field names and order are
 * part of the interface; add fields, never rename them.
 */
import type { AcceleratorDecision, Question, RuntimeInUse, Scope } from '../engine';
import {
  acceleratorJson,
  type AcceleratorRuntimeJson,
  type ComponentJson,
} from './accelerator-json';
import { renderAcceleratorTable } from './accelerator-table';
import { sanitizeCell } from './width';

/** What a decision is shown with: the InferenceService, and the runtime the decision is made on. */
export interface AcceleratorAnswer {
  readonly inferenceService: string;
  readonly namespace: string;
  readonly uses: RuntimeInUse;
  /** Why OME has no runtime to decide on; null when it has one. */
  readonly noRuntime: string | null;
  readonly decision: AcceleratorDecision;
}

/** `InferenceService svc in namespace ns: runtime rt (ClusterServingRuntime), selected by OME`. */
export function runtimeLine(view: AcceleratorAnswer): string {
  const head = `InferenceService ${view.inferenceService} in namespace ${view.namespace}`;
  const runtime = view.decision.runtime;
  if (runtime === null) return `${head}: no runtime (${view.noRuntime ?? 'none'})`;
  const how = view.uses.named ? 'named in spec.runtime.name' : 'selected by OME';
  return `${head}: runtime ${runtime.name} (${runtime.kind}), ${how}`;
}

/** The table text: the runtime line, then the decision at `width` (0: no wrapping). */
export const renderAcceleratorExplain = (view: AcceleratorAnswer, width: number): string =>
  `${sanitizeCell(runtimeLine(view))}\n\n${renderAcceleratorTable(view.decision, width)}`;

/** The `-o json` document of `ome-sim accelerator explain` (docs/cli.md), also the library's. */
export interface AcceleratorExplanationJson {
  /** The namespace asked in (`-n`). */
  readonly namespace: string;
  /** The InferenceService asked about (`--isvc`). */
  readonly inferenceService: string;
  /** kubectl's error when the question does not resolve (the InferenceService not found). */
  readonly error: string | null;
  /** The runtime OME decides on: the one named in spec.runtime (`named`), else the selected one. */
  readonly uses: { readonly name: string; readonly scope: Scope; readonly named: boolean } | null;
  /** Why OME has no runtime to decide on; null when it has one. */
  readonly noRuntime: string | null;
  /** The runtime the decision is made on (`uses` as an object); null when none. */
  readonly runtime: AcceleratorRuntimeJson | null;
  /** The engine, then the decoder: what each runs on, every candidate class and what applies. */
  readonly components: readonly ComponentJson[];
  /** Notes printed on standard error too (the OME release). */
  readonly notes: readonly string[];
  /** The OME release asked for, as written. */
  readonly omeRelease: string;
  /** What was asked, as runtime explain's `question`. */
  readonly question: Question;
  /** ome-sim's `hint:` lines, without `hint: `. */
  readonly hintText: readonly string[];
}

export interface AcceleratorJsonExtras {
  readonly question: Question;
  readonly notes: readonly string[];
  readonly omeRelease: string;
  readonly hintText: readonly string[];
}

/** The document of a decision made (`view`), or of a question that did not resolve (`error`). */
export function acceleratorExplanationJson(
  answer:
    | { readonly view: AcceleratorAnswer; readonly error?: undefined }
    | { readonly view: null; readonly error: string },
  extras: AcceleratorJsonExtras,
): AcceleratorExplanationJson {
  const { view } = answer;
  const decision =
    view === null ? { runtime: null, components: [] } : acceleratorJson(view.decision);
  const uses = view?.uses.runtime ?? null;
  return {
    namespace: extras.question.namespace,
    inferenceService: extras.question.name,
    error: view === null ? answer.error : null,
    uses: uses === null || view === null ? null : { ...uses, named: view.uses.named },
    noRuntime: view?.noRuntime ?? null,
    runtime: decision.runtime,
    components: decision.components,
    notes: extras.notes,
    omeRelease: extras.omeRelease,
    question: extras.question,
    hintText: extras.hintText,
  };
}
