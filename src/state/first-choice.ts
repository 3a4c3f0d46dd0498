/**
 * The first screen of new manifests that come without a question (`ome-sim ui` alone, an import,
 * a paste over the whole text): the app asks what it would ask anyway (choose-target.ts), and,
 * when that answer may be an error, waits for every question's outcome — the cluster-wide
 * view's answer, computed by the query worker, off the ranking's path — to pass over it for one
 * that ranks, saying so (preferRanking). A question asked with the manifests is never passed over.
 */
import type { StoreApi } from 'zustand/vanilla';
import { questionKey, sameQuestion, type Question } from '../engine';
import type { EngineResponse } from '../worker/protocol';
import { hasTarget, mayChooseQuestion, preferRanking, verdictsOf } from './choose-target';
import { requestText } from './requests';
import { omeBehaviourOf } from './selectors';
import type { AppState, AppStore } from './store';

/** The app chose the question for `text` itself, and may still pass over it for one that ranks. */
export interface FirstChoice {
  readonly text: string;
  /** The question before the app chose: what the note says was passed over, or was gone. */
  readonly from: Question;
}

/** The answer in hand is a ranking (OME picks a runtime, or says why none qualifies). */
const ranks = (response: EngineResponse): boolean =>
  response.result !== null && !response.result.selectionFailed;

/**
 * Wait for every question's outcome before settling on `choice`, the app's own choice for new
 * manifests: unless a question was asked with them, or the answer in hand (to `asked`) is
 * already a ranking of that very question.
 */
export function awaitOutcomes(
  state: Pick<AppState, 'askedFor' | 'text'>,
  asked: Question,
  response: EngineResponse,
  choice: Question,
  from: Question,
): { readonly firstChoice?: FirstChoice } {
  if (!mayChooseQuestion(state)) return {};
  if (sameQuestion(asked, choice) && ranks(response)) return {};
  return { firstChoice: { text: state.text, from } };
}

/**
 * Once the cluster-wide answer for the chosen text is in: the question that ranks, with the
 * note that says why it was chosen; or nothing to change. Null while it is awaited.
 */
export function choiceFromOutcomes(state: AppState, pending: FirstChoice): Partial<AppState> | null {
  if (state.text !== pending.text) return { firstChoice: null };
  const { clusterWide, latest } = state;
  if (clusterWide === null || clusterWide.text !== state.text) return null;
  if (clusterWide.omeVersion !== omeBehaviourOf(state)) return null;
  if (latest === null || requestText(latest.request.sources) !== state.text) return null;
  const { choices } = latest.response;
  const verdicts = verdictsOf(clusterWide.cells);
  const made = preferRanking(choices, state.question, verdicts);
  if (made.chosenFor === null) return { firstChoice: null };
  // Passed over while still in the manifests: the note says how its selection ends.
  const fromOutcome = hasTarget(choices, pending.from)
    ? (verdicts.get(questionKey(state.question)) ?? null)
    : null;
  return {
    question: made.choice,
    retargeted: { from: pending.from, fromOutcome, chosenFor: made.chosenFor },
    firstChoice: null,
    // The rows on screen (if any) are the passed-over question's.
    ranked: null,
  };
}

/** Settles a pending first choice as soon as every question's outcome is known. */
export function settleFirstChoice(store: StoreApi<AppStore>): void {
  store.subscribe((state) => {
    if (state.firstChoice === null) return;
    const update = choiceFromOutcomes(state, state.firstChoice);
    if (update !== null) store.setState(update);
  });
}
