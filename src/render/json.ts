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
import type { AcceleratorDecisionJson } from './accelerator-json';

/** One `supportedModelFormats` entry of a runtime, scored against the model. */
export interface EntryJson {
  /** Its place in `spec.supportedModelFormats`, 0-based. */
  readonly index: number;
  /** `autoSelect` as written; null = unset, which counts for the score but not for Q6 (§7.3 b). */
  readonly autoSelect: boolean | null;
  /** Whether it fully matches the model (§4.1). */
  readonly matches: boolean;
  /** Whether it is M, the first matching entry: PRIORITY and WEIGHT come from it (§7.4). */
  readonly matchingEntry: boolean;
  /** Whether it is the first entry that reached the runtime's score (§7.2). */
  readonly scoringEntry: boolean;
  /**
   * Its `modelFormat.weight`, as written or CRD-defaulted to 1 (§1.5); null when the entry has no
   * `modelFormat` or scores nothing (`scoreBlockedBy`).
   */
  readonly formatWeight: number | null;
  /**
   * What the score counted for the format: `formatWeight`, or 10 for a weight of 0 (§1.4, §7.1);
   * null when `formatWeight` is.
   */
  readonly formatTerm: number | null;
  /**
   * Its `modelFramework.weight`, as written or defaulted to 1; null when the entry has no
   * `modelFramework` or scores nothing.
   */
  readonly frameworkWeight: number | null;
  /** What the score counted for the framework: `frameworkWeight`, or 5 for 0; null likewise. */
  readonly frameworkTerm: number | null;
  /** The priority that multiplies the terms: as written, 1 when unset (§1.4). */
  readonly priority: number;
  /** Whether `priority` was unset and read as 1. */
  readonly priorityDefaulted: boolean;
  /** The entry's fields the CRD defaulted (§1.5). */
  readonly defaulted: readonly DefaultedField[];
  /**
   * (formatTerm + frameworkTerm) × priority, a missing term counting 0 (§7.1); 0 when
   * `scoreBlockedBy` is set. The runtime's score is the best over its entries (§7.2).
   */
  readonly score: number;
  /** Why the entry scores 0 before any arithmetic; null when its terms count. */
  readonly scoreBlockedBy: ScoreBlock | null;
  /**
   * How it differs from the model, in OME's words (the parts of a format-mismatch REASON, §4.2,
   * e.g. `format name mismatch (model=onnx, runtime=pytorch)`); empty when it matches.
   */
  readonly mismatch: readonly string[];
}

/** One runtime's row: the explain table's columns and how it got there. */
export interface RowJson {
  /** The RUNTIME column: the runtime's `metadata.name`. */
  readonly runtime: string;
  /** The SCOPE column. */
  readonly scope: Scope;
  /** A ServingRuntime's `metadata.namespace`; null for a ClusterServingRuntime, or if unwritten. */
  readonly namespace: string | null;
  /** The COMPATIBLE column: it passes every check (§3) and is ranked. */
  readonly compatible: boolean;
  /** Its place among the qualifying runtimes, 1-based (1 is the pick); null when rejected. */
  readonly rank: number | null;
  /** The runtime's score (§7.2), which kubectl does not print; null when rejected. */
  readonly score: number | null;
  /** The PRIORITY column: M's priority, 1 when unset (§7.4); null when rejected. */
  readonly priority: number | null;
  /** The WEIGHT column: M's positive weights × priority, not the score (§7.4); null if rejected. */
  readonly weight: number | null;
  /** The REASON column: OME's text for the first failed check (§E3); null when it qualifies. */
  readonly reason: string | null;
  /** The first check it fails; null when it qualifies. */
  readonly check: CheckCategory | null;
  /** The ordering step that put it below the row above (`first` for the pick); null if rejected. */
  readonly placement: PlacementStep | null;
  /** That comparison in words (e.g. `score 2 < 6`); null for the pick and rejected rows. */
  readonly placementDetail: string | null;
  /** The pick only: the step that puts it above the runner-up; null on every other row. */
  readonly winsBy: WinMargin | null;
  /**
   * The size distance (§6.3), in parameters: the sum over the range's set bounds of the bound's
   * distance from the model's size; 0 without a range. null when the model has no
   * `modelParameterSize` or the runtime is rejected.
   */
  readonly distance: number | null;
  /** `spec.modelSizeRange` as written; null when the runtime has none. */
  readonly sizeRange: SizeRange | null;
  /** Every `supportedModelFormats` entry, in order, scored against the model. */
  readonly entries: readonly EntryJson[];
  /**
   * What the engine notes about the runtime without changing its place: an admission rejection,
   * a tie, a quirk. `entry` is the 0-based entry it is about, null for the whole runtime.
   */
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
  /** How many runtimes were rejected: every candidate. */
  readonly rejected: number;
  /** How many each check rejected, most first (OME's check order among equals). */
  readonly byReason: readonly { readonly check: CheckCategory; readonly count: number }[];
  /**
   * Up to three rejected runtimes, nearest first: `distance` counts the fields that keep each
   * out (its `nearMiss`, docs/near-misses.md).
   */
  readonly nearest: readonly {
    readonly runtime: string;
    readonly scope: Scope;
    readonly distance: number;
  }[];
}

