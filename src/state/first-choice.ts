/**
 * The first screen of new manifests that come without a question (`ome-sim ui` alone, an import,
 * a paste over the whole text): the app asks what it would ask anyway (choose-target.ts), and,
 * when that question's answer is an error, waits for every question's outcome — the cluster-wide
 * view's answer, computed by the query worker, off the ranking's path (`awaitsOutcomes`) — to
 * pass over it for one that ranks, saying so (preferRanking). A question asked with the
 * manifests is never passed over.
 */
import type { StoreApi } from 'zustand/vanilla';
import { questionKey, sameQuestion, type Question } from '../engine';
import type { EngineResponse } from '../worker/protocol';
import { hasTarget, mayChooseQuestion, preferRanking, verdictsOf } from './choose-target';
import { answerToQuestion, isRanking, omeBehaviourOf } from './selectors';
import type { AppState, AppStore } from './store';

/** The app chose the question for `text` itself, and may still pass over it for one that ranks. */
export interface FirstChoice {
  readonly text: string;
  /** The question before the app chose: what the note says was passed over, or was gone. */
  readonly from: Question;
}

/**
 * Settle on `choice`, the app's own choice for new manifests, once its answer is known (and, if
 * that is an error, every question's outcome): unless a question was asked with them, or the
 * answer in hand (to `asked`) is already a ranking of that very question.
 */
export function awaitOutcomes(
  state: Pick<AppState, 'askedFor' | 'text'>,
  asked: Question,
  response: EngineResponse,
  choice: Question,
  from: Question,
): { readonly firstChoice?: FirstChoice } {
  if (!mayChooseQuestion(state)) return {};
  if (sameQuestion(asked, choice) && isRanking(response)) return {};
  return { firstChoice: { text: state.text, from } };
}

/**
 * Once the chosen question's answer is in: nothing to change when it ranks; else, once the
 * cluster-wide answer for the text is in too, the question that ranks, with the note that says
 * why it was chosen. Null while either is awaited.
 */
export function choiceFromOutcomes(
  state: AppState,
  pending: FirstChoice,
): Partial<AppState> | null {
  if (state.text !== pending.text) return { firstChoice: null };
  const answer = answerToQuestion(state);
  if (answer === null) return null;
  if (isRanking(answer)) return { firstChoice: null };
  const { clusterWide } = state;
  if (clusterWide === null || clusterWide.text !== state.text) return null;
  if (clusterWide.omeVersion !== omeBehaviourOf(state)) return null;
  const { choices } = answer;
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
