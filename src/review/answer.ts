/**
 * OME's answer to one question (a model or InferenceService in a namespace) in one set of
 * manifests: the runtime it picks, or why it picks none, with the ranking behind it; and whether
 * two answers are the same. compare.ts asks this of both sides of a change; why.ts explains a
 * changed answer. Pure.
 */
import {
  explicitVerdictFor,
  namedRuntimeInUse,
  type EvaluationCache,
  type ExplicitRuntimeVerdict,
  noRuntimeFoundMessage,
  rankRuntimes,
  selectionErrorText,
  type OmeVersion,
  type Ranking,
  type Scope,
  type SelectionInput,
} from '../engine';
import {
  resolveErrorText,
  resolveQuestion,
  type ManifestSet,
  type ResolveError,
} from '../manifests';
import type { Question } from './questions';

/**
 * Why no runtime is used, as a kind: `not-found` (the model or InferenceService does not resolve),
 * `invalid-model` (selection fails outright: no format, the v1.2.2 panic), `no-runtime` (every
 * candidate is rejected), `runtime-refused` (OME refuses the runtime the InferenceService names).
 */
export type FailureKind = 'not-found' | 'invalid-model' | 'no-runtime' | 'runtime-refused';

/** OME's answer to one question in one set of manifests: the runtime it uses, or why none. */
export interface Answer {
  /**
   * The runtime OME uses, or null: the one the InferenceService names when it names one (OME
   * then ranks nothing, docs/selection-rules.md §11), else the one selection picks.
   */
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
  /** OME's verdict on the runtime the InferenceService names, which is the answer; else null. */
  readonly named: ExplicitRuntimeVerdict | null;
  /** What the question resolved to (null when it did not). */
  readonly input: SelectionInput | null;
  /** The model's format name, for OME's "no runtime found" text. */
  readonly formatName?: string;
}

/** A question resolved to the engine's input, or why it does not resolve. */
export type Resolved = { readonly input: SelectionInput } | ResolveError;

export const unresolved = (resolved: Resolved): resolved is ResolveError => 'code' in resolved;

export function resolveSide(
  set: ManifestSet,
  question: Question,
  omeVersion: OmeVersion,
): Resolved {
  return resolveQuestion(set, question, omeVersion);
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
 * The answer: the runtime the InferenceService names, when it names one, else the ranking's pick
 * (the "no runtime found" text is left for withMessage).
 */
function answerOf(resolved: { readonly input: SelectionInput }, ranking: Ranking): Asked {
  const { input } = resolved;
  const named = explicitVerdictFor(input);
  if (named !== null) {
    const runtime = namedRuntimeInUse(named).runtime;
    const answer: Answer =
      runtime === null
        ? { selected: null, failure: 'runtime-refused', error: named.message }
        : { selected: runtime, failure: null, error: null };
    return { answer, ranking, named, input };
  }
  const selected = ranking.selected;
  if (selected !== null) {
    return {
      answer: {
        selected: { name: selected.runtime.name, scope: selected.scope },
        failure: null,
        error: null,
      },
      ranking,
      named,
      input,
    };
  }
  if (ranking.error !== null) {
    const error = selectionErrorText(ranking.error);
    return { answer: { selected: null, failure: 'invalid-model', error }, ranking, named, input };
  }
  const formatName = input.model!.modelFormat.name;
  // The message lists every rejected runtime: built only for answers that are shown (withMessage).
  return {
    answer: { selected: null, failure: 'no-runtime', error: null },
    ranking,
    named,
    input,
    formatName,
  };
}

export function askResolved(resolved: Resolved, cache?: EvaluationCache): Asked {
  if (unresolved(resolved)) {
    const error = resolveErrorText(resolved);
    return {
      answer: { selected: null, failure: 'not-found', error },
      ranking: null,
      named: null,
      input: null,
    };
  }
  return answerOf(resolved, rankRuntimes(resolved.input, cache));
}
