/**
 * The app's one store: the user's inputs and the engine's last answers, nothing derived (see
 * selectors.ts). `latest` is the newest response; `ranked` the last response worth showing as a
 * ranking, which stays on screen, marked out of date, while the input is broken, but only while
 * it answers the question asked of text that is still there.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { sameQuestion, type Question, type QuestionSubject } from '../engine';
import type { Diagnostic, EngineRequest, EngineResponse, RankingResult } from '../worker/protocol';
import {
  chooseTarget,
  followNamespace,
  hasNamed,
  hasTarget,
  keepAsked,
  replaces,
  retarget,
  type ChosenFor,
  type QuestionVerdict,
} from './choose-target';
import { EXAMPLE_SCENARIO } from './example';
import { awaitOutcomes, settleFirstChoice, type FirstChoice } from './first-choice';
import type { SavedBaseline } from './saved-baseline';
import { validOmeRelease, type Scenario } from './scenario';
import { asksTheSame, isBlockingDiagnostic, isFinding, requestText } from './requests';
import {
  createTextEditsSlice,
  flushPrioritiesOnAnswers,
  INITIAL_TEXT_EDITS,
  type TextEditsActions,
  type TextEditsState,
} from './text-edits';
import { createWhatIfSlice, INITIAL_WHAT_IF, type WhatIfActions, type WhatIfState } from './whatif';

export type ThemePreference = 'system' | 'light' | 'dark';

/** The engine worker's response, with the request it answers. */
export interface EngineAnswer {
  readonly request: EngineRequest;
  readonly response: EngineResponse;
}

export interface RankedAnswer {
  readonly request: EngineRequest;
  readonly result: RankingResult;
  /** The engine findings of the same answer: the problems list shows them beside its rows. */
  readonly findings: readonly Diagnostic[];
}

/**
 * The app changed what is ranked: `from` was no longer in the manifests, or (`chosenFor`) new
 * manifests came without a question and the app passed over one whose answer is an error.
 */
export interface Retargeted {
  readonly from: Question;
  /** How `from` (as the app would have asked it) ends, when it was passed over though there. */
  readonly fromOutcome: QuestionVerdict | null;
  /** The choice was made for its answer: it picks a runtime, or at least ranks them. */
  readonly chosenFor: ChosenFor | null;
}

export interface AppState extends Scenario, WhatIfState, TextEditsState {
  readonly theme: ThemePreference;
  readonly latest: EngineAnswer | null;
  readonly ranked: RankedAnswer | null;
  /** Why the newest request produced nothing (it ran away, or the worker crashed). */
  readonly engineFailure: string | null;
  /** Set when the app, not the user, last chose what to rank; cleared by the user's choice. */
  readonly retargeted: Retargeted | null;
  /**
   * The text a question was explicitly asked of (a share link, `ome-sim ui --model/--isvc`)
   * while the manifests lack what it names: the question stays as asked, and OME's answer is
   * "not found". It follows edits of that text; it ends when the manifests have the object
   * (then it is an ordinary question), when other manifests replace the text, or when the user
   * picks another question.
   */
  readonly askedFor: string | null;
  /**
   * The app chose the question for new manifests that came without one, and waits for its
   * answer and, if that is an error, for every question's outcome (the cluster-wide answer) to
   * pass over it (first-choice.ts). Ends with those answers, an edit, or the user's own choice.
   */
  readonly firstChoice: FirstChoice | null;
}

export interface AppActions extends WhatIfActions, TextEditsActions {
  setText(text: string): void;
  /** Ranks for `subject`, in `namespace` (else in the namespace asked in now). */
  setQuestion(subject: QuestionSubject, namespace?: string): void;
  setNamespace(namespace: string): void;
  /** Sets the OME release as written; one that does not read as a release changes nothing. */
  setOmeRelease(written: string): void;
  setTheme(theme: ThemePreference): void;
  /** Back to the worked example, keeping the theme. */
  resetToExample(): void;
  receive(request: EngineRequest, response: EngineResponse): void;
  fail(request: EngineRequest, message: string): void;
}

export type AppStore = AppState & AppActions;

/**
 * A ranking replaces the one on screen when the input was clean, or when what is on screen
 * answers another question (or nothing). An answer without a ranking removes one of another
 * question: rows of llama under the question "chat" would only mislead.
 */
function nextRanked(current: RankedAnswer | null, answer: EngineAnswer): RankedAnswer | null {
  const { request, response } = answer;
  const sameAsShown = current !== null && asksTheSame(current.request, request);
  // Without a ranking: keep the rows of the same question (the last good ranking), and those of
  // a target the text lost, about which nextQuestion decides (they stay while it is renamed).
  if (response.result === null)
    return sameAsShown || !hasTarget(response.choices, request.question) ? current : null;
  const clean = !response.diagnostics.some(isBlockingDiagnostic);
  if (!clean && sameAsShown) return current;
  return { request, result: response.result, findings: response.diagnostics.filter(isFinding) };
}

/**
 * The text lost what is ranked, for certain: the answer for it is clean and does not have it,
 * or the name no longer occurs in the text at all. Not while a document that might define it is
 * broken (half-typed YAML): then the question stays, and the picker says it is missing.
 */
function lostTarget(state: AppState, response: EngineResponse): boolean {
  if (hasTarget(response.choices, state.question)) return false;
  const clean = !response.diagnostics.some(isBlockingDiagnostic);
  return clean || !state.text.includes(state.question.name);
}

