/**
 * Findings that depend on the model and the ranking: the surprises OME's docs warn about
 * (a tie one edit can flip, the autoSelect quirk of §7.3 a, a size range that is never checked).
 */
import type { RuntimeEvaluation } from './evaluate';
import type { Finding } from './findings';
import { formatParameterCount } from './format';
import { entryMatches } from './match';
import type { RankedRuntime } from './select';
import type { BaseModel, OmeVersion } from './types';

/**
 * The pick itself is a tie: the selected runtime and the runner-up share a scope and a score, and
 * only size distance or name separates them, so one priority change on either flips the choice.
 * Reported on both runtimes. Ties further down the ranking don't change what OME picks.
 */
export function tieFindings(ranked: readonly RankedRuntime[], index: number): Finding[] {
  const [first, second] = ranked;
  if (first === undefined || second === undefined || index > 1) return [];
  if (first.scope !== second.scope || first.score !== second.score) return [];
  const [current, other] = index === 0 ? [first, second] : [second, first];
  const decider = second.placement === 'distance' ? 'size distance' : 'name';
  const distances =
    decider === 'size distance'
      ? ` (${formatParameterCount(current.distance ?? 0)} vs ${formatParameterCount(other.distance ?? 0)})`
      : '';
  return [
    {
      code: 'ambiguous-tie',
      entry: null,
      message:
        `Ties with ${other.runtime.name} on score ${current.score} for the pick; only the ${decider}${distances} ` +
        `puts ${first.runtime.name} first, so one priority change on either runtime flips the selection`,
    },
  ];
}

/** A range that bounds nothing: none, or `{}`. Its size distance is 0 for every model (§6.3). */
const isUnbounded = (runtime: RankedRuntime['runtime']): boolean =>
  runtime.modelSizeRange === null ||
  (runtime.modelSizeRange.min === null && runtime.modelSizeRange.max === null);

/**
 * §6.3, §8 step 2: a runtime without a modelSizeRange has size distance 0, the smallest there is,
 * so it wins the size tie-break against every runtime that ties it on score and does bound the
 * size: a generic runtime takes models that have their own, sized runtimes (before OME commit
 * 76b28e0b ranged runtimes won instead, §13 #12). Reported on the pick, naming the runtimes it
 * beat that way; only when the pick itself was decided so (the runner-up is placed by distance).
 */
export function unrangedWinnerFindings(ranked: readonly RankedRuntime[], index: number): Finding[] {
  const [first, second] = ranked;
  if (index !== 0 || first === undefined || second?.placement !== 'distance') return [];
  if (!isUnbounded(first.runtime)) return [];
  const beaten = ranked.filter(
    (r) =>
      r !== first &&
      r.scope === first.scope &&
      r.score === first.score &&
      !isUnbounded(r.runtime) &&
      (r.distance ?? 0) > 0,
  );
  const names = beaten.map((r) => `${r.runtime.name} (${formatParameterCount(r.distance ?? 0)})`);
  return [
    {
      code: 'unranged-runtime-wins',
      entry: null,
      message:
        `Has no modelSizeRange, so its size distance is 0 and it wins the size tie-break against ` +
        `${names.join(', ')}, which tie it on score ${first.score}; a runtime without a range takes ` +
        'models of any size from the runtimes sized for them',
    },
  ];
}

/**
 * §7.3 a: the score ignores architecture, quantization and pipeline, so a runtime can be picked
 * through an entry that doesn't match the model while the matching entry is autoSelect false.
 */
export function autoSelectQuirkFinding(
  model: BaseModel,
  evaluation: RuntimeEvaluation,
  version: OmeVersion,
): Finding | null {
  if (evaluation.failure !== null || evaluation.scoringEntry < 0) return null;
  if (evaluation.scoringEntry === evaluation.matchingEntry) return null;
  const scoring = evaluation.runtime.supportedModelFormats[evaluation.scoringEntry]!;
  if (entryMatches(model, scoring, version)) return null;
  return {
    code: 'autoselect-quirk',
    entry: evaluation.scoringEntry,
    message:
      `Qualifies through entry ${evaluation.matchingEntry + 1}, which matches the model, but its score ` +
      `comes from entry ${evaluation.scoringEntry + 1}, which does not match it: the score ignores ` +
      'modelArchitecture, quantization and diffusionPipeline',
  };
}

/** OME's warning "model does not specify size, but runtime has size constraints" (§3 notes). */
export function sizeRangeUncheckedFinding(
  model: BaseModel,
  evaluation: RuntimeEvaluation,
): Finding | null {
  if (model.modelParameterSize !== null || evaluation.runtime.modelSizeRange === null) return null;
  // Only a runtime that qualifies: on a rejected one the range is moot (docs/selection-rules.md).
  if (evaluation.failure !== null) return null;
  return {
    code: 'size-range-unchecked',
    entry: null,
    message:
      "The model has no modelParameterSize, so this runtime's modelSizeRange is not checked and plays no part in the tie-break",
  };
}
