/**
 * The app's one store: the user's inputs and the engine's last answers, nothing derived (see
 * selectors.ts). `latest` is the newest response; `ranked` the last response worth showing as a
 * ranking, which stays on screen, marked out of date, while the input is broken.
 */
import { createStore } from 'zustand/vanilla';
import type { OmeVersion } from '../engine';
import type { EngineRequest, EngineResponse, RankingResult, RankTarget } from '../worker/protocol';
import { chooseTarget } from './choose-target';
import { EXAMPLE_SCENARIO } from './example';
import type { Scenario } from './scenario';
import { requestText } from './selectors';
import {
  createTextEditsSlice,
  flushPrioritiesOnAnswers,
  INITIAL_TEXT_EDITS,
  type TextEditsActions,
  type TextEditsState,
} from './text-edits';
import { createWhatIfSlice, INITIAL_WHAT_IF, type WhatIfActions, type WhatIfState } from './whatif';

export type ThemePreference = 'system' | 'light' | 'dark';

export interface Answer {
  readonly request: EngineRequest;
  readonly response: EngineResponse;
}

export interface RankedAnswer {
  readonly request: EngineRequest;
  readonly result: RankingResult;
}

export interface AppState extends Scenario, WhatIfState, TextEditsState {
  readonly theme: ThemePreference;
  readonly latest: Answer | null;
  readonly ranked: RankedAnswer | null;
  /** Why the newest request produced nothing (it ran away, or the worker crashed). */
  readonly engineFailure: string | null;
}

export interface AppActions extends WhatIfActions, TextEditsActions {
  setText(text: string): void;
  setTarget(target: RankTarget, namespace?: string): void;
  setNamespace(namespace: string): void;
  setOmeVersion(omeVersion: OmeVersion): void;
  setTheme(theme: ThemePreference): void;
  /** Back to the worked example, keeping the theme. */
  resetToExample(): void;
  receive(request: EngineRequest, response: EngineResponse): void;
  fail(request: EngineRequest, message: string): void;
}

export type AppStore = AppState & AppActions;

/** Errors that drop or distort objects: a ranking computed despite them may be wrong. */
export const isBlockingDiagnostic = (d: { severity: string; code: string }): boolean =>
  d.severity === 'error' && d.code !== 'unknown-model';

/**
 * A ranking replaces the one on screen when the input was clean, or when there is nothing on
 * screen yet (a first load of broken input still shows what can be ranked, marked out of date).
 */
function nextRanked(current: RankedAnswer | null, answer: Answer): RankedAnswer | null {
  const { request, response } = answer;
  if (response.result === null) return current;
  const clean = !response.diagnostics.some(isBlockingDiagnostic);
  return clean || current === null ? { request, result: response.result } : current;
}

export function createAppStore(
  initial: Scenario = EXAMPLE_SCENARIO,
  theme: ThemePreference = 'system',
) {
  const store = createStore<AppStore>()((set, get) => ({
    ...initial,
    ...INITIAL_WHAT_IF,
    ...INITIAL_TEXT_EDITS,
    theme,
    latest: null,
    ranked: null,
    engineFailure: null,
    ...createWhatIfSlice<AppStore>(set, get),
    ...createTextEditsSlice<AppStore>(set, get),
    setText: (text) => set({ text }),
    setTarget: (target, namespace) =>
      set(namespace === undefined ? { target } : { target, namespace }),
    setNamespace: (namespace) => set({ namespace }),
    setOmeVersion: (omeVersion) => set({ omeVersion }),
    setTheme: (next) => set({ theme: next }),
    resetToExample: () => set({ ...EXAMPLE_SCENARIO, pickTarget: false, question: null }),
    receive: (request, response) =>
      set((state) => {
        const answer = { request, response };
        const next = {
          latest: answer,
          ranked: nextRanked(state.ranked, answer),
          engineFailure: null,
        };
        // After a replacement, the first answer for the new text says what there is to rank.
        if (!state.pickTarget || requestText(request.sources) !== state.text) return next;
        const choice = chooseTarget(response.choices, state);
        return { ...next, ...choice, pickTarget: false };
      }),
    fail: (_request, message) => set({ engineFailure: message }),
  }));
  flushPrioritiesOnAnswers(store);
  return store;
}
