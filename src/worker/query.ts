/**
 * Answers to on-demand questions: "make it win" for one runtime (each plan with what else it
 * moves, plans that move nothing else first), what else a table edit moves, the cluster-wide view (and the
 * baseline's, when asked), a restored baseline's ranking, the gallery, the editor's reading aids (folds, outline, the text for a
 * shorter link), and the models a folder of models would fill. Pure, like `analyze`, so tests
 * call it directly.
 */
import {
  isCandidate,
  makeItWin,
  runtimeKey,
  scopeOf,
  type MakeItWin,
  type ServingRuntime,
  type WinEdit,
} from '../engine';
import {
  applyEdit,
  combineEdits,
  createManifestCache,
  isResolveError,
  loadManifests,
  modelPlaces,
  modelRootTargets,
  resolveErrorText,
  resolveQuestion,
  winTextEdit,
  type Located,
  type ManifestSet,
} from '../manifests';
import { lintReport } from '../lint';
import { selectionOutline, stripUnread, unreadParts } from '../text-aids';
import { clusterSelections } from './cluster-selections';
import { galleryExamples } from './gallery';
import { analyze } from './analyze';
import type {
  BaselineRequest,
  MakeItWinAnswer,
  MakeItWinRequest,
  ClusterWideRequest,
  ModelFolderTarget,
  MovesRequest,
  QueryError,
  QueryRequest,
  QueryResponse,
  RankInput,
  TextAidRequest,
  TextAidResponse,
  WinPlanAnswer,
} from './protocol';
import { movesBetween, movesBudget } from './moves';
import type { WorkerHandler } from './serve';
import { withSizeOverride } from '../commands/explain';

/** One cache per text that is loaded in turn, so the baseline doesn't evict the current text. */
const currentCache = createManifestCache();
const baselineCache = createManifestCache();

export function makeItWinAnswer(input: RankInput, key: string): MakeItWinAnswer {
  const set = loadManifests(input.sources, {}, currentCache);
  const resolved = resolveQuestion(set, input.question, input.omeVersion);
  if (isResolveError(resolved))
    return { status: 'unavailable', explanation: resolveErrorText(resolved) };
  // At the size map's what-if size when one is chosen: the plan is for the ranking on screen.
  const selection = withSizeOverride(resolved.input, input.sizeOverride);
  const runtime = selection.runtimes.find(
    (r) => isCandidate(r, selection.namespace) && runtimeKey(scopeOf(r.kind), r.name) === key,
  );
  if (runtime === undefined) {
    return {
      status: 'unavailable',
      explanation: `${key.replace(/^.*\//, '')} is no longer a candidate in these manifests.`,
    };
  }
  return withTextEdits(makeItWin(selection, runtime), resolved.runtimes, input, set);
}

/** Each plan's edits as one text edit of the manifests the question was asked about. */
function withTextEdits(
  answer: MakeItWin,
  runtimes: readonly Located<ServingRuntime>[],
  input: RankInput,
  set: ManifestSet,
): MakeItWinAnswer {
  if (answer.status !== 'change') return answer;
  const text = input.sources.length === 1 ? input.sources[0]!.text : null;
  const originOf = (ref: WinEdit['runtime']) =>
    runtimes.find(
      ({ object }) =>
        object.kind === ref.kind &&
        object.name === ref.name &&
        isCandidate(object, input.question.namespace),
    )?.origin;
  const budget = movesBudget();
  const plans = answer.plans.map((plan): WinPlanAnswer => {
    if (text === null) return { ...plan, edit: null, pieces: [], moves: null };
    // A deletion is the user's to make (with kubectl), not a text edit; the rest is written.
    const deletions = plan.edits.flatMap((e) => (e.kind === 'delete' ? [e.runtime] : []));
    const parts = plan.edits
      .filter((e) => e.kind !== 'delete')
      .map((edit) => {
        const origin = originOf(edit.runtime);
        return origin === undefined ? null : winTextEdit(text, origin, edit);
      });
    const edits = parts.every((p) => p !== null) ? parts.flat() : null;
    const edit = edits === null || edits.length === 0 ? null : combineEdits(text, edits);
    if (edits === null || (edits.length > 0 && edit === null))
      return { ...plan, edit: null, pieces: [], moves: null };
    const edited =
      edit === null
        ? set
        : // Through the same cache: only the document the plan edits is read again.
          loadManifests([{ ...input.sources[0]!, text: applyEdit(text, edit) }], {}, currentCache);
    const after = withoutRuntimes(edited, deletions, input.question.namespace);
    const moves = movesBetween(set, after, input.omeVersion, input.question, budget);
    const applies = deletions.length === 0 && edit !== null;
    return {
      ...plan,
      edit: applies ? edit : null,
      pieces: applies ? [...edits].sort((a, b) => a.offset - b.offset) : [],
      moves,
    };
  });
  return { ...answer, plans: byMoves(plans) };
}

