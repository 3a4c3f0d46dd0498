/**
 * Findings: things about a runtime that don't change the ranking but explain OME's surprises or
 * predict an admission rejection (docs/selection-rules.md §1.5, §12; the v1.3 inheritance note).
 */
import type { OmeVersion, ServingRuntime } from './types';
import { priorityConflict } from './webhook';

/** Every finding the engine can report (a meta-test checks each is reached by some scenario). */
export const FINDING_CODES = [
  'webhook-priority-conflict',
  'priority-below-minimum',
  'entry-missing-format',
  'entry-missing-framework',
  'child-runtime-autoselect',
  'ambiguous-tie',
  'unranged-runtime-wins',
  'autoselect-quirk',
  'size-range-unchecked',
  'version-reading-differs',
] as const;
/**
 * What a finding is about; none changes the ranking (docs/selection-rules.md §1.5):
 * - `webhook-priority-conflict`: OME's admission webhook would reject the runtime: its
 *   `autoSelect: true` entries of one entry name set different priorities (§12);
 * - `priority-below-minimum`: an entry's priority is below 1, which the CRD refuses (§1.5);
 * - `entry-missing-format`, `entry-missing-framework`: an entry without `modelFormat.name` or
 *   `modelFramework.name`, which OME's validation requires (§E7.9);
 * - `child-runtime-autoselect`: a runtime that inherits (`ome.io/inherit-from`) sets
 *   `autoSelect: true`, but selection reads only its own spec (§13 #9);
 * - `ambiguous-tie`: the pick and the runner-up share scope and score, and only size distance or
 *   name separates them, so one priority change flips the pick (§8); on both runtimes;
 * - `unranged-runtime-wins`: the pick has no `modelSizeRange` (size distance 0) and beats ranged
 *   runtimes of the same score on the size tie-break (§6.3);
 * - `autoselect-quirk`: the score comes from an entry that does not match the model, since the
 *   score ignores architecture, quantization and pipeline (§7.3 a);
 * - `size-range-unchecked`: the model has no `modelParameterSize`, so this qualifying runtime's
 *   range is neither checked nor used for the tie-break (OME's warning, §3);
 * - `version-reading-differs`: OME and semver read an entry's version constraint differently;
 *   OME's reading ranks (§5.5).
 */
export type FindingCode = (typeof FINDING_CODES)[number];

/**
 * A finding on a ranked runtime. How severe it is belongs to the `ome-sim lint` rule of the same
 * id (src/lint/rules/), which every surface reads, so one finding has one severity everywhere.
 */
export interface Finding {
  readonly code: FindingCode;
  /** Entry index the finding is about, when it is about one. */
  readonly entry: number | null;
  readonly message: string;
}

/** Every finding on one runtime, in entry order, the webhook rule first. */
export function findingsFor(runtime: ServingRuntime, version: OmeVersion): Finding[] {
  const findings: Finding[] = [];
  const conflict = priorityConflict(runtime, version);
  if (conflict !== null) {
    findings.push({
      code: 'webhook-priority-conflict',
      entry: conflict.conflictingEntry,
      message: `The admission webhook would reject this runtime: ${conflict.message}`,
    });
  }
  runtime.supportedModelFormats.forEach((entry, index) => {
    if (entry.priority !== null && entry.priority < 1) {
      findings.push({
        code: 'priority-below-minimum',
        entry: index,
        message: `spec.supportedModelFormats[${index}].priority is ${entry.priority}; the CRD requires at least 1, so the API server would reject it`,
      });
    }
    if (entry.modelFormat === null || entry.modelFormat.name === '') {
      findings.push({
        code: 'entry-missing-format',
        entry: index,
        message: `spec.supportedModelFormats[${index}]: modelFormat.name is required`,
      });
    }
    if (entry.modelFramework === null || entry.modelFramework.name === '') {
      findings.push({
        code: 'entry-missing-framework',
        entry: index,
        message: `spec.supportedModelFormats[${index}]: modelFramework.name is required`,
      });
    }
  });
  if (
    runtime.inheritFrom !== null &&
    runtime.supportedModelFormats.some((e) => e.autoSelect === true)
  ) {
    findings.push({
      code: 'child-runtime-autoselect',
      entry: null,
      message:
        `This runtime inherits from ${runtime.inheritFrom}, but selection reads only its own spec ` +
        '(no inheritance); OME advises naming a child runtime instead of setting autoSelect: true on it',
    });
  }
  return findings;
}
