/**
 * The what-if part of the store: the baseline the user pinned, which view is open, and the query
 * worker's last answers (make it win, the cluster-wide view, the gallery). Answers are stored as
 * they came; what the table shows from them is derived in whatif-selectors.ts.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  sameQuestion,
  type AcceleratorWhatIf,
  type ClusterSelection,
  type OmeVersion,
  type QuestionSubject,
} from '../engine';
import type { LintReport } from '../lint';
import type {
  ExplanationData,
  GalleryExample,
  MakeItWinAnswer,
  MovesRequest,
  QueryRequest,
  QueryResponse,
} from '../worker/protocol';
import type { Scenario } from './scenario';
import { requestText } from './requests';
import { answersSaved, type SavedBaseline } from './saved-baseline';
import { omeBehaviourOf } from './selectors';
import type { RankedAnswer, Retargeted } from './store';
import type { TableMoves } from './table-moves';

/** A ranking the user pinned as "before", with the inputs it was computed from. */
export interface Baseline {
  readonly scenario: Scenario;
  readonly explanation: ExplanationData;
  /** Every model's and InferenceService's selection then; null until the worker computed it. */
  readonly clusterWide: readonly ClusterSelection[] | null;
  /** The size map's what-if size the pinned ranking was made at; null for the YAML's size. */
  readonly sizeOverride: string | null;
}

/** The cluster-wide view and the manifests it was computed from. */
export interface ClusterWideAnswer {
  readonly text: string;
  readonly omeVersion: OmeVersion;
  readonly cells: readonly ClusterSelection[];
  /** `ome-sim lint` over the same manifests, when the catalog view asked for it. */
  readonly lint: LintReport | null;
}

/** "Make it win" asked for one runtime: the question, then its answer (or why there is none). */
export interface WinQuestion {
  readonly runtimeKey: string;
  readonly runtimeName: string;
  /** What was asked about; the answer describes these manifests, not later edits. */
  readonly scenario: Scenario;
  /** The what-if size it was asked at (the plan is for the ranking on screen); null: the YAML's. */
  readonly sizeOverride: string | null;
  readonly answer: MakeItWinAnswer | null;
  readonly error: string | null;
}

export type GalleryState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly examples: readonly GalleryExample[] }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The right-hand views: the ranking, the cluster-wide view, the size map of the model, and the
 * catalog (lint findings and what each runtime wins).
 */
export type View = 'ranking' | 'cluster' | 'sizes' | 'catalog';

/**
 * A whole scenario put in place of the current one: a link or an example may name what to rank,
 * where, both or neither; what it leaves out (null) is picked from the manifests.
 */
export interface Replacement {
  readonly text: string;
  readonly subject: QuestionSubject | null;
  readonly namespace: string | null;
  /** The OME release as written (validated where it came in). */
  readonly omeRelease: string;
}

/** A scenario as a replacement that names everything: nothing is left to the app to pick. */
export const replacementOf = ({ text, question, omeRelease }: Scenario): Replacement => ({
  text,
  subject: { kind: question.kind, name: question.name },
  namespace: question.namespace,
  omeRelease,
});

export interface WhatIfState {
  readonly baseline: Baseline | null;
  /**
   * The baseline saved before a reload, while the query worker ranks it again (only its inputs
   * are stored); it becomes `baseline` with that answer. A pin or a clear before then ends it.
   */
  readonly baselineToRestore: SavedBaseline | null;
  readonly view: View;
  readonly clusterWide: ClusterWideAnswer | null;
  readonly clusterWideError: string | null;
  readonly winQuestion: WinQuestion | null;
  readonly gallery: GalleryState;
  /** The target and namespace are to be (re)chosen from the next answer for the current text. */
  readonly pickTarget: boolean;
  /**
   * How many times a whole scenario was put in place from elsewhere (a link, an example, "Back
   * to my work", "Reset to example"): a field holding a draft of its own (the OME release) starts
   * again from the store's value, even when that value did not change.
   */
  readonly replacements: number;
  /**
   * The size map's what-if: rank as if the model's modelParameterSize were this, as
   * written (e.g. `32B`); null ranks at the YAML's size. The text is never changed. It ends with
   * the question (another model, namespace or scenario) and is not saved or shared: a link or a
   * reload shows what the YAML says.
   */
  readonly sizeOverride: string | null;
  /**
   * The "Runs on" what-if: decide the accelerator classes as if the InferenceService's
   * `spec.acceleratorSelector` had this policy and these constraints; null decides with the
   * YAML's. Like the size what-if, it ends with the question and is not saved or shared.
   */
  readonly acceleratorWhatIf: AcceleratorWhatIf | null;
}

