/**
 * OME's error when no runtime qualifies (docs/selection-rules.md §10, `NoRuntimeFoundError`).
 */
import type { RuntimeEvaluation } from './evaluate';
import { isCompatibilityFailure, reasonText } from './reasons';
import type { Ranking } from './select';
import { selectionErrorText } from './select';

/**
 * OME collects the excluded runtimes in a map keyed by name, namespaced ones first: a
 * ClusterServingRuntime excluded under the same name as a ServingRuntime replaces its entry.
 */
function byNameAsOmeKeepsThem(listed: readonly RuntimeEvaluation[]): RuntimeEvaluation[] {
  const clusterNames = new Set(
    listed.filter((e) => e.scope === 'Cluster').map((e) => e.runtime.name),
  );
  return listed.filter((e) => e.scope === 'Cluster' || !clusterNames.has(e.runtime.name));
}

/**
 * The message body OME records when nothing qualifies; null when a runtime was selected.
 * `<M>` is the model's format name, a placeholder quirk of OME's `getModelName`. Only Q1–Q5
 * failures are listed; runtimes skipped by the auto-select gates are counted but not listed.
 * OME lists them in Go map order; here namespaced first, then cluster, each by name.
 */
export function noRuntimeFoundMessage(ranking: Ranking, formatName: string): string | null {
  if (ranking.selected !== null || ranking.error !== null) return null;
  let message = `no runtime found to support model ${formatName} with format ${formatName} in namespace ${ranking.namespace}`;
  const total = ranking.candidates.length;
  if (total > 0) {
    const namespaced = ranking.candidates.filter((r) => r.kind === 'ServingRuntime').length;
    message += `. Checked ${total} runtimes (${namespaced} namespace-scoped, ${total - namespaced} cluster-scoped)`;
  }
  const listed = byNameAsOmeKeepsThem(
    ranking.rejected.filter((e) => e.failure !== null && isCompatibilityFailure(e.failure.check)),
  );
  if (listed.length > 0) {
    const items = listed.map((e) => `${e.runtime.name} (${reasonText(e.failure!)})`);
    message += `. Excluded runtimes: ${items.join('; ')}`;
  }
  return message;
}

/** The text of why selection failed: a model/panic error, or the no-runtime message; else null. */
export function selectionFailureText(ranking: Ranking, formatName: string): string | null {
  if (ranking.error !== null) return selectionErrorText(ranking.error);
  return noRuntimeFoundMessage(ranking, formatName);
}
