/**
 * For the store's tests: what the engine sync does (src/state/engine-sync.ts), by hand and at
 * once, with the worker's `analyze` run in-process.
 */
import type { StoreApi } from 'zustand/vanilla';
import { analyze } from '../worker/analyze';
import type { EngineRequest } from '../worker/protocol';
import { editorSource, omeBehaviourOf } from './selectors';
import type { AppStore } from './store';

let nextId = 1;

/** The request the engine sync would send for the store's inputs now. */
export function engineRequest(store: StoreApi<AppStore>): EngineRequest {
  const state = store.getState();
  return {
    id: nextId++,
    sources: editorSource(state.text),
    target: state.target,
    namespace: state.namespace,
    omeVersion: omeBehaviourOf(state),
  };
}

/** Asks about the store's inputs and delivers the answer. */
export function rank(store: StoreApi<AppStore>): void {
  const request = engineRequest(store);
  store.getState().receive(request, analyze(request));
}

/** What is asked, as `model/NAME in NAMESPACE`. */
export const questionOf = (store: StoreApi<AppStore>): string => {
  const { target, namespace } = store.getState();
  return `${target.kind}/${target.name} in ${namespace}`;
};