export interface WhatIfActions {
  /** Pins the ranking on screen (when it describes the editor's text) as the baseline. */
  pinBaseline(): void;
  clearBaseline(): void;
  setView(view: View): void;
  /** Ranks at this modelParameterSize (already validated, see size-whatif.ts); null: the YAML's. */
  setSizeOverride(size: string | null): void;
  /** Decides the accelerator classes with this policy and these constraints; null: the YAML's. */
  setAcceleratorWhatIf(whatIf: AcceleratorWhatIf | null): void;
  askMakeItWin(runtimeKey: string, runtimeName: string): void;
  dismissMakeItWin(): void;
  /** Loads the gallery's examples once. */
  requestGallery(): void;
  replaceScenario(next: Replacement): void;
  receiveQuery(response: QueryResponse, request: QueryRequest): void;
  failQuery(message: string, request: QueryRequest): void;
}

export const INITIAL_WHAT_IF: WhatIfState = {
  baseline: null,
  baselineToRestore: null,
  view: 'ranking',
  clusterWide: null,
  clusterWideError: null,
  winQuestion: null,
  gallery: { status: 'idle' },
  pickTarget: false,
  replacements: 0,
  sizeOverride: null,
  acceleratorWhatIf: null,
};

/** The part of the app state these actions read (the store is defined in store.ts). */
type Host = WhatIfState &
  Scenario & {
    readonly ranked: RankedAnswer | null;
    readonly retargeted: Retargeted | null;
    readonly askedFor: string | null;
    readonly tableMoves: TableMoves | null;
  };

export const sameScenario = (a: Scenario, b: Scenario): boolean =>
  a.text === b.text && sameQuestion(a.question, b.question) && a.omeRelease === b.omeRelease;

/** The request was made for these table moves (a later edit asks again). */
const asksFor = (moves: TableMoves, request: MovesRequest): boolean =>
  requestText(request.before) === moves.before && requestText(request.after) === moves.after;

function withAnswer(state: Host, response: QueryResponse, request: QueryRequest): Partial<Host> {
  switch (response.type) {
    case 'cluster-wide': {
      if (request.type !== 'cluster-wide') return {};
      const clusterWide = {
        text: requestText(request.sources),
        omeVersion: request.omeVersion,
        cells: response.cells,
        lint: response.lint,
      };
      const { baseline } = state;
      const asked = request.baseline;
      const fillsBaseline =
        baseline !== null &&
        baseline.clusterWide === null &&
        asked !== null &&
        response.baselineCells !== null &&
        requestText(asked.sources) === baseline.scenario.text &&
        asked.omeVersion === omeBehaviourOf(baseline.scenario);
      return fillsBaseline
        ? {
            clusterWide,
            clusterWideError: null,
            baseline: { ...baseline, clusterWide: response.baselineCells },
          }
        : { clusterWide, clusterWideError: null };
    }
    case 'make-it-win': {
      const asked = state.winQuestion;
      if (request.type !== 'make-it-win' || asked === null) return {};
      if (asked.runtimeKey !== request.runtimeKey) return {};
      if (asked.scenario.text !== requestText(request.input.sources)) return {};
      return { winQuestion: { ...asked, answer: response.answer, error: null } };
    }
    case 'gallery':
      return { gallery: { status: 'ready', examples: response.examples } };
    case 'baseline': {
      const saved = state.baselineToRestore;
      if (request.type !== 'baseline' || saved === null || !answersSaved(saved, request)) return {};
      // No ranking from what was stored (edited by hand): there is nothing to compare with.
      if (response.explanation === null) return { baselineToRestore: null };
      const { scenario, sizeOverride } = saved;
      const { explanation } = response;
      const baseline = { scenario, explanation, clusterWide: null, sizeOverride };
      return { baselineToRestore: null, baseline };
    }
    case 'moves': {
      const asked = state.tableMoves;
      if (request.type !== 'moves' || asked === null || !asksFor(asked, request)) return {};
      return { tableMoves: { ...asked, moves: response.moves, error: null } };
    }
    default:
      return {}; // the reading aids are answered outside the store (text-aids.ts)
  }
}

