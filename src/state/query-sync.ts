/**
 * Sends the store's questions to the query worker and puts the answers back: "make it win" when
 * one is asked, the ranking of a baseline saved before a reload, what else a priority typed into
 * the table moves (once typing pauses), the gallery when it is first opened, and the cluster-wide
 * view while that view is open (again after each edit, lightly debounced, and for the baseline
 * when it lacks one) or the app chooses the first question of new manifests. The editor's reading
 * aids go through the same worker but not the store (text-aids.ts).
 */
import type { StoreApi } from 'zustand/vanilla';
import { WorkerClient, type Spawn } from '../worker/client';
import type { QueryError, QueryRequest, QueryResponse } from '../worker/protocol';
import { QUERY_WORKER } from '../worker/workers';
import { editorSource } from './requests';
import { baselineInput, type SavedBaseline } from './saved-baseline';
import { awaitsOutcomes, omeBehaviourOf } from './selectors';
import type { AppStore } from './store';
import type { TableMoves } from './table-moves';
import { isTextAid, isTextAidResponse, TextAidCalls, type TextAids } from './text-aids';

/** The cluster-wide view is heavier than one ranking: wait a little longer for typing to pause. */
export const CLUSTER_WIDE_DEBOUNCE_MS = 250;
/**
 * What else a table edit moves is asked once typing in the field pauses: each ask re-reads the
 * whole text in the query worker, and on two cores it would compete with the edit's own ranking,
 * which the user is waiting for (docs/performance.md, "What else an edit moves").
 */
export const MOVES_DEBOUNCE_MS = 250;
/** The cluster-wide view of thousands of runtimes takes seconds; past this it is stopped. */
export const QUERY_TIME_LIMIT_MS = 15_000;

/**
 * The cluster-wide answer is not for these manifests, or the baseline still needs its own. It
 * is needed while its view (or the catalog's) is open, and while the app waits for every
 * question's outcome to choose the first screen of new manifests (first-choice.ts).
 */
function needsClusterWide(state: AppStore): boolean {
  if (!awaitsOutcomes(state) && state.view !== 'cluster' && state.view !== 'catalog') return false;
  const { clusterWide, baseline } = state;
  const current =
    clusterWide !== null &&
    clusterWide.text === state.text &&
    clusterWide.omeVersion === omeBehaviourOf(state) &&
    (state.view !== 'catalog' || clusterWide.lint !== null);
  return !current || (baseline !== null && baseline.clusterWide === null);
}

/** A table edit's moves still to be asked: none answered, none failed. */
const awaitsMoves = (moves: TableMoves | null): moves is TableMoves =>
  moves !== null && moves.moves === null && moves.error === null;

export interface QuerySync {
  /** The reading aids, asked of the same worker. */
  readonly aids: TextAids;
  stop(): void;
}

type QuerySpawn = Spawn<QueryRequest, QueryResponse | QueryError>;

/** The store's questions, as `startQueries` but without the reading aids; returns the stop. */
export function startQuerySync(store: StoreApi<AppStore>, spawn?: QuerySpawn): () => void {
  const sync = startQueries(store, spawn);
  return () => sync.stop();
}

/** Starts the sync with the query worker (`spawn`, for tests, starts a fake). */
export function startQueries(store: StoreApi<AppStore>, spawn?: QuerySpawn): QuerySync {
  const client = new WorkerClient(
    QUERY_WORKER,
    { timeLimitMs: QUERY_TIME_LIMIT_MS, spawn },
    {
      onAnswer: (response, request) => {
        if (isTextAid(request)) {
          if (isTextAidResponse(response)) aids.receive(response, request);
        } else store.getState().receiveQuery(response, request);
      },
      onFailure: (message, request) => {
        if (isTextAid(request)) aids.fail(request);
        else store.getState().failQuery(message, request);
      },
    },
  );
  const aids = new TextAidCalls((type, text) => client.request({ type, text }));
  let timer: ReturnType<typeof setTimeout> | null = null;
  const askClusterWide = () => {
    timer = null;
    const state = store.getState();
    if (!needsClusterWide(state)) return;
    const { baseline } = state;
    client.request({
      type: 'cluster-wide',
      sources: editorSource(state.text),
      omeVersion: omeBehaviourOf(state),
      withLint: state.view === 'catalog',
      baseline:
        baseline !== null && baseline.clusterWide === null
          ? {
              sources: editorSource(baseline.scenario.text),
              omeVersion: omeBehaviourOf(baseline.scenario),
            }
          : null,
    });
  };
  const askBaseline = (saved: SavedBaseline | null) => {
    if (saved !== null) client.request({ type: 'baseline', input: baselineInput(saved) });
  };
  let movesTimer: ReturnType<typeof setTimeout> | null = null;
  const askMoves = () => {
    movesTimer = null;
    const moves = store.getState().tableMoves;
    if (!awaitsMoves(moves)) return;
    client.request({
      type: 'moves',
      before: editorSource(moves.before),
      after: editorSource(moves.after),
      omeVersion: moves.omeVersion,
      asked: moves.question,
    });
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.baselineToRestore !== previous.baselineToRestore)
      askBaseline(state.baselineToRestore);
    const asked = state.winQuestion;
    if (asked !== previous.winQuestion && asked?.answer === null && asked.error === null) {
      const { text, question } = asked.scenario;
      const omeVersion = omeBehaviourOf(asked.scenario);
      client.request({
        type: 'make-it-win',
        input: {
          sources: editorSource(text),
          question,
          omeVersion,
          ...(asked.sizeOverride === null ? {} : { sizeOverride: asked.sizeOverride }),
        },
        runtimeKey: asked.runtimeKey,
      });
    }
    if (state.tableMoves !== previous.tableMoves && awaitsMoves(state.tableMoves)) {
      if (movesTimer !== null) clearTimeout(movesTimer);
      movesTimer = setTimeout(askMoves, MOVES_DEBOUNCE_MS);
    }
    if (state.gallery.status === 'loading' && previous.gallery.status !== 'loading')
      client.request({ type: 'gallery' });
    const typed = state.text !== previous.text;
    const clusterWideInputChanged =
      typed ||
      state.view !== previous.view ||
      omeBehaviourOf(state) !== omeBehaviourOf(previous) ||
      state.baseline !== previous.baseline ||
      awaitsOutcomes(state) !== awaitsOutcomes(previous);
    if (!clusterWideInputChanged || !needsClusterWide(state)) return;
    if (timer !== null) clearTimeout(timer);
    if (typed) timer = setTimeout(askClusterWide, CLUSTER_WIDE_DEBOUNCE_MS);
    else askClusterWide();
  });
  // A baseline saved before the reload is ranked again from the start.
  askBaseline(store.getState().baselineToRestore);
  return {
    aids,
    stop: () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      if (movesTimer !== null) clearTimeout(movesTimer);
      client.dispose();
      aids.dispose();
    },
  };
}
