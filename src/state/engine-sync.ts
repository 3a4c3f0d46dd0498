/**
 * Keeps the engine's answer in step with the inputs: every change sends one request (typing is
 * debounced lightly; picking a model or a version is sent at once), and answers go back into
 * the store. The client drops stale answers and stops runaway ones.
 */
import type { StoreApi } from 'zustand/vanilla';
import { EngineClient, type EngineClientOptions } from '../worker/client';
import { editorSource } from './selectors';
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
  const send = () => {
    timer = null;
    const { text, target, namespace, omeVersion } = store.getState();
    client.request({ sources: editorSource(text), target, namespace, omeVersion });
  };
  const unsubscribe = store.subscribe((state, previous) => {
    const choiceChanged =
      state.target !== previous.target ||
      state.namespace !== previous.namespace ||
      state.omeVersion !== previous.omeVersion;
    if (!choiceChanged && state.text === previous.text) return;
    if (timer !== null) clearTimeout(timer);
    if (choiceChanged) send();
    else timer = setTimeout(send, TYPING_DEBOUNCE_MS);
  });
  send();
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
    client.dispose();
  };
}
