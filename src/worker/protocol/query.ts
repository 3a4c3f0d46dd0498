/**
 * The typed messages between the main thread and the query worker, which answers questions on
 * demand (make it win, the cluster-wide view, the gallery, what else a change moves, the reading
 * aids). A second worker answers these, so a slow one (the cluster-wide view of a large cluster)
 * never holds up the live ranking. Each carries its whole input, like a ranking request.
 */
import type { ClusterSelection, MakeItWin, OmeVersion, Question, WinPlan } from '../../engine';
import type { LintReport } from '../../lint';
import type { ModelPlace, ModelRootTarget, TextEdit } from '../../manifests';
import type { OutlineObject } from '../../text-aids';
import type { EngineRequest, ExplanationData } from './engine';

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
