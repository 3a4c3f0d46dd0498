/**
 * The typed messages between the main thread and the engine worker. Everything here is plain,
 * structured-cloneable data: no classes, functions or Maps cross the boundary.
 *
 * One request carries the whole input (the YAML text, what to rank, the namespace, the OME
 * behaviour), so a response never depends on earlier messages and any response can be dropped.
 */
import type {
  AcceleratorWhatIf,
  BandDecider,
  EntryBreakdown,
  Explanation,
  Finding,
  FindingCode,
  Hint,
  MakeItWin,
  ModelKind,
  OmeVersion,
  RuntimeSummary,
  WinPlan,
  ClusterSelection,
  Question,
} from '../engine';
import type { LintReport, LintSeverity } from '../lint';
import type { AcceleratorDecisionJson } from '../render/accelerator-json';
import type {
  Diagnostic as ManifestDiagnostic,
  EntryLocation,
  ModelPlace,
  ModelRootTarget,
  SourceSpan,
  TextEdit,
} from '../manifests';
import type { OutlineObject } from '../text-aids';

export interface EngineRequest {
  /** Increases with every request; a response answers the request with the same id. */
  readonly id: number;
  readonly sources: readonly { readonly name: string; readonly text: string }[];
  /** What to rank, and where: `kubectl ome runtime explain --model NAME -n NAMESPACE`. */
  readonly question: Question;
  readonly omeVersion: OmeVersion;
  /**
   * Also map the model's sizes (`RankingResult.sizeMap`): asked only while the size map view is
   * shown, so typing in a large cluster pays for it only there.
   */
  readonly withSizeMap?: boolean;
  /**
   * Rank as if the model's modelParameterSize were this (the size map's what-if): put
   * in place of the resolved model's size before ranking; the text is not changed.
   */
  readonly sizeOverride?: string;
  /**
   * Decide the accelerator classes as if the InferenceService's `spec.acceleratorSelector` had this
   * policy and these constraints (the "Runs on" what-if); the text is not changed, nor the ranking,
   * which reads only the selector's class name.
   */
  readonly acceleratorWhatIf?: AcceleratorWhatIf;
}

/** A line in the manifests, 1-based, with its 1-based column. */
export interface LineRef {
  readonly line: number;
  readonly column: number;
}

/**
 * A finding with the line it is about (the same line the problems list gives for it), and the
 * severity and label of its lint rule (src/lint/rules/), which the table shows.
 */
export interface LocatedFinding extends Finding {
  readonly severity: LintSeverity;
  /** A few words before the message: what kind of surprise it is. */
  readonly label: string;
  readonly at: LineRef | null;
}

/**
 * A row as the main thread receives it: the verdict without its entry breakdown (that comes
 * apart, see `RowDetail`), and its findings placed on their lines.
 */
export type RowSummary = Omit<RuntimeSummary, 'findings'> & {
  readonly findings: readonly LocatedFinding[];
  /** Index of the entry that sets PRIORITY (the first matching one); null when none matches. */
  readonly priorityEntry: number | null;
  /**
   * That entry's priority, also when the row is rejected (a priority of 0 or below rejects it,
   * and the table keeps the field there so the user can type their way back).
   */
  readonly entryPriority: number | null;
  /**
   * format term + framework term of that entry when it also gives the score (score = terms ×
   * priority): lets the table show a new score the moment a priority is typed, before the answer.
   */
  readonly scoreTerms: number | null;
};

/**
 * The explanation as the main thread receives it: no `ranking` (the engine's internal verdicts)
 * and summary rows, to keep each answer small.
 */
export type ExplanationData = Omit<Explanation, 'ranking' | 'rows'> & {
  readonly rows: readonly RowSummary[];
};

/** What a row's breakdown needs beyond its summary. */
export interface RowDetail {
  readonly entries: readonly EntryBreakdown[];
  /** Where the runtime is written, so the breakdown can edit its priorities. */
  readonly source: RuntimeSource | null;
}

/**
 * An engine finding (an admission rejection, a tie, a quirk) placed on its runtime's document and
 * line, so it is listed with the loader's problems and marked in the editor.
 */
export interface FindingDiagnostic extends Omit<ManifestDiagnostic, 'code' | 'severity'> {
  readonly severity: LintSeverity;
  readonly code: FindingCode;
}

