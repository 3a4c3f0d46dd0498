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
 * A runtime whose place against its neighbour is decided by size distance or name only: equal
 * scores, so a one-step priority change on either flips them. A warning when the pick is at stake.
 */
export function tieFindings(ranked: readonly RankedRuntime[], index: number): Finding[] {
  const current = ranked[index];
  if (current === undefined) return [];
  const findings: Finding[] = [];
  for (const [other, below] of [
    [ranked[index - 1], false],
    [ranked[index + 1], true],
  ] as const) {
    if (other === undefined || other.scope !== current.scope || other.score !== current.score)
      continue;
    const decider = (below ? other : current).placement === 'distance' ? 'size distance' : 'name';
    const involvesPick = (below ? current : other).rank === 1;
    const distance =
      decider === 'size distance'
        ? ` (${formatParameterCount(current.distance ?? 0)} vs ${formatParameterCount(other.distance ?? 0)})`
        : '';
    findings.push({
      code: 'ambiguous-tie',
      severity: involvesPick ? 'warning' : 'info',
      entry: null,
      message:
        `Ties with ${other.runtime.name} on score ${current.score}; only the ${decider}${distance} ` +
        `puts it ${below ? 'above' : 'below'}, so one priority change on either flips them` +
        (involvesPick ? ', and with them the selected runtime' : ''),
    });
  }
  return findings;
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
    severity: 'warning',
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
  if (evaluation.matchingEntry < 0) return null;
  return {
    code: 'size-range-unchecked',
    severity: 'info',
    entry: null,
    message:
      "The model has no modelParameterSize, so this runtime's modelSizeRange is not checked and plays no part in the tie-break",
  };
}
