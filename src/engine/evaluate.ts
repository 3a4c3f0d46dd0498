/**
 * One runtime against one model: checks Q1–Q7 in OME's order (docs/selection-rules.md §3), the
 * score (§7.2), the match details (§7.4) and the size distance (§6.3).
 */
import { acceleratorClassFailure, deploymentModeFailure, isDisabled } from './checks';
import { entryMismatchParts, firstMatchingEntry, modelFormatLabel } from './match';
import type { MismatchPart, Reason } from './reasons';
import { matchDetails, runtimeScore } from './score';
import {
  fitsSizeRange,
  hasMissingBound,
  parseModelSize,
  sizeDistance,
  sizeRangeLabel,
} from './size';
import {
  scopeOf,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type Scope,
  type ServingRuntime,
  type SupportedModelFormat,
} from './types';

export interface RuntimeEvaluation {
  readonly runtime: ServingRuntime;
  readonly scope: Scope;
  /** The first failing check, or null when the runtime qualifies. */
  readonly failure: Reason | null;
  /** Index of the first fully matching entry M (§3 Q4), or -1. */
  readonly matchingEntry: number;
  /** Runtime score (§7.2); computed once Q1–Q6 pass, else 0. */
  readonly score: number;
  /** The first entry that reached the score, or -1. */
  readonly scoringEntry: number;
  /** PRIORITY and WEIGHT (§7.4), from M; null without M. */
  readonly priority: number | null;
  readonly weight: number | null;
  /** Size distance (§6.3) when the model has a modelParameterSize, else null. */
  readonly distance: number | null;
  /** v1.2.2 only: this runtime's one-bound range makes OME's selection panic (§13 #2). */
  readonly panics: boolean;
}

/** What stays the same for every runtime in one selection, computed once. */
export interface EvaluationContext {
  readonly model: BaseModel;
  readonly isvc: InferenceService | null;
  readonly version: OmeVersion;
  /** Parsed `modelParameterSize`, or null when the model has none ("" counts as set: 0). */
  readonly size: number | null;
  /** The model's `mt:…` label for format-mismatch reasons, built once. */
  readonly label: string;
}

export function evaluationContext(
  model: BaseModel,
  isvc: InferenceService | null,
  version: OmeVersion,
): EvaluationContext {
  const size = model.modelParameterSize === null ? null : parseModelSize(model.modelParameterSize);
  return { model, isvc, version, size, label: modelFormatLabel(model) };
}

function rejected(
  runtime: ServingRuntime,
  failure: Reason,
  partial: Partial<
    Pick<RuntimeEvaluation, 'matchingEntry' | 'priority' | 'weight' | 'score' | 'scoringEntry'>
  > = {},
): RuntimeEvaluation {
  return {
    runtime,
    scope: scopeOf(runtime.kind),
    failure,
    matchingEntry: partial.matchingEntry ?? -1,
    score: partial.score ?? 0,
    scoringEntry: partial.scoringEntry ?? -1,
    priority: partial.priority ?? null,
    weight: partial.weight ?? null,
    distance: null,
    panics: false,
  };
}

/**
 * Q4 failure: one mismatch list per entry, in entry order (§4.2). Most runtimes in a cluster fail
 * here, so the per-entry differences are worked out only when first read. The class keeps
 * construction cheap (an accessor on an object literal is not); on first read `entries` becomes
 * an ordinary own property, so JSON and structured clone see a plain reason.
 */
class FormatMismatch {
  readonly check = 'format-mismatch' as const;
  readonly label: string;
  readonly #ctx: EvaluationContext;
  readonly #runtime: ServingRuntime;

  constructor(ctx: EvaluationContext, runtime: ServingRuntime) {
    this.label = ctx.label;
    this.#ctx = ctx;
    this.#runtime = runtime;
  }

  get entries(): MismatchPart[][] {
    const ctx = this.#ctx;
    const value = this.#runtime.supportedModelFormats.map((e) =>
      entryMismatchParts(ctx.model, e, ctx.version),
    );
    Object.defineProperty(this, 'entries', { value, enumerable: true });
    return value;
  }
}

const formatMismatch = (ctx: EvaluationContext, runtime: ServingRuntime): Reason =>
  new FormatMismatch(ctx, runtime);

/** Q5 label: v1.3 prints open bounds as `(-inf` / `inf)`; v1.2.2 always prints `[min, max]`. */
function rangeLabel(ctx: EvaluationContext, runtime: ServingRuntime): string {
  const range = runtime.modelSizeRange;
  if (range === null) return '';
  return ctx.version === '1.3' ? sizeRangeLabel(range) : `[${range.min ?? ''}, ${range.max ?? ''}]`;
}

/** Evaluates one candidate runtime through Q1–Q7; the first failing check is its reason. */
export function evaluateRuntime(
  ctx: EvaluationContext,
  runtime: ServingRuntime,
): RuntimeEvaluation {
  if (isDisabled(runtime)) return rejected(runtime, { check: 'disabled' });
  const acceleratorFailure = acceleratorClassFailure(runtime, ctx.isvc);
  if (acceleratorFailure !== null) return rejected(runtime, acceleratorFailure);
  if (ctx.version === '1.3') {
    const modeFailure = deploymentModeFailure(runtime, ctx.isvc);
    if (modeFailure !== null) return rejected(runtime, modeFailure);
  }

  const entries = runtime.supportedModelFormats;
  const matchingEntry = firstMatchingEntry(ctx.model, entries, ctx.version);
  if (matchingEntry < 0) return rejected(runtime, formatMismatch(ctx, runtime));
  const matching = entries[matchingEntry] as SupportedModelFormat;
  const details = matchDetails(ctx.model, matching);
  const known = { matchingEntry, priority: details.priority, weight: details.weight };

  const range = runtime.modelSizeRange;
  if (ctx.size !== null && range !== null) {
    if (ctx.version === '1.2.2' && hasMissingBound(range)) {
      return { ...rejected(runtime, sizeFailure(ctx, runtime), known), panics: true };
    }
    if (!fitsSizeRange(ctx.size, range)) return rejected(runtime, sizeFailure(ctx, runtime), known);
  }

  if (!entries.some((e) => e.autoSelect === true)) {
    return rejected(runtime, { check: 'no-autoselect-entry' }, known);
  }
  const { score, entryIndex } = runtimeScore(ctx.model, entries);
  if (score <= 0) {
    const failure: Reason =
      matching.autoSelect === true
        ? { check: 'score-not-positive', priorityIsZero: matching.priority === 0 }
        : { check: 'matching-entry-not-autoselect', formatName: ctx.model.modelFormat.name };
    return rejected(runtime, failure, { ...known, score, scoringEntry: entryIndex });
  }
  return {
    runtime,
    scope: scopeOf(runtime.kind),
    failure: null,
    matchingEntry,
    score,
    scoringEntry: entryIndex,
    priority: details.priority,
    weight: details.weight,
    distance: ctx.size === null ? null : sizeDistance(ctx.size, range),
    panics: false,
  };
}

function sizeFailure(ctx: EvaluationContext, runtime: ServingRuntime): Reason {
  return {
    check: 'size-out-of-range',
    size: ctx.model.modelParameterSize ?? '',
    rangeLabel: rangeLabel(ctx, runtime),
  };
}
