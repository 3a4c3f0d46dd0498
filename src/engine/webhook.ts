/**
 * The webhook's priority rule (docs/selection-rules.md §12): advisory findings on a runtime,
 * never part of the ranking, which evaluates manifests as given.
 */
import type { OmeVersion, ServingRuntime } from './types';

export interface PriorityConflict {
  readonly entryName: string;
  /** Indexes of the two entries whose priorities disagree (the earlier and the conflicting one). */
  readonly firstEntry: number;
  readonly conflictingEntry: number;
  readonly message: string;
}

/** v1.3 names the runtime; the v1.2.2 code's message stops after the entry name. */
function conflictMessage(runtime: ServingRuntime, entryName: string, version: OmeVersion): string {
  const base = `different priorities assigned for the model format ${entryName}`;
  if (version === '1.2.2') return base;
  const scope = runtime.kind === 'ServingRuntime' ? 'servingruntime' : 'clusterservingruntime';
  return `${base} under the ${scope} ${runtime.name}`;
}

/**
 * Would the webhook reject this runtime for different priorities within one entry-name group?
 *
 * v1.3 (§12.1): among `autoSelect: true` entries grouped by top-level `name` ("" when absent),
 * two distinct explicitly set priorities conflict; unset never conflicts.
 * v1.2.2 (§12.2 a): each later entry is compared with the first entry of its group only, so a
 * group whose first entry has no priority is never rejected. Disabled runtimes are skipped.
 */
export function priorityConflict(
  runtime: ServingRuntime,
  version: OmeVersion,
): PriorityConflict | null {
  if (runtime.disabled === true) return null;
  const firstOfGroup = new Map<string, number>();
  const firstSetOfGroup = new Map<string, number>();
  const entries = runtime.supportedModelFormats;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.autoSelect !== true) continue;
    if (!firstOfGroup.has(entry.name)) firstOfGroup.set(entry.name, i);
    const reference =
      version === '1.2.2' ? firstOfGroup.get(entry.name)! : firstSetOfGroup.get(entry.name);
    if (entry.priority !== null && reference !== undefined && reference !== i) {
      const referencePriority = entries[reference]!.priority;
      if (referencePriority !== null && referencePriority !== entry.priority) {
        return {
          entryName: entry.name,
          firstEntry: reference,
          conflictingEntry: i,
          message: conflictMessage(runtime, entry.name, version),
        };
      }
    }
    if (entry.priority !== null && !firstSetOfGroup.has(entry.name))
      firstSetOfGroup.set(entry.name, i);
  }
  return null;
}