function withFailure(state: Host, message: string, request: QueryRequest): Partial<Host> {
  switch (request.type) {
    case 'cluster-wide':
      return { clusterWideError: message };
    case 'make-it-win':
      return state.winQuestion?.runtimeKey === request.runtimeKey
        ? { winQuestion: { ...state.winQuestion, error: message } }
        : {};
    case 'gallery':
      return { gallery: { status: 'failed', message } };
    case 'baseline':
      // Not ranked again (the worker failed): said as no baseline, not as a stale one.
      return { baselineToRestore: null };
    case 'moves':
      return state.tableMoves !== null && asksFor(state.tableMoves, request)
        ? { tableMoves: { ...state.tableMoves, error: message } }
        : {};
    default:
      return {};
  }
}

export function createWhatIfSlice<S extends Host>(
  set: StoreApi<S>['setState'],
  get: StoreApi<S>['getState'],
): WhatIfActions {
  const update = (partial: Partial<Host>) => set(partial as Partial<S>);
  return {
    pinBaseline: () => {
      const { ranked, clusterWide, omeRelease } = get();
      if (ranked === null) return;
      const { request, result } = ranked;
      const scenario: Scenario = {
        text: requestText(request.sources),
        question: request.question,
        // The release as the user wrote it, when it is the one this ranking was made for; each
        // behaviour is also a release.
        omeRelease:
          omeBehaviourOf({ omeRelease }) === request.omeVersion ? omeRelease : request.omeVersion,
      };
      const clusterWideNow =
        clusterWide !== null &&
        clusterWide.text === scenario.text &&
        clusterWide.omeVersion === request.omeVersion
          ? clusterWide.cells
          : null;
      const sizeOverride = request.sizeOverride ?? null;
      update({
        baseline: {
          scenario,
          explanation: result.explanation,
          clusterWide: clusterWideNow,
          sizeOverride,
        },
        baselineToRestore: null,
      });
    },
    clearBaseline: () => update({ baseline: null, baselineToRestore: null }),
    setView: (view) => update({ view }),
    setSizeOverride: (size) => {
      if (size === get().sizeOverride) return;
      // A plan asked at the old size is for a ranking no longer on screen.
      update({ sizeOverride: size, winQuestion: null });
    },
    setAcceleratorWhatIf: (whatIf) => update({ acceleratorWhatIf: whatIf }),
    askMakeItWin: (runtimeKey, runtimeName) => {
      const { text, question, omeRelease, sizeOverride } = get();
      const scenario = { text, question, omeRelease };
      const current = get().winQuestion;
      // The same question about the same manifests: keep the answer (or the pending question).
      const same =
        current?.runtimeKey === runtimeKey &&
        sameScenario(current.scenario, scenario) &&
        current.sizeOverride === sizeOverride;
      if (same && current.error === null) return;
      update({
        winQuestion: { runtimeKey, runtimeName, scenario, sizeOverride, answer: null, error: null },
      });
    },
    dismissMakeItWin: () => update({ winQuestion: null }),
    requestGallery: () => {
      const { gallery } = get();
      if (gallery.status === 'idle' || gallery.status === 'failed')
        update({ gallery: { status: 'loading' } });
    },
    replaceScenario: (next) => {
      const state = get();
      update({
        text: next.text,
        omeRelease: next.omeRelease,
        question: {
          kind: next.subject?.kind ?? state.question.kind,
          name: next.subject?.name ?? state.question.name,
          namespace: next.namespace ?? state.question.namespace,
        },
        pickTarget: next.subject === null || next.namespace === null,
        winQuestion: null,
        sizeOverride: null,
        acceleratorWhatIf: null,
        // The ranking on screen describes text that is gone.
        ranked: null,
        retargeted: null,
        // A question named with the manifests is asked of them, even where they lack it.
        askedFor: next.subject === null ? null : next.text,
        replacements: state.replacements + 1,
      });
    },
    receiveQuery: (response, request) => update(withAnswer(get(), response, request)),
    failQuery: (message, request) => update(withFailure(get(), message, request)),
  };
}
