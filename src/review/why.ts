/**
 * Why an answer changed, in the engine's own terms, from the two rankings' data (verdicts,
 * checks, scores, distances and placement steps; never from rendered text): what happened to the
 * runtime that was picked, how the new pick became eligible, and the ordering step (§8) that puts
 * it first now. For example "team-llama: autoSelect false → rejected; vllm-llama now first:
 * score 6 vs 6, size distance 0 vs 69B (srt-llama-small)".
 */
import {
  formatParameterCount,
  runtimeKey,
  scopeOf,
  type Ranking,
  type Reason,
  type RuntimeEvaluation,
} from '../engine';
import type { ManifestSet } from '../manifests';
import type { Answer, Asked } from './answer';
import type { Question } from './questions';

/** A failing check in a few words (the full REASON text is in `explain`). */
export function checkPhrase(reason: Reason): string {
  switch (reason.check) {
    case 'disabled':
      return 'disabled';
    case 'accelerator-class':
      return 'accelerator class not supported';
    case 'deployment-mode':
      return `${reason.component} deployment mode ${reason.runtimeMode}, requested ${reason.requestedMode}`;
    case 'format-mismatch':
      return `format mismatch (${reason.label})`;
    case 'size-out-of-range':
      return `size ${reason.size} outside ${reason.rangeLabel}`;
    case 'no-autoselect-entry':
      return 'no autoSelect entry';
    case 'matching-entry-not-autoselect':
      return 'autoSelect false';
    case 'score-not-positive':
      return reason.priorityIsZero ? 'priority 0, score 0' : 'score 0';
  }
}

type Verdict =
  | { readonly kind: 'ranked'; readonly evaluation: RuntimeEvaluation & { rank: number } }
  | { readonly kind: 'rejected'; readonly evaluation: RuntimeEvaluation }
  | { readonly kind: 'absent' };

function verdictOf(ranking: Ranking, key: string): Verdict {
  const ranked = ranking.ranked.find((e) => runtimeKey(e.scope, e.runtime.name) === key);
  if (ranked !== undefined) return { kind: 'ranked', evaluation: ranked };
  const rejected = ranking.rejected.find((e) => runtimeKey(e.scope, e.runtime.name) === key);
  return rejected !== undefined ? { kind: 'rejected', evaluation: rejected } : { kind: 'absent' };
}

const keyOf = (s: NonNullable<Answer['selected']>): string => runtimeKey(s.scope, s.name);

/** What became of the runtime that was picked before. */
function fateOfPrevious(name: string, key: string, now: Ranking, after: ManifestSet): string {
  const verdict = verdictOf(now, key);
  switch (verdict.kind) {
    case 'rejected':
      return `${name}: ${checkPhrase(verdict.evaluation.failure!)} → rejected`;
    case 'ranked':
      return `${name}: now ranks ${verdict.evaluation.rank}`;
    case 'absent': {
      const elsewhere = after.runtimes.some(
        (r) => runtimeKey(scopeOf(r.object.kind), r.object.name) === key,
      );
      return elsewhere
        ? `${name}: not a candidate in ${now.namespace} any more (another namespace)`
        : `${name}: deleted`;
    }
  }
}

/**
 * The selection now fails before any runtime is evaluated (docs/selection-rules.md §2): the cause is
 * the model's change, not the runtime's. The v1.2.2 panic names its runtime in OME's error text,
 * which the answer carries (failureNow), so only the model's own cause is said here.
 */
function failedBeforeRanking(question: Question, ranking: Ranking): string | null {
  if (ranking.error?.code !== 'model-format-missing') return null;
  const model =
    question.kind === 'model' ? `model ${question.name}` : `the model of ${question.name}`;
  return `${model} has no spec.modelFormat now, so no runtime is evaluated`;
}

/** How the new pick came to be eligible, when it was not before. */
function arrivalOf(name: string, key: string, was: Ranking | null): string | null {
  // A selection that failed outright evaluated nothing: there is no verdict to compare with.
  if (was === null || was.error !== null) return null;
  const verdict = verdictOf(was, key);
  switch (verdict.kind) {
    case 'rejected':
      return `${name}: qualifies now (was ${checkPhrase(verdict.evaluation.failure!)})`;
    case 'absent':
      return `${name}: new candidate`;
    case 'ranked':
      return null;
  }
}