/** An engine hint (e.g. a model without modelFormat) on the model's line, in the problems list. */
export interface HintDiagnostic extends Omit<ManifestDiagnostic, 'code' | 'severity'> {
  readonly severity: 'warning';
  readonly code: Hint['code'];
}

/** What the problems list and the editor markers show: loader diagnostics, findings and hints. */
export type Diagnostic = ManifestDiagnostic | FindingDiagnostic | HintDiagnostic;

/** Where a runtime's supportedModelFormats entries are written, so the table can edit them. */
export interface RuntimeSource {
  readonly source: string;
  readonly document: number;
  /** The runtime's metadata.name (or its whole document), for "go to the runtime". */
  readonly span: SourceSpan | null;
  /** Same order as `supportedModelFormats` and the row's `entries`. */
  readonly entries: readonly EntryLocation[];
}

/** The things in the manifests one can rank for, and the namespaces they mention. */
export interface Choices {
  readonly models: readonly {
    readonly name: string;
    readonly kind: ModelKind;
    readonly namespace: string | null;
  }[];
  readonly inferenceServices: readonly {
    readonly name: string;
    readonly namespace: string | null;
    /** `spec.model.name`: whether the question can be answered depends on it. */
    readonly model: string | null;
  }[];
  readonly namespaces: readonly string[];
}

/** A band of the size map (src/engine/size-map.ts), as JSON can carry it: an open end is null. */
export interface SizeBandData {
  readonly from: number;
  readonly to: number | null;
  readonly fromIncluded: boolean;
  readonly toIncluded: boolean;
  readonly winner: { readonly name: string; readonly scope: string; readonly score: number } | null;
  readonly decidedBy: BandDecider;
  readonly over: string | null;
  /** OME's error text when the selection fails in this band. */
  readonly error: string | null;
}

export interface SizeMapData {
  /** The ranked model's own modelParameterSize as written, or null. */
  readonly modelSize: string | null;
  /** The same, parsed (OME's reading: a lowercase suffix is 0). */
  readonly modelSizeValue: number | null;
  readonly bands: readonly SizeBandData[];
  /** The range of each runtime that wins or is runner-up in some band: the bars under the map. */
  readonly ranges: readonly {
    readonly name: string;
    readonly scope: string;
    readonly min: number | null;
    readonly max: number | null;
    /** As written, e.g. `[1B, 13B]` or `no modelSizeRange`. */
    readonly label: string;
  }[];
}

/** The accelerator class decision for an InferenceService question ("Runs on"). */
export interface AcceleratorData {
  /** Each component's class, every candidate with how it fared, what applies on the class. */
  readonly decision: AcceleratorDecisionJson;
  /** Why OME has no runtime to decide on; null when it has one. */
  readonly noRuntime: string | null;
  /** The runtime is the one `spec.runtime` names (else the one selection picks). */
  readonly runtimeNamed: boolean;
  /** The policy and constraints the YAML's `spec.acceleratorSelector` gives: where a what-if starts. */
  readonly asWritten: AcceleratorWhatIf;
  /** The what-if the decision was made with (`EngineRequest.acceleratorWhatIf`); null: the YAML's. */
  readonly whatIf: AcceleratorWhatIf | null;
  /** Where `spec` and `spec.acceleratorSelector` and its fields are written, by dotted path. */
  readonly selectorFields: Readonly<Record<string, SourceSpan>>;
}

