/**
 * Keeps the engine's answer in step with the inputs: every change sends one request, and answers go
 * back into the store. A change after a quiet spell (a table edit, a paste, the first keystroke)
 * is sent at once; a burst of typing is debounced lightly; picking a model or a version is sent at
 * once. The client drops stale answers and stops runaway ones.
 */
import type { StoreApi } from 'zustand/vanilla';
import { EngineClient, type EngineClientOptions } from '../worker/client';
import { editorSource, omeBehaviourOf } from './selectors';
import type { AppStore } from './store';

/** Short enough to feel live, long enough to skip most keystrokes of a word being typed. */
export const TYPING_DEBOUNCE_MS = 100;
/** A ranking of real manifests takes milliseconds; this much means it ran away. */
export const ENGINE_TIME_LIMIT_MS = 5000;

export function startEngineSync(
  store: StoreApi<AppStore>,
  createWorker: EngineClientOptions['createWorker'],
): () => void {
  const client = new EngineClient(
    { createWorker, timeLimitMs: ENGINE_TIME_LIMIT_MS },
    {
      onResponse: (response, request) => store.getState().receive(request, response),
      onFailure: (message, request) => store.getState().fail(request, message),
    },
  );
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastTextChange = Number.NEGATIVE_INFINITY;
  const send = () => {
    timer = null;
    const state = store.getState();
    const { text, target, namespace } = state;
    client.request({
      sources: editorSource(text),
      target,
      namespace,
      omeVersion: omeBehaviourOf(state),
    });
  };
  const unsubscribe = store.subscribe((state, previous) => {
    const choiceChanged =
      state.target !== previous.target ||
      state.namespace !== previous.namespace ||
      omeBehaviourOf(state) !== omeBehaviourOf(previous);
    if (!choiceChanged && state.text === previous.text) return;
    if (timer !== null) clearTimeout(timer);
    const now = performance.now();
    const quiet = now - lastTextChange > TYPING_DEBOUNCE_MS;
    if (state.text !== previous.text) lastTextChange = now;
    if (choiceChanged || quiet) send();
    else timer = setTimeout(send, TYPING_DEBOUNCE_MS);
  });
  send();
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
    client.dispose();
  };
}