/** The ordering step (§8) that puts the winner above the runner-up. */
export function decidingStep(ranking: Ranking): string {
  const [first, second] = ranking.ranked;
  if (first === undefined) return 'nothing qualifies';
  const name = first.runtime.name;
  if (second === undefined) return `${name} now first: the only qualifying runtime`;
  const other = second.runtime.name;
  const size = (d: number | null): string => formatParameterCount(d ?? 0);
  switch (second.placement) {
    case 'scope':
      return `${name} now first: a ServingRuntime in the namespace comes before ClusterServingRuntime ${other}`;
    case 'score':
      return `${name} now first on score ${first.score} vs ${second.score} (${other})`;
    case 'distance':
      return `${name} now first on score ${first.score} vs ${second.score}, size distance ${size(first.distance)} vs ${size(second.distance)} (${other})`;
    case 'name':
    case 'first':
      return `${name} now first on score ${first.score} vs ${second.score}, then name (${name} < ${other})`;
  }
}

/** Why nothing is picked now: the kind of failure, in a few words. */
function failureNow(answer: Answer, ranking: Ranking | null): string {
  switch (answer.failure) {
    case 'not-found':
      return `not found now (${answer.error})`;
    case 'invalid-model':
      return `selection fails: ${answer.error}`;
    case 'runtime-refused':
      return `OME refuses the runtime the InferenceService names: ${answer.error}`;
    default: {
      const rejected = ranking?.rejected.length ?? 0;
      return rejected === 0
        ? 'no runtime qualifies: no candidates'
        : `no runtime qualifies (${rejected} rejected)`;
    }
  }
}

/** What OME does with a named runtime, in a few words. */
const namedVerdictText = (asked: Asked): string =>
  asked.answer.selected !== null
    ? `OME uses it${asked.named?.message == null ? '' : ` with a warning: ${asked.named.message}`}`
    : `OME refuses it: ${asked.answer.error}`;

/**
 * A change where the InferenceService names its runtime on either side: OME ranks nothing for it
 * there, so the ranking's steps do not explain the answer; the named runtime's verdict does.
 */
function namedChange(was: Asked, now: Asked): string | null {
  if (now.named !== null) {
    const same = was.named?.name === now.named.name;
    return same
      ? `runtime ${now.named.name}, which the InferenceService names: ${namedVerdictText(now)}`
      : `the InferenceService names runtime ${now.named.name}: ${namedVerdictText(now)}`;
  }
  return was.named === null
    ? null
    : `the InferenceService no longer names runtime ${was.named.name}`;
}

/** The sentence for one changed answer. */
export function whyChanged(question: Question, was: Asked, now: Asked, after: ManifestSet): string {
  const named = namedChange(was, now);
  if (named !== null && now.named !== null) return named;
  const parts: string[] = named === null ? [] : [named];
  const previous = was.answer.selected;
  const next = now.answer.selected;
  if (was.answer.failure === 'not-found' && now.ranking !== null)
    parts.push(
      `${question.kind === 'isvc' ? 'InferenceService' : 'model'} ${question.name} resolves now`,
    );
  if (was.answer.failure === 'invalid-model')
    parts.push(`selection no longer fails (was: ${was.answer.error})`);
  if (previous !== null && now.ranking !== null) {
    // A ranking that failed outright evaluated no runtime: the previous pick is not "absent".
    if (now.ranking.error === null)
      parts.push(fateOfPrevious(previous.name, keyOf(previous), now.ranking, after));
    else {
      const cause = failedBeforeRanking(question, now.ranking);
      if (cause !== null) parts.push(cause);
    }
  }
  if (next !== null) {
    const arrival = arrivalOf(next.name, keyOf(next), was.ranking);
    if (arrival !== null) parts.push(arrival);
    parts.push(decidingStep(now.ranking!));
  } else {
    parts.push(failureNow(now.answer, now.ranking));
  }
  return parts.join('; ');
}