export interface RankingResult {
  readonly explanation: ExplanationData;
  /**
   * Selection failed outright, so kubectl prints only `error: …`. The kubectl, markdown and CSV
   * texts are rendered on demand from the rows (src/state/export-texts.ts): wrapping a
   * 1,000-runtime table on every keystroke would cost more than ranking it.
   */
  readonly selectionFailed: boolean;
  /** The InferenceService names `spec.runtime`: kubectl adds its explicit-runtime note. */
  readonly explicitRuntime: boolean;
  /**
   * Each row's `RowDetail` as JSON text, by the row's `key` (scope/name); read it with
   * `rowDetailOf`. In a large cluster the breakdowns are most of an answer and only the open rows
   * show one, so the main thread parses just those: an answer arrives without stalling typing.
   */
  readonly details: Readonly<Record<string, string>>;
  /** Candidates in the namespace or at cluster scope; 0 means kubectl prints "No serving runtimes found". */
  readonly candidateCount: number;
  /**
   * Where the ranked model's spec fields are written (by dotted path), when a hint offers to
   * write missing ones (src/manifests/model-fields-edit.ts); null otherwise.
   */
  readonly modelFields: Readonly<Record<string, SourceSpan>> | null;
  /**
   * Whether the ranked model is annotated `ome.oracle.com/skip-config-parsing: "true"`, so OME's
   * model agent will never fill its fields (asked only when `modelFields` is not null).
   */
  readonly agentSkipsModel: boolean;
  /**
   * Which runtime OME picks at every modelParameterSize for this model's shape; null when the
   * model has no format; absent when the request did not ask (`withSizeMap`).
   */
  readonly sizeMap?: SizeMapData | null;
  /**
   * The ranking is a what-if at another modelParameterSize (`EngineRequest.sizeOverride`): that
   * size, and the size the YAML gives the model (null when it gives none). Absent otherwise.
   */
  readonly sizeOverride?: { readonly size: string; readonly modelSize: string | null };
  /** For an InferenceService: which AcceleratorClass each component runs on. Absent for a model. */
  readonly accelerator?: AcceleratorData;
}

export interface EngineResponse {
  readonly id: number;
  /**
   * Loader diagnostics, one `unknown-model` per InferenceService whose model is missing, and the
   * ranked runtimes' findings.
   */
  readonly diagnostics: readonly Diagnostic[];
  readonly choices: Choices;
  /** Null when nothing could be ranked; `error` then says why. */
  readonly result: RankingResult | null;
  /** What stopped the ranking (the model or InferenceService was not found, or the worker failed). */
  readonly error: string | null;
}

/**
 * The worker posts its response as JSON text, with the rows' details beside it (wire.ts). A big
 * cluster's answer is thousands of small objects; the browser deserialises a structured clone of
 * that on the main thread several times slower than `JSON.parse` reads the same data, and typing
 * must not stall on it. The details stay strings until a row is opened.
 */
export interface WorkerOutbound {
  /** The response without `result.details`, as JSON. */
  readonly json: string;
  readonly details: RankingResult['details'] | null;
}

// ---- On-demand questions (the query worker) ----
// A second worker answers these, so a slow one (the cluster-wide view of a large cluster) never
// holds up the live ranking. Each carries its whole input, like a ranking request.

/** The ranking request's input, without its id. */
export type RankInput = Omit<EngineRequest, 'id'>;

export interface MakeItWinRequest {
  readonly type: 'make-it-win';
  readonly id: number;
  readonly input: RankInput;
  /** The row's key (scope/name). */
  readonly runtimeKey: string;
}

export interface ClusterWideRequest {
  readonly type: 'cluster-wide';
  readonly id: number;
  readonly sources: RankInput['sources'];
  readonly omeVersion: OmeVersion;
  /** Also lint the manifests (`ome-sim lint`, src/lint): asked while the catalog view is shown. */
  readonly withLint?: boolean;
  /** The pinned baseline's manifests, when its cluster-wide answer is unknown: answered alongside. */
  readonly baseline: {
    readonly sources: RankInput['sources'];
    readonly omeVersion: OmeVersion;
  } | null;
}

export interface GalleryRequest {
  readonly type: 'gallery';
  readonly id: number;
}

/**
 * Questions about the editor's text alone. Reading aids: the parts selection never reads, to
 * fold; the outline of what it does read; the text without those parts, for a shorter share
 * link (see src/text-aids for what each holds). And the models a folder of models would fill,
 * with where their fields go (`model-folders`). Parsing a cluster's worth of YAML takes long
 * enough to stall typing, so the main thread never does it.
 */
export interface TextAidRequest {
  readonly type: 'folds' | 'outline' | 'short-text' | 'model-folders';
  readonly id: number;
  readonly text: string;
}
export type TextAidType = TextAidRequest['type'];

/**
 * What else a change of the text moves (a priority typed into the table): `runtime diff`'s
 * questions compared between the two texts, the question asked (the change's own) left out.
 */
export interface MovesRequest {
  readonly type: 'moves';
  readonly id: number;
  readonly before: RankInput['sources'];
  readonly after: RankInput['sources'];
  readonly omeVersion: OmeVersion;
  readonly asked: Question | null;
}