/** What OME does with the runtime an InferenceService names in `spec.runtime`. */
export interface ExplicitRuntimeJson {
  /** `spec.runtime.name`. */
  readonly name: string;
  /** `spec.runtime.kind`, `ClusterServingRuntime` (the CRD default) when unwritten. */
  readonly kind: string;
  /** The scope of the runtime OME's lookup finds (§11); null when it finds none. */
  readonly resolvedScope: Scope | null;
  /** Whether OME goes on to use it (v1.3 uses an incompatible one, with a warning; §11). */
  readonly used: boolean;
  /** What OME says: the error that stops it, or the warning it proceeds with; null for none. */
  readonly message: string | null;
}

/** The `-o json` document (docs/cli.md, "JSON output"), typed: the public API returns it too. */
export interface ExplanationJson {
  /** The namespace asked about. */
  readonly namespace: string;
  /** The behaviour reproduced (`omeRelease` as written maps to it). */
  readonly omeVersion: OmeVersion;
  /** The model ranked for; null when the question did not resolve to one. */
  readonly model: { readonly kind: ModelKind; readonly name: string } | null;
  /** The InferenceService asked about (`--isvc`); null for a model question. */
  readonly inferenceService: string | null;
  /**
   * What automatic selection picks (the first row), even for an InferenceService that names its
   * runtime (`uses` says what OME runs then); null when nothing qualifies or selection fails.
   */
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  /**
   * Why selection fails, in OME's words: "no runtime found …" (§10), an invalid model (§2), the
   * v1.2.2 panic (§13 #2), or kubectl's "not found"; null when a runtime is picked.
   */
  readonly error: string | null;
  /** What OME does with the runtime `spec.runtime.name` names (§11); null when none is named. */
  readonly explicitRuntime: ExplicitRuntimeJson | null;
  /**
   * The notes the CLI also prints on standard error: a release ome-sim maps to another's
   * behaviour (`note: …`), kubectl's `Note:` that a named runtime's ranking is hypothetical.
   */
  readonly notes: readonly string[];
  /** What OME says of the model itself, e.g. that it is disabled and stops selection (§1.2). */
  readonly modelWarnings: readonly string[];
  /** ome-sim's additions to OME's error, as data (e.g. the model fields its agent would fill). */
  readonly hints: readonly Hint[];
  /**
   * One row per candidate, in the explain table's order: the qualifying runtimes ranked (§8), then
   * the rejected ones, namespaced before cluster, each by name (§9).
   */
  readonly rows: readonly RowJson[];
  /** The OME release asked for, as written (`--ome-version`, `omeRelease`). */
  readonly omeRelease: string;
  /**
   * With `--with-effective`, what OME says when it cannot read the live cluster: evidence
   * `Unavailable`, and the caveat that the verdict is unchanged (§E6); otherwise null.
   */
  readonly effectiveContext: { readonly evidence: string; readonly caveat: string } | null;
  /** When every candidate is rejected (OME's "no runtime found"): its lead; otherwise null. */
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
  /**
   * For an InferenceService: the AcceleratorClass each component runs on, on the runtime in
   * `uses`, every candidate class with how it fared, and what applies on the class (as
   * `ome-sim accelerator explain -o json` gives them); null for a model alone.
   */
  readonly accelerator: AcceleratorDecisionJson | null;
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
  /** The accelerator decision, for an InferenceService. */
  readonly accelerator?: AcceleratorDecisionJson | null;
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
    accelerator: extras.accelerator ?? null,
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
    accelerator: null,
  };
}
