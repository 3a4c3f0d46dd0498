/**
 * Scores (docs/selection-rules.md §7): the entry score, the runtime score, and the PRIORITY/WEIGHT
 * match details that the explain table prints.
 */
import type { BaseModel, FormatRequirement, SupportedModelFormat } from './types';
import { versionAccepts } from './version';

/** `Config.DefaultPriority`, `ModelFormatWeight`, `ModelFrameworkWeight` (§1.4). */
export const DEFAULT_PRIORITY = 1;
export const ZERO_FORMAT_WEIGHT_SCORE = 10;
export const ZERO_FRAMEWORK_WEIGHT_SCORE = 5;

export const effectivePriority = (entry: SupportedModelFormat): number =>
  entry.priority ?? DEFAULT_PRIORITY;

/** `weight: 0` counts as 10 (format) or 5 (framework); every other weight, negative too, as is. */
export const effectiveFormatWeight = (weight: number): number =>
  weight === 0 ? ZERO_FORMAT_WEIGHT_SCORE : weight;
export const effectiveFrameworkWeight = (weight: number): number =>
  weight === 0 ? ZERO_FRAMEWORK_WEIGHT_SCORE : weight;

/**
 * Why an entry scores 0 before any arithmetic (§7.1, §7.2); null when its terms are counted:
 * - `autoselect-false`: the entry says `autoSelect: false`, so it takes no part in the score;
 * - `format-name`: its `modelFormat.name` is not the model's;
 * - `format-version`: both sides give a format version and the entry's operator refuses the
 *   model's (§5.3; a version on one side only does not block, §7.3 c);
 * - `framework-name`: both have a framework, with different names;
 * - `framework-version`: both give a framework version and the operator refuses the model's;
 * - `framework-presence`: a framework on one side only.
 */
export type ScoreBlock =
  | 'autoselect-false'
  | 'format-name'
  | 'format-version'
  | 'framework-name'
  | 'framework-version'
  | 'framework-presence';

/** The score terms of one entry: (formatTerm + frameworkTerm) × priority = score. */
export interface EntryScore {
  readonly index: number;
  readonly block: ScoreBlock | null;
  /** The weight as written/defaulted, and the value the score used (0 → 10 or 5); null = no term. */
  readonly formatWeight: number | null;
  readonly formatTerm: number | null;
  readonly frameworkWeight: number | null;
  readonly frameworkTerm: number | null;
  readonly priority: number;
  readonly score: number;
}

/** Version agreement for the score: one-sided versions count as matching here, unlike §4 (§7.3 c). */
function scoreVersionsAgree(entry: FormatRequirement, modelVersion: string | null): boolean {
  if (entry.version === null || modelVersion === null) return true;
  return versionAccepts(entry.version, entry.operator, modelVersion);
}

/** Why `CalculateFormatScore` returns 0 for this entry (ignoring weights), or null if it scores. */
function scoreBlock(model: BaseModel, entry: SupportedModelFormat): ScoreBlock | null {
  const format = entry.modelFormat;
  if (format !== null) {
    if (format.name !== model.modelFormat.name) return 'format-name';
    if (!scoreVersionsAgree(format, model.modelFormat.version)) return 'format-version';
  }
  const framework = entry.modelFramework;
  const modelFramework = model.modelFramework;
  if (framework !== null && modelFramework !== null) {
    if (framework.name !== modelFramework.name) return 'framework-name';
    if (!scoreVersionsAgree(framework, modelFramework.version)) return 'framework-version';
    return null;
  }
  // A framework on one side only: the framework can't match, and the code scores 0.
  return framework === null && modelFramework === null ? null : 'framework-presence';
}

/**
 * `CalculateFormatScore` (§7.1) with the entry's priority, as terms.
 * Architecture, quantization and the diffusion pipeline are ignored here (§7.3 a).
 */
export function entryScore(
  model: BaseModel,
  entry: SupportedModelFormat,
  index: number,
  priority: number = effectivePriority(entry),
): EntryScore {
  const block = entry.autoSelect === false ? 'autoselect-false' : scoreBlock(model, entry);
  if (block !== null) {
    return {
      index,
      block,
      formatWeight: null,
      formatTerm: null,
      frameworkWeight: null,
      frameworkTerm: null,
      priority,
      score: 0,
    };
  }
  const format = entry.modelFormat;
  const framework = entry.modelFramework;
  const formatTerm = format === null ? null : effectiveFormatWeight(format.weight);
  const frameworkTerm = framework === null ? null : effectiveFrameworkWeight(framework.weight);
  return {
    index,
    block: null,
    formatWeight: format === null ? null : format.weight,
    formatTerm,
    frameworkWeight: framework === null ? null : framework.weight,
    frameworkTerm,
    priority,
    score: ((formatTerm ?? 0) + (frameworkTerm ?? 0)) * priority,
  };
}

/** The score alone, without building terms: the ranking hot path. Same rules as `entryScore`. */
export function entryScoreValue(model: BaseModel, entry: SupportedModelFormat): number {
  if (entry.autoSelect === false || scoreBlock(model, entry) !== null) return 0;
  const priority = effectivePriority(entry);
  const format = entry.modelFormat;
  const framework = entry.modelFramework;
  const formatTerm = format === null ? 0 : effectiveFormatWeight(format.weight);
  const frameworkTerm = framework === null ? 0 : effectiveFrameworkWeight(framework.weight);
  return (formatTerm + frameworkTerm) * priority;
}

/**
 * `CalculateScore` (§7.2): the best entry score, starting from 0, over entries whose autoSelect is
 * not false (unset counts). Returns the score and the first entry that reached it (-1 if none > 0).
 */
export function runtimeScore(
  model: BaseModel,
  entries: readonly SupportedModelFormat[],
): { score: number; entryIndex: number } {
  let score = 0;
  let entryIndex = -1;
  for (let i = 0; i < entries.length; i++) {
    const value = entryScoreValue(model, entries[i] as SupportedModelFormat);
    if (value > score) {
      score = value;
      entryIndex = i;
    }
  }
  return { score, entryIndex };
}

/**
 * `evaluateFormatMatch` (§7.4) on the first matching entry M: PRIORITY is M's priority (or 1);
 * WEIGHT adds each positive weight × priority, with no 0 → 10/5 substitution. The framework term
 * needs a framework on both sides (M fully matched, so they agree).
 */
export function matchDetails(
  model: BaseModel,
  entry: SupportedModelFormat,
): { priority: number; weight: number } {
  const priority = effectivePriority(entry);
  const format = entry.modelFormat;
  const framework = entry.modelFramework;
  let weight = format !== null && format.weight > 0 ? format.weight * priority : 0;
  if (framework !== null && model.modelFramework !== null && framework.weight > 0) {
    weight += framework.weight * priority;
  }
  return { priority, weight };
}
