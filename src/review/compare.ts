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
} from '../engine';
import { isResolveError, resolveErrorText, resolveQuery, type ManifestSet } from '../manifests';
import { namespacesOf, questionsOf, type Question } from './questions';
import { whyChanged } from './why';

/**
 * Why nothing is selected, as a kind: `not-found` (the model or InferenceService does not resolve),
 * `invalid-model` (selection fails outright: no format, the v1.2.2 panic), `no-runtime` (every
 * candidate is rejected).
 */
export type FailureKind = 'not-found' | 'invalid-model' | 'no-runtime';

export interface Answer {
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
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

export interface Change {
  readonly question: Question;
  readonly before: Answer;
  readonly after: Answer;
  readonly why: string;
}

export interface Comparison {
  readonly changes: readonly Change[];
  readonly unchanged: number;
  readonly questions: number;
  readonly namespaces: readonly string[];
}

export interface CompareOptions {
  readonly omeVersion?: OmeVersion;
  /** Ask only in these namespaces (`-n`); default: every namespace either side uses. */
  readonly namespaces?: readonly string[];
}

/**
 * What OME answers for one question in one set of manifests. With a `cache`, verdicts of objects
 * already evaluated for the same model are reused (see compareSelections).
 */
export function ask(
  set: ManifestSet,
  question: Question,
  omeVersion: OmeVersion,
  cache?: EvaluationCache,
): Asked {
  const query = question.kind === 'model' ? { model: question.name } : { isvc: question.name };
  const resolved = resolveQuery(set, question.namespace, query, omeVersion);
  if (isResolveError(resolved)) {
    const error = resolveErrorText(resolved);
    return { answer: { selected: null, failure: 'not-found', error }, ranking: null };
  }
  const ranking = rankRuntimes(resolved.input, cache);
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
  for (const question of questions) {
    const was = ask(before, question, omeVersion, cache);
    const now = ask(after, question, omeVersion, cache);
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