/**
 * The manifests without these runtimes (each the candidate of that kind and name in `namespace`,
 * as the plan means it): a deletion's "after", compared like any edited text.
 */
function withoutRuntimes(
  set: ManifestSet,
  deleted: readonly WinEdit['runtime'][],
  namespace: string,
): ManifestSet {
  if (deleted.length === 0) return set;
  const gone = ({ object }: Located<ServingRuntime>) =>
    isCandidate(object, namespace) &&
    deleted.some((ref) => ref.kind === object.kind && ref.name === object.name);
  return { ...set, runtimes: set.runtimes.filter((r) => !gone(r)) };
}

/**
 * How many other answers a plan moves, for the order: a plan checked only in part (the budget ran
 * out) comes after every plan checked in full, and one not compared at all last.
 */
function movedCount(plan: WinPlanAnswer): number {
  const { moves } = plan;
  if (moves === null) return Infinity;
  const partly = moves.checked < moves.questions ? Number.MAX_SAFE_INTEGER / 2 : 0;
  return partly + moves.moved.length;
}

/** Plans that move nothing else first, then by how much they move; else as the engine ordered. */
export const byMoves = (plans: readonly WinPlanAnswer[]): WinPlanAnswer[] =>
  [...plans].sort((a, b) => movedCount(a) - movedCount(b));

function movesResponse(request: MovesRequest): QueryResponse {
  const { before, after, omeVersion, asked } = request;
  const moves = movesBetween(
    loadManifests(before, {}, currentCache),
    loadManifests(after, {}, currentCache),
    omeVersion,
    asked,
  );
  return { type: 'moves', id: request.id, moves };
}

function clusterWideResponse(request: ClusterWideRequest): QueryResponse {
  const set = loadManifests(request.sources, {}, currentCache);
  const cells = clusterSelections(set, request.omeVersion);
  const lint =
    request.withLint === true
      ? lintReport(set, request.sources, { omeVersion: request.omeVersion })
      : null;
  const baseline =
    request.baseline === null
      ? null
      : clusterSelections(
          loadManifests(request.baseline.sources, {}, baselineCache),
          request.baseline.omeVersion,
        );
  return { type: 'cluster-wide', id: request.id, cells, baselineCells: baseline, lint };
}

/** The same analysis the engine worker makes, so the baseline reads as it did when pinned. */
const baselineResponse = ({ id, input }: BaselineRequest): QueryResponse => ({
  type: 'baseline',
  id,
  explanation: analyze({ id, ...input }).result?.explanation ?? null,
});

const makeItWinResponse = (request: MakeItWinRequest): QueryResponse => ({
  type: 'make-it-win',
  id: request.id,
  answer: makeItWinAnswer(request.input, request.runtimeKey),
});

/** Unread parts of one line stay open: folding them would hide nothing. */
const foldRanges = (text: string) =>
  unreadParts(text)
    .filter((part) => part.endLine > part.startLine)
    .map(({ startLine, endLine }) => ({ startLine, endLine }));

export function textAidAnswer(request: TextAidRequest): TextAidResponse {
  const { id, text } = request;
  switch (request.type) {
    case 'folds':
      return { type: 'folds', id, ranges: foldRanges(text) };
    case 'outline':
      return { type: 'outline', id, objects: selectionOutline(text) };
    case 'short-text':
      return { type: 'short-text', id, text: stripUnread(text) };
    case 'model-folders':
      return { type: 'model-folders', id, models: modelFolderTargets(text) };
  }
}

/** The models a folder of models fills in `text` (the editor's one source), with their places. */
export function modelFolderTargets(text: string): ModelFolderTarget[] {
  const sources = [{ name: 'editor', text }];
  const set = loadManifests(sources, {}, currentCache);
  return modelRootTargets(sources, set).map((target) => ({
    ...target,
    places: target.agentSkips ? [] : modelPlaces(sources, set, target.model),
  }));
}

export function answerQuery(request: QueryRequest): QueryResponse {
  switch (request.type) {
    case 'folds':
    case 'outline':
    case 'short-text':
    case 'model-folders':
      return textAidAnswer(request);
    case 'make-it-win':
      return makeItWinResponse(request);
    case 'cluster-wide':
      return clusterWideResponse(request);
    case 'gallery':
      return { type: 'gallery', id: request.id, examples: galleryExamples() };
    case 'moves':
      return movesResponse(request);
    case 'baseline':
      return baselineResponse(request);
  }
}

/** The query worker's work: each question answered, or an engine bug reported as its error. */
export const queryHandler: WorkerHandler<QueryRequest, QueryResponse | QueryError> = {
  answer: answerQuery,
  failed: (request, message) => ({
    type: 'error',
    id: request.id,
    message: `internal error in the engine: ${message}`,
  }),
};