/**
 * A pinned baseline's ranking, again: after a reload only its inputs are stored (the ranking is
 * derived), so it is ranked anew, as the engine worker would rank them.
 */
export interface BaselineRequest {
  readonly type: 'baseline';
  readonly id: number;
  readonly input: RankInput;
}

export type QueryRequest =
  | MakeItWinRequest
  | ClusterWideRequest
  | GalleryRequest
  | TextAidRequest
  | MovesRequest
  | BaselineRequest;

/** A question whose runtime a change moves: the runtime OME uses before and after ("none"). */
export interface MovedQuestion {
  readonly question: Question;
  readonly before: string;
  readonly after: string;
}

/** What else a change moves, among the first `checked` of `questions` (a budget bounds it). */
export interface Moves {
  readonly moved: readonly MovedQuestion[];
  readonly checked: number;
  readonly questions: number;
}

/** A "make it win" plan with the text edit that makes it in the manifests it was asked about. */
export interface WinPlanAnswer extends WinPlan {
  /** One edit for the whole plan (one undo step); null when it can't be applied (a deletion). */
  readonly edit: TextEdit | null;
  /**
   * The pieces `edit` is made of, in text order, each at its place in the text before: the
   * editor highlights the lines each one writes, not the unchanged lines between them.
   */
  readonly pieces: readonly TextEdit[];
  /**
   * What else the plan moves (its edits made, its deletions taken out of the manifests); null
   * when it could not be compared (its edits can't be written in these manifests).
   */
  readonly moves: Moves | null;
}

/** makeItWin's verdict, or why it could not be asked (the target or runtime is gone). */
export type MakeItWinAnswer =
  | Exclude<MakeItWin, { status: 'change' }>
  | (Omit<Extract<MakeItWin, { status: 'change' }>, 'plans'> & {
      readonly plans: readonly WinPlanAnswer[];
    })
  | { readonly status: 'unavailable'; readonly explanation: string };

/** One bundled example (scenarios/gallery): a story and everything needed to open it. */
export interface GalleryExample {
  /** The file name without `.yaml`, e.g. `03-namespace-override`. */
  readonly id: string;
  readonly title: string;
  readonly story: string;
  readonly text: string;
  readonly question: Question;
  readonly omeVersion: OmeVersion;
}

export type QueryResponse =
  | { readonly type: 'make-it-win'; readonly id: number; readonly answer: MakeItWinAnswer }
  | {
      readonly type: 'cluster-wide';
      readonly id: number;
      readonly cells: readonly ClusterSelection[];
      readonly baselineCells: readonly ClusterSelection[] | null;
      /** `ome-sim lint` over the manifests, when asked (`withLint`); else null. */
      readonly lint: LintReport | null;
    }
  | { readonly type: 'gallery'; readonly id: number; readonly examples: readonly GalleryExample[] }
  | { readonly type: 'moves'; readonly id: number; readonly moves: Moves }
  /** Null when the inputs no longer give a ranking (storage edited by hand). */
  | { readonly type: 'baseline'; readonly id: number; readonly explanation: ExplanationData | null }
  | TextAidResponse;

/** 1-based first and last line of a region of the text. */
export interface LineRange {
  readonly startLine: number;
  readonly endLine: number;
}

/** What each reading aid answers, for the text it was asked about. */
export type TextAidResponse =
  /** The unread parts that span more than one line: the regions the editor folds. */
  | { readonly type: 'folds'; readonly id: number; readonly ranges: readonly LineRange[] }
  | { readonly type: 'outline'; readonly id: number; readonly objects: readonly OutlineObject[] }
  /** The text without its unread parts (the same text when none can go). */
  | { readonly type: 'short-text'; readonly id: number; readonly text: string }
  /** The models with empty agent fields, each with where to look and where its fields go. */
  | {
      readonly type: 'model-folders';
      readonly id: number;
      readonly models: readonly ModelFolderTarget[];
    };

/** A model a folder of models fills: where to look for it, and every object its fill writes. */
export interface ModelFolderTarget extends ModelRootTarget {
  readonly places: readonly ModelPlace[];
}

/** An engine bug while answering: reported instead of a response, so the caller never waits. */
export interface QueryError {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}
