/**
 * Compares OME's answers for two manifest sets (before and after a change): for every question of
 * the cluster-wide view, the runtime OME picks or why it picks none, and for each answer that
 * differs, the step that now decides. Pure: the CLI reads the files, this compares.
 */
import {
  createEvaluationCache,
  noRuntimeFoundMessage,
  type EvaluationCache,
  rankRuntimes,
  selectionErrorText,
  type OmeVersion,
  type Ranking,
  type Scope,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import {
  resolveErrorText,
  resolveQuery,
  type ManifestSet,
  resolveModel,
  type ResolveError,
} from '../manifests';
import { namespacesOf, questionsOf, type Question } from './questions';
import { whyChanged } from './why';

/**
 * Why nothing is selected, as a kind: `not-found` (the model or InferenceService does not resolve),
 * `invalid-model` (selection fails outright: no format, the v1.2.2 panic), `no-runtime` (every
 * candidate is rejected).
 */
export type FailureKind = 'not-found' | 'invalid-model' | 'no-runtime';

export interface Answer {
  /** The runtime OME picks, or null. */
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  /** Why nothing is selected; null when a runtime is. */
  readonly failure: FailureKind | null;
  /** OME's message when nothing is selected (for `no-runtime`, its "no runtime found …" text). */
  readonly error: string | null;
}

/** One side's answer to one question, with the ranking it came from (null when unresolved). */
export interface Asked {
  readonly answer: Answer;
  readonly ranking: Ranking | null;
  /** The model's format name, for OME's "no runtime found" text. */
  readonly formatName?: string;
}

/** One question whose answer differs between the two sides. */
export interface Change {
  readonly question: Question;
  readonly before: Answer;
  readonly after: Answer;
  /** What now decides, in words (e.g. "rt-llama: disabled → rejected; no runtime qualifies"). */
  readonly why: string;
}

export interface Comparison {
  /** The answers that differ, in the order of the questions (namespace, kind, name). */
  readonly changes: readonly Change[];
  /** How many questions kept their answer. */
  readonly unchanged: number;
  /** How many questions were asked of both sides. */
  readonly questions: number;
  /** The namespaces asked in. */
  readonly namespaces: readonly string[];
}

export interface CompareOptions {
  readonly omeVersion?: OmeVersion;
  /** Ask only in these namespaces (`-n`); default: every namespace either side uses. */
  readonly namespaces?: readonly string[];
}

/** A question resolved to the engine's input, or why it does not resolve. */
type Resolved = { readonly input: SelectionInput } | ResolveError;

const unresolved = (resolved: Resolved): resolved is ResolveError => 'code' in resolved;

function resolveSide(set: ManifestSet, question: Question, omeVersion: OmeVersion): Resolved {
  const query = question.kind === 'model' ? { model: question.name } : { isvc: question.name };
  return resolveQuery(set, question.namespace, query, omeVersion);
}

/**
 * resolveQuery for many questions of one set: a namespace's runtimes depend on nothing but the
 * namespace, so model questions after the first in a namespace reuse its list (resolveQuery
 * would gather it again for each, the largest cost of a big diff after ranking).
 */
function sideResolver(set: ManifestSet, omeVersion: OmeVersion): (question: Question) => Resolved {
  const runtimes = new Map<string, readonly ServingRuntime[]>();
  return (question) => {
    const known = runtimes.get(question.namespace);
    if (question.kind === 'model' && known !== undefined) {
      const model = resolveModel(set, question.namespace, question.name);
      if (model === null) return { code: 'model-not-found', name: question.name, suggestion: null };
      const input: SelectionInput = {
        namespace: question.namespace,
        model: model.object,
        inferenceService: null,
        runtimes: known,
        omeVersion,
      };
      return { input };
    }
    const resolved = resolveSide(set, question, omeVersion);
    if (!unresolved(resolved)) runtimes.set(question.namespace, resolved.input.runtimes);
    return resolved;
  };
}

/**
 * A first cut for the shortcut: only runtimes with an entry for the model's format can qualify
 * (§4.1: a matching entry has the model's modelFormat.name). Not for v1.2.2, where any runtime
 * with a one-bound size range makes the whole selection panic.
 */
function byFormat(
  runtimes: readonly ServingRuntime[],
  memo: Map<readonly ServingRuntime[], Map<string, ServingRuntime[]>>,
): Map<string, ServingRuntime[]> {
  let index = memo.get(runtimes);
  if (index !== undefined) return index;
  index = new Map();
  for (const runtime of runtimes) {
    const names = new Set(runtime.supportedModelFormats.map((e) => e.modelFormat?.name));
    for (const name of names) {
      if (name === undefined) continue;
      let list = index.get(name);
      if (list === undefined) index.set(name, (list = []));
      list.push(runtime);
    }
  }
  memo.set(runtimes, index);
  return index;
}

/** The answer a ranking gives (the "no runtime found" text is left for withMessage). */
function answerOf(resolved: { readonly input: SelectionInput }, ranking: Ranking): Asked {
  const selected = ranking.selected;
  if (selected !== null) {
    return {
      answer: {
        selected: { name: selected.runtime.name, scope: selected.scope },
        failure: null,
        error: null,
      },
      ranking,
    };
  }
  if (ranking.error !== null) {
    const error = selectionErrorText(ranking.error);
    return { answer: { selected: null, failure: 'invalid-model', error }, ranking };
  }
  const formatName = resolved.input.model!.modelFormat.name;
  // The message lists every rejected runtime: built only for answers that are shown (withMessage).
  return { answer: { selected: null, failure: 'no-runtime', error: null }, ranking, formatName };
}

function askResolved(resolved: Resolved, cache?: EvaluationCache): Asked {
  if (unresolved(resolved)) {
    const error = resolveErrorText(resolved);
    return { answer: { selected: null, failure: 'not-found', error }, ranking: null };
  }
  return answerOf(resolved, rankRuntimes(resolved.input, cache));
}

/**
 * What OME answers for one question in one set of manifests. With a `cache`, verdicts of objects
 * already evaluated for the same model are reused (see compareSelections).
 */
export const ask = (
  set: ManifestSet,
  question: Question,
  omeVersion: OmeVersion,
  cache?: EvaluationCache,
): Asked => askResolved(resolveSide(set, question, omeVersion), cache);

/** The answer with OME's "no runtime found …" text filled in, when that is its failure. */
export function withMessage(asked: Asked): Answer {
  const { answer, ranking, formatName } = asked;
  if (answer.failure !== 'no-runtime' || ranking === null || formatName === undefined)
    return answer;
  return { ...answer, error: noRuntimeFoundMessage(ranking, formatName) };
}

/**
 * Whether two answers differ: another runtime (name or scope), none, or another kind of failure.
 * For `no-runtime` only the kind counts: OME's message also lists every rejected runtime, and a
 * change to one of those is not a change of the answer. Other failures compare by their text.
 */
export function sameAnswer(a: Answer, b: Answer): boolean {
  if (a.selected !== null || b.selected !== null) {
    return (
      a.selected !== null &&
      b.selected !== null &&
      a.selected.name === b.selected.name &&
      a.selected.scope === b.selected.scope
    );
  }
  if (a.failure !== b.failure) return false;
  return a.failure === 'no-runtime' || a.error === b.error;
}

/**
 * Every question of the cluster-wide view, asked of both sets; the answers that differ.
 *
 * Load both sets through one ManifestCache: documents that did not change are then the very same
 * objects on both sides, and the shared EvaluationCache evaluates each runtime once per model, so
 * the "after" side costs little more than the runtimes the change touched.
 */
export function compareSelections(
  before: ManifestSet,
  after: ManifestSet,
  options: CompareOptions = {},
): Comparison {
  const omeVersion = options.omeVersion ?? '1.3';
  const namespaces =
    options.namespaces !== undefined && options.namespaces.length > 0
      ? [...new Set(options.namespaces)].sort()
      : namespacesOf([before, after]);
  const questions = questionsOf([before, after], namespaces);
  const changes: Change[] = [];
  const cache = createEvaluationCache();
  const shortcut: Shortcut = { deltas: new Map(), formats: new Map(), cache };
  const resolveBefore = sideResolver(before, omeVersion);
  const resolveAfter = sideResolver(after, omeVersion);
  for (const question of questions) {
    const resolvedBefore = resolveBefore(question);
    const resolvedAfter = resolveAfter(question);
    if (unchangedByShortcut(resolvedBefore, resolvedAfter, shortcut)) continue;
    const was = askResolved(resolvedBefore, cache);
    const now = askResolved(resolvedAfter, cache);
    if (sameAnswer(was.answer, now.answer)) continue;
    changes.push({
      question,
      before: withMessage(was),
      after: withMessage(now),
      why: whyChanged(question, was, now, after),
    });
  }
  return {
    changes,
    unchanged: questions.length - changes.length,
    questions: questions.length,
    namespaces,
  };
}

/** Runtimes that differ between the two sides' lists for one namespace, by object identity. */
interface RuntimeDelta {
  readonly removed: ReadonlySet<ServingRuntime>;
  readonly added: readonly ServingRuntime[];
}

function runtimeDelta(
  before: readonly ServingRuntime[],
  after: readonly ServingRuntime[],
): RuntimeDelta {
  const was = new Set(before);
  const now = new Set(after);
  return {
    removed: new Set(before.filter((r) => !now.has(r))),
    added: after.filter((r) => !was.has(r)),
  };
}

/**
 * A sure "unchanged" without ranking the after side in full, for the common case: the same model
 * and InferenceService objects on both sides (sets loaded through one ManifestCache), and a few
 * runtimes changed. Runtimes are ordered pairwise (§8), so the after side's pick is the better of
 * the best runtime the change left alone and the best changed one. False means "rank both".
 */
interface Shortcut {
  readonly deltas: Map<string, RuntimeDelta>;
  readonly formats: Map<readonly ServingRuntime[], Map<string, ServingRuntime[]>>;
  readonly cache: EvaluationCache;
}

function unchangedByShortcut(before: Resolved, after: Resolved, shortcut: Shortcut): boolean {
  const { deltas, cache } = shortcut;
  if (unresolved(before) || unresolved(after)) return false;
  if (before.input.model !== after.input.model) return false;
  if (before.input.inferenceService !== after.input.inferenceService) return false;
  const namespace = before.input.namespace;
  let delta = deltas.get(namespace);
  if (delta === undefined) {
    delta = runtimeDelta(before.input.runtimes, after.input.runtimes);
    deltas.set(namespace, delta);
  }
  if (delta.removed.size === 0 && delta.added.length === 0) return true;
  const input = before.input;
  const was = rankRuntimes(
    input.omeVersion === '1.2.2' || input.model === null
      ? input
      : {
          ...input,
          runtimes:
            byFormat(input.runtimes, shortcut.formats).get(input.model.modelFormat.name) ?? [],
        },
    cache,
  );
  if (was.error !== null) return false;
  const kept = was.ranked.find((r) => !delta.removed.has(r.runtime));
  const contenders = kept === undefined ? delta.added : [kept.runtime, ...delta.added];
  const now = rankRuntimes({ ...after.input, runtimes: contenders }, cache);
  if (now.error !== null) return false;
  const a = was.selected;
  const b = now.selected;
  return a === null || b === null
    ? a === b
    : a.runtime.name === b.runtime.name && a.scope === b.scope;
}
