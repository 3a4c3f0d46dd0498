/**
 * `-o json`: a stable, documented shape (docs/cli.md, "JSON output"). Field names and order are
 * part of the interface; add fields, never rename them.
 */
import type {
  CheckCategory,
  DefaultedField,
  EntryBreakdown,
  Explanation,
  FindingCode,
  Hint,
  NearMiss,
  ModelKind,
  OmeVersion,
  PlacementStep,
  Question,
  RuntimeExplanation,
  Scope,
  ScoreBlock,
  SizeRange,
  WinMargin,
} from '../engine';
import { mismatchPartText, reasonText, rejectionSummary } from '../engine';

/** One `supportedModelFormats` entry of a runtime, scored against the model. */
export interface EntryJson {
  readonly index: number;
  readonly autoSelect: boolean | null;
  readonly matches: boolean;
  readonly matchingEntry: boolean;
  readonly scoringEntry: boolean;
  readonly formatWeight: number | null;
  readonly formatTerm: number | null;
  readonly frameworkWeight: number | null;
  readonly frameworkTerm: number | null;
  readonly priority: number;
  readonly priorityDefaulted: boolean;
  readonly defaulted: readonly DefaultedField[];
  readonly score: number;
  readonly scoreBlockedBy: ScoreBlock | null;
  readonly mismatch: readonly string[];
}

/** One runtime's row: the explain table's columns and how it got there. */
export interface RowJson {
  readonly runtime: string;
  readonly scope: Scope;
  readonly namespace: string | null;
  readonly compatible: boolean;
  readonly rank: number | null;
  readonly score: number | null;
  readonly priority: number | null;
  readonly weight: number | null;
  readonly reason: string | null;
  readonly check: CheckCategory | null;
  readonly placement: PlacementStep | null;
  readonly placementDetail: string | null;
  readonly winsBy: WinMargin | null;
  readonly distance: number | null;
  readonly sizeRange: SizeRange | null;
  readonly entries: readonly EntryJson[];
  readonly findings: readonly {
    readonly code: FindingCode;
    readonly entry: number | null;
    readonly message: string;
  }[];
  /** Rejected rows: every field that keeps the runtime out (docs/near-misses.md); else null. */
  readonly nearMiss: NearMiss | null;
}

/** A "no runtime found" selection's lead: counts by check and the three nearest runtimes. */
export interface RejectedSummaryJson {
  readonly rejected: number;
  readonly byReason: readonly { readonly check: CheckCategory; readonly count: number }[];
  readonly nearest: readonly {
    readonly runtime: string;
    readonly scope: Scope;
    readonly distance: number;
  }[];
}

/** What OME does with the runtime an InferenceService names in `spec.runtime`. */
export interface ExplicitRuntimeJson {
  readonly name: string;
  readonly kind: string;
  readonly resolvedScope: Scope | null;
  readonly used: boolean;
  readonly message: string | null;
}

/** The `-o json` document (docs/cli.md, "JSON output"), typed: the public API returns it too. */
export interface ExplanationJson {
  readonly namespace: string;
  readonly omeVersion: OmeVersion;
  readonly model: { readonly kind: ModelKind; readonly name: string } | null;
  readonly inferenceService: string | null;
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  readonly error: string | null;
  readonly explicitRuntime: ExplicitRuntimeJson | null;
  readonly notes: readonly string[];
  readonly modelWarnings: readonly string[];
  readonly hints: readonly Hint[];
  readonly rows: readonly RowJson[];
  readonly omeRelease: string;
  readonly effectiveContext: { readonly evidence: string; readonly caveat: string } | null;
  readonly rejectedSummary: RejectedSummaryJson | null;
  /** What was asked: `--model`/`--isvc` NAME in `-n` NAMESPACE. */
  readonly question: Question;
  /**
   * The runtime OME uses: the one the InferenceService names (`named: true`) when OME may use it,
   * else the one selection picks (`selected`); null when it uses none.
   */
  readonly uses: { readonly name: string; readonly scope: Scope; readonly named: boolean } | null;
  /** ome-sim's `hint:` lines, as a terminal shows them after kubectl's output (without `hint: `). */
  readonly hintText: readonly string[];
}

function entryJson(entry: EntryBreakdown): EntryJson {
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

function rowJson(row: RuntimeExplanation): RowJson {
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
function rejectedSummaryJson(explanation: Explanation): RejectedSummaryJson | null {
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
  readonly question: Question;
  /** Notes the CLI also prints on standard error (e.g. the explicit-runtime note). */
  readonly notes: readonly string[];
  /** ome-sim's hint lines, without `hint: `. */
  readonly hintText: readonly string[];
  /** The OME release asked for, as written (`--ome-version`); `omeVersion` is its behaviour. */
  readonly omeRelease?: string;
  /** `--with-effective`: the effective context, which offline is always unavailable. */
  readonly withEffective?: boolean;
}

export function explanationJson(explanation: Explanation, extras: JsonExtras): ExplanationJson {
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
    question: extras.question,
    uses:
      explanation.uses.runtime === null
        ? null
        : { ...explanation.uses.runtime, named: explanation.uses.named },
    hintText: extras.hintText,
  };
}

/**
 * The document for a question that fails before anything is ranked (the model or InferenceService
 * is not found): the same fields, with kubectl's error, no rows, and ome-sim's hints.
 */
export function unresolvedJson(
  error: string,
  extras: JsonExtras & { readonly omeVersion: OmeVersion },
): ExplanationJson {
  const { question } = extras;
  return {
    namespace: question.namespace,
    omeVersion: extras.omeVersion,
    model: null,
    inferenceService: question.kind === 'isvc' ? question.name : null,
    selected: null,
    error,
    explicitRuntime: null,
    notes: extras.notes,
    modelWarnings: [],
    hints: [],
    rows: [],
    omeRelease: extras.omeRelease ?? extras.omeVersion,
    effectiveContext: null,
    rejectedSummary: null,
    question,
    uses: null,
    hintText: extras.hintText,
  };
}
