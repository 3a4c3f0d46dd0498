/**
 * For the store's tests: what the engine sync does (src/state/engine-sync.ts), by hand and at
 * once: the request it would send, answered in-process by the engine worker's own handler and read
 * back as the main thread reads it (the wire format included).
 */
import type { StoreApi } from 'zustand/vanilla';
import { editorSource } from '../state/requests';
import { omeBehaviourOf } from '../state/selectors';
import type { AppStore } from '../state/store';
import { engineHandler } from '../worker/analyze';
import type { EngineRequest, EngineResponse, QueryRequest } from '../worker/protocol';
import { answerQuery } from '../worker/query';
import { handle } from '../worker/serve';
import { ENGINE_WORKER } from '../worker/workers';

let nextId = 1;

/** The request the engine sync would send for the store's inputs now. */
export function engineRequest(store: StoreApi<AppStore>): EngineRequest {
  const state = store.getState();
  return {
    id: nextId++,
    sources: editorSource(state.text),
    question: state.question,
    omeVersion: omeBehaviourOf(state),
  };
}

/** The engine's answer to `request`, as the engine client delivers it. */
export function engineAnswer(request: EngineRequest): EngineResponse {
  const decoded = ENGINE_WORKER.decode(handle(engineHandler, request));
  // The engine worker answers every request; its errors are inside the response.
  if (!('answer' in decoded)) throw new Error(`the engine failed: ${decoded.failure}`);
  return decoded.answer;
}

/** Asks about the store's inputs and delivers the answer. */
export function rank(store: StoreApi<AppStore>): void {
  const request = engineRequest(store);
  store.getState().receive(request, engineAnswer(request));
}

/**
 * What the query sync does for the cluster-wide view, by hand and at once: the store's text
 * answered in-process by the query worker's own code.
 */
export function answerClusterWide(store: StoreApi<AppStore>): void {
  const state = store.getState();
  const request: QueryRequest = {
    type: 'cluster-wide',
    id: nextId++,
    sources: editorSource(state.text),
    omeVersion: omeBehaviourOf(state),
    baseline: null,
  };
  state.receiveQuery(answerQuery(request), request);
}

/** What is asked, as `model/NAME in NAMESPACE`. */
export const questionOf = (store: StoreApi<AppStore>): string => {
  const { kind, name, namespace } = store.getState().question;
  return `${kind}/${name} in ${namespace}`;
};
