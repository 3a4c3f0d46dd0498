/**
 * Keeps the engine's answer in step with the inputs: every change sends one request, and answers go
 * back into the store. A change after a quiet spell (a table edit, a paste, the first keystroke)
 * is sent at once; a burst of typing is debounced lightly; picking a model or a version is sent at
 * once. The client drops stale answers and stops runaway ones.
 *
 * A big paste can be ranked ahead (`rankAhead`): the editor knows the text a paste will make
 * before it has taken it in (a catalog's worth takes Monaco a fifth of a second), so the engine
 * starts on it at once; when the text arrives as predicted, it is not sent again.
 */
import type { StoreApi } from 'zustand/vanilla';
import { sameQuestion } from '../engine';
import { WorkerClient, type Spawn } from '../worker/client';
import type { EngineRequest, RankInput, WorkerOutbound } from '../worker/protocol';
import { ENGINE_WORKER } from '../worker/workers';
import { editorSource, requestText } from './requests';
import { omeBehaviourOf } from './selectors';
import type { AppStore } from './store';

/** Each running sync's way to rank a text ahead of the store, by store. */
const ahead = new WeakMap<StoreApi<AppStore>, (text: string) => void>();

/**
 * Asks the engine now about `text`, which the editor is about to hand to the store, with the
 * question as it stands. Does nothing when no sync runs for `store`.
 */
export function rankAhead(store: StoreApi<AppStore>, text: string): void {
  ahead.get(store)?.(text);
}

const sameInput = (a: RankInput, b: RankInput): boolean =>
  requestText(a.sources) === requestText(b.sources) &&
  sameQuestion(a.question, b.question) &&
  a.omeVersion === b.omeVersion &&
  a.withSizeMap === b.withSizeMap &&
  a.sizeOverride === b.sizeOverride &&
  a.acceleratorWhatIf === b.acceleratorWhatIf;

/** Short enough to feel live, long enough to skip most keystrokes of a word being typed. */
export const TYPING_DEBOUNCE_MS = 100;
/** A ranking of real manifests takes milliseconds; this much means it ran away. */
export const ENGINE_TIME_LIMIT_MS = 5000;

/** Starts the sync with the engine worker (`spawn`, for tests, starts a fake); returns the stop. */
export function startEngineSync(
  store: StoreApi<AppStore>,
  spawn?: Spawn<EngineRequest, WorkerOutbound>,
): () => void {
  const client = new WorkerClient(
    ENGINE_WORKER,
    { timeLimitMs: ENGINE_TIME_LIMIT_MS, spawn },
    {
      onAnswer: (response, request) => store.getState().receive(request, response),
      onFailure: (message, request) => store.getState().fail(request, message),
    },
  );
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastTextChange = Number.NEGATIVE_INFINITY;
  let lastSent: RankInput | null = null;
  const send = (text = store.getState().text) => {
    timer = null;
    const state = store.getState();
    const input: RankInput = {
      sources: editorSource(text),
      question: state.question,
      omeVersion: omeBehaviourOf(state),
      withSizeMap: state.view === 'sizes',
      // The size map's what-if: the engine ranks at that size; the text sent is the editor's.
      ...(state.sizeOverride === null ? {} : { sizeOverride: state.sizeOverride }),
      // The "Runs on" what-if: the engine decides classes with it; the ranking is the same.
      ...(state.acceleratorWhatIf === null ? {} : { acceleratorWhatIf: state.acceleratorWhatIf }),
    };
    // Ranked ahead: the request for this very input is already in the engine (or answered).
    if (lastSent !== null && sameInput(lastSent, input)) return;
    lastSent = input;
    client.request(input);
  };
  ahead.set(store, (text) => send(text));
  const unsubscribe = store.subscribe((state, previous) => {
    const choiceChanged =
      !sameQuestion(state.question, previous.question) ||
      omeBehaviourOf(state) !== omeBehaviourOf(previous) ||
      (state.view === 'sizes') !== (previous.view === 'sizes') ||
      state.sizeOverride !== previous.sizeOverride ||
      state.acceleratorWhatIf !== previous.acceleratorWhatIf;
    if (!choiceChanged && state.text === previous.text) return;
    if (timer !== null) clearTimeout(timer);
    const now = performance.now();
    const quiet = now - lastTextChange > TYPING_DEBOUNCE_MS;
    if (state.text !== previous.text) lastTextChange = now;
    if (choiceChanged || quiet) send();
    else timer = setTimeout(() => send(), TYPING_DEBOUNCE_MS);
  });
  send();
  return () => {
    ahead.delete(store);
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
    client.dispose();
  };
}
