/**
 * `-o json`: a stable, documented shape (docs/cli.md, "JSON output"). Field names and order are
 * part of the interface; add fields, never rename them.
 */
import type { EntryBreakdown, Explanation, RuntimeExplanation } from '../engine';
import { mismatchPartText, reasonText, rejectionSummary } from '../engine';

function entryJson(entry: EntryBreakdown) {
  return {
    index: entry.index,
    autoSelect: entry.autoSelect,
    matches: entry.matches,
    matchingEntry: entry.isMatchingEntry,
    scoringEntry: entry.isScoringEntry,
    formatWeight: entry.formatWeight,
    formatTerm: entry.formatTerm,
    frameworkWeight: entry.frameworkWeight,
    frameworkTerm: entry.frameworkTerm,
    priority: entry.priority,
    priorityDefaulted: entry.priorityDefaulted,
    defaulted: entry.defaulted,
    score: entry.score,
    scoreBlockedBy: entry.block,
    mismatch: entry.mismatch.map(mismatchPartText),
  };
}

function rowJson(row: RuntimeExplanation) {
  return {
    runtime: row.name,
    scope: row.scope,
    namespace: row.namespace,
    compatible: row.compatible,
    rank: row.rank,
    score: row.score,
    priority: row.priority,
    weight: row.weight,
    reason: row.failure === null ? null : reasonText(row.failure),
    check: row.check,
    placement: row.placement,
    placementDetail: row.placementDetail,
    winsBy: row.winsBy,
    distance: row.distance,
    sizeRange: row.sizeRange,
    entries: row.entries.map(entryJson),
    findings: row.findings.map((f) => ({ code: f.code, entry: f.entry, message: f.message })),
    nearMiss: row.nearMiss,
  };
}

/** A "no runtime found" selection's lead: counts by check and the three nearest runtimes. */
function rejectedSummaryJson(explanation: Explanation) {
  const summary = explanation.selected === null ? rejectionSummary(explanation.rows) : null;
  if (summary === null) return null;
  return {
    rejected: summary.rejected,
    byReason: summary.byReason,
    nearest: summary.nearest.map((row) => ({
      runtime: row.name,
      scope: row.scope,
      distance: row.nearMiss!.distance,
    })),
  };
}

export interface JsonExtras {
  /** Notes the CLI also prints on standard error (e.g. the explicit-runtime note). */
  readonly notes: readonly string[];
  /** The OME release asked for, as written (`--ome-version`); `omeVersion` is its behaviour. */
  readonly omeRelease?: string;
  /** `--with-effective`: the effective context, which offline is always unavailable. */
  readonly withEffective?: boolean;
}

export function explanationJson(explanation: Explanation, extras: JsonExtras) {
  const explicit = explanation.explicitRuntime;
  return {
    namespace: explanation.namespace,
    omeVersion: explanation.omeVersion,
    model: explanation.model,
    inferenceService: explanation.inferenceService,
    selected: explanation.selected,
    error: explanation.error,
    explicitRuntime:
      explicit === null
        ? null
        : {
            name: explicit.name,
            kind: explicit.requestedKind,
            resolvedScope:
              explicit.resolved === null
                ? null
                : explicit.resolved.kind === 'ServingRuntime'
                  ? 'Namespaced'
                  : 'Cluster',
            used: explicit.used,
            message: explicit.message,
          },
    notes: extras.notes,
    modelWarnings: explanation.modelWarnings,
    hints: explanation.hints,
    rows: explanation.rows.map(rowJson),
    omeRelease: extras.omeRelease ?? explanation.omeVersion,
    // Offline there is no cluster to observe: OME's "evidence unavailable" answer (§E6).
    effectiveContext: extras.withEffective
      ? { evidence: 'Unavailable', caveat: 'Selector verdict above is unchanged' }
      : null,
    rejectedSummary: rejectedSummaryJson(explanation),
  };
}

export const renderJson = (explanation: Explanation, extras: JsonExtras): string =>
  `${JSON.stringify(explanationJson(explanation, extras), null, 2)}\n`;
