/**
 * Compares OME's answers for two manifest sets (before and after a change): for every question of
 * the cluster-wide view, the runtime OME picks or why it picks none, and for each answer that
 * differs, the step that now decides. Pure: the CLI reads the files, this compares.
 */
import {
  createEvaluationCache,
  type EvaluationCache,
  rankRuntimes,
  type OmeVersion,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import { type ManifestSet, resolveModel } from '../manifests';
import {
  type Answer,
  askResolved,
  type Resolved,
  resolveSide,
  sameAnswer,
  unresolved,
  withMessage,
} from './answer';
import { namespacesOf, questionsOf, type Question } from './questions';
import { whyChanged } from './why';

/** One question whose answer differs between the two sides. */
export interface Change {
  /** The model or InferenceService, and the namespace, asked about. */
  readonly question: Question;
  /** OME's answer with the manifests before the change. */
  readonly before: Answer;
  /** OME's answer with the manifests after it. */
  readonly after: Answer;
  /** What now decides, in words (e.g. "rt-llama: disabled → rejected; no runtime qualifies"). */
  readonly why: string;
}

/**
 * OME's answers compared across a change: every question of the cluster-wide view (each model in
 * each namespace where it can be used, each InferenceService) asked of both sides.
 */
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

/**
 * resolveQuery for many questions of one set: a namespace's runtimes depend on nothing but the
 * namespace, so model questions after the first in a namespace reuse its list (resolveQuestion
 * would gather it again for each, the largest cost of a big diff after ranking).
 */
function sideResolver(set: ManifestSet, omeVersion: OmeVersion): (question: Question) => Resolved {
  const runtimes = new Map<string, readonly ServingRuntime[]>();
  return (question) => {
    const known = runtimes.get(question.namespace);
    if (question.kind === 'model' && known !== undefined) {
      const model = resolveModel(set, question.namespace, question.name);
      if (model === null)
        return { code: 'model-not-found', name: question.name, suggestion: null, elsewhere: [] };
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
  const changes = changedAnswers(before, after, questions, omeVersion);
  return {
    changes,
    unchanged: questions.length - changes.length,
    questions: questions.length,
    namespaces,
  };
}

/**
 * The answers that differ among `questions` asked of both sets, as compareSelections asks them
 * (for a caller that asks only some of the questions, e.g. within a budget).
 */
export function changedAnswers(
  before: ManifestSet,
  after: ManifestSet,
  questions: readonly Question[],
  omeVersion: OmeVersion,
): Change[] {
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
  return changes;
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