/**
 * The question to ask next, given the first answer for the text now in the editor. A question
 * asked with this text that it lacks stays as asked (see `askedFor`). After a replacement
 * without a choice (an import), it is picked afresh; otherwise only when the text lost the
 * target (lostTarget), and then, while the ranked object is being renamed, it follows the new
 * name quietly (see retarget). Else the user's question stands. New manifests without a
 * question (an import, a paste over the text) may then wait for every question's outcome, to
 * pass over an answer that is an error (first-choice.ts). `asked`: what the answer is about.
 */
function nextQuestion(
  state: AppStore,
  asked: Question,
  response: EngineResponse,
): Partial<AppState> | null {
  const current = state.question;
  if (isKeptAsAsked(state, response)) {
    const kept = { askedFor: state.text };
    return state.pickTarget
      ? { question: keepAsked(response.choices, current), ...kept, pickTarget: false }
      : kept;
  }
  const cleared = state.askedFor === null ? {} : { askedFor: null };
  return { ...cleared, ...nextChoice(state, asked, response, current) };
}

/**
 * The question was asked of this text (or one it was typed from), which lacks its object where
 * it was asked (anywhere, when the namespace is left to the app).
 */
function isKeptAsAsked(state: AppStore, response: EngineResponse): boolean {
  if (state.askedFor === null || replaces(state.askedFor, state.text)) return false;
  return state.pickTarget
    ? !hasNamed(response.choices, state.question)
    : !hasTarget(response.choices, state.question);
}

function nextChoice(
  state: AppStore,
  asked: Question,
  response: EngineResponse,
  current: Question,
): Partial<AppState> | null {
  const from: Retargeted = { from: current, fromOutcome: null, chosenFor: null };
  if (state.pickTarget) {
    const choice = chooseTarget(response.choices, current);
    const lost = !hasTarget(response.choices, current) && choice !== current;
    return {
      question: choice,
      pickTarget: false,
      retargeted: lost ? from : state.retargeted,
      ...awaitOutcomes(state, asked, response, choice, current),
    };
  }
  const latest = state.latest;
  const before =
    latest === null
      ? null
      : { text: requestText(latest.request.sources), choices: latest.response.choices };
  const now = { text: state.text, choices: response.choices };
  // Other manifests pasted over the text bring no question: the app may choose one that ranks.
  const pasted = before !== null && replaces(before.text, now.text);
  const awaited = (choice: Question) =>
    pasted ? awaitOutcomes(state, asked, response, choice, current) : {};
  if (!lostTarget(state, response)) {
    const followed = followNamespace(before?.text ?? null, now, current);
    const waits = awaited(followed ?? current);
    if (followed === null) return 'firstChoice' in waits ? waits : null;
    return { question: followed, ...waits };
  }
  const next = retarget(before, now, current);
  if (next?.renamed === true) return { question: next.choice };
  // Rows of the old question, from text that is gone, must not stay on screen.
  if (next === null) return { ranked: null };
  return { question: next.choice, retargeted: from, ranked: null, ...awaited(next.choice) };
}

/**
 * The size map's what-if is about one model, the "Runs on" what-if about one InferenceService:
 * another question (picked by the user or by the app when the text lost its object, or another
 * namespace) ranks at the YAML's size and decides with the YAML's selector again.
 */
function endWhatIfsWithQuestion(store: StoreApi<AppStore>): void {
  store.subscribe((state, previous) => {
    if (state.sizeOverride === null && state.acceleratorWhatIf === null) return;
    if (!sameQuestion(state.question, previous.question))
      store.setState({ sizeOverride: null, acceleratorWhatIf: null, winQuestion: null });
  });
}

/** `baseline`: one saved before a reload, ranked again by the query worker (saved-baseline.ts). */
export function createAppStore(
  initial: Scenario = EXAMPLE_SCENARIO,
  theme: ThemePreference = 'system',
  baseline: SavedBaseline | null = null,
) {
  const store = createStore<AppStore>()((set, get) => ({
    ...initial,
    ...INITIAL_WHAT_IF,
    baselineToRestore: baseline,
    ...INITIAL_TEXT_EDITS,
    theme,
    latest: null,
    ranked: null,
    engineFailure: null,
    retargeted: null,
    askedFor: null,
    firstChoice: null,
    ...createWhatIfSlice<AppStore>(set, get),
    ...createTextEditsSlice<AppStore>(set, get),
    setText: (text) => set({ text, firstChoice: null }),
    setQuestion: ({ kind, name }, namespace) =>
      set((state) => ({
        question: { kind, name, namespace: namespace ?? state.question.namespace },
        retargeted: null,
        askedFor: null,
        firstChoice: null,
      })),
    setNamespace: (namespace) =>
      set((state) => ({
        question: { ...state.question, namespace },
        retargeted: null,
        firstChoice: null,
      })),
    setOmeRelease: (written) => {
      const omeRelease = validOmeRelease(written);
      if (omeRelease !== null) set({ omeRelease });
    },
    setTheme: (next) => set({ theme: next }),
    resetToExample: () =>
      set((state) => ({
        ...EXAMPLE_SCENARIO,
        pickTarget: false,
        winQuestion: null,
        retargeted: null,
        askedFor: null,
        firstChoice: null,
        sizeOverride: null,
        acceleratorWhatIf: null,
        replacements: state.replacements + 1,
      })),
    receive: (request, response) =>
      set((state) => {
        const answer = { request, response };
        const next = {
          latest: answer,
          ranked: nextRanked(state.ranked, answer),
          engineFailure: null,
        };
        if (requestText(request.sources) !== state.text) return next;
        return { ...next, ...nextQuestion(state, request.question, response) };
      }),
    fail: (_request, message) => set({ engineFailure: message }),
  }));
  flushPrioritiesOnAnswers(store);
  endWhatIfsWithQuestion(store);
  settleFirstChoice(store);
  return store;
}
