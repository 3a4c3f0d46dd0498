/**
 * `runtime explain`'s answer, the same for every surface: the question resolved against the
 * manifests as kubectl resolves `--model`/`--isvc` (docs/selection-rules.md §1.2), then ranked and
 * explained. The CLI prints it (print.ts), the library returns it as the `-o json` document, the
 * app's engine worker sends it to the page.
 */
import {
  explainRanking,
  type EvaluationCache,
  type Explanation,
  type OmeRelease,
  type Question,
} from '../../engine';
import {
  isResolveError,
  resolveQuestion,
  type ManifestSet,
  type ResolvedQuestion,
  type ResolveError,
} from '../../manifests';
import { withSizeOverride } from './size-override';

/** A question asked of a set of manifests: what it resolved to, or why it did not. */
export type AskedQuestion = {
  readonly question: Question;
  readonly release: OmeRelease;
} & (
  | { readonly resolved: ResolvedQuestion; readonly unresolved: null }
  | { readonly resolved: null; readonly unresolved: ResolveError }
);

/** Resolves `question` in `set` for the behaviour of `release`. */
export function askQuestion(
  set: ManifestSet,
  question: Question,
  release: OmeRelease,
): AskedQuestion {
  const resolved = resolveQuestion(set, question, release.behaviour);
  return isResolveError(resolved)
    ? { question, release, resolved: null, unresolved: resolved }
    : { question, release, resolved, unresolved: null };
}

export interface ExplainAnswerOptions {
  /** Verdicts of runtimes unchanged since an earlier answer are reused (the app's live ranking). */
  readonly cache?: EvaluationCache;
  /** Rank as if the model's modelParameterSize were this (the app's size map what-if). */
  readonly sizeOverride?: string;
}

/** The asked question with its ranking explained; `explanation` is null when it did not resolve. */
export type ExplainAnswer = AskedQuestion & { readonly explanation: Explanation | null };

export function explainAnswer(
  asked: AskedQuestion,
  options: ExplainAnswerOptions = {},
): ExplainAnswer {
  if (asked.resolved === null) return { ...asked, explanation: null };
  const input = withSizeOverride(asked.resolved.input, options.sizeOverride);
  return { ...asked, explanation: explainRanking(input, options.cache) };
}
