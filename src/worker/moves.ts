/**
 * What else a change moves: the questions `runtime diff` asks (every model in every namespace
 * where it can be used, every InferenceService; src/review) whose answer differs between the text
 * before and after the change, compared as `runtime diff` compares them, leaving out the question
 * the change was made for. Within a budget, so that a cluster of thousands of runtimes answers in
 * bounded time and says how many questions it left unchecked.
 */
import {
  isCandidate,
  questionKey,
  rankRuntimes,
  type OmeVersion,
  type Question,
  type ServingRuntime,
} from '../engine';
import { resolveModel, type ManifestSet } from '../manifests';
import type { Answer } from '../review/answer';
import { changedAnswers } from '../review/compare';
import { namespacesOf, questionsOf } from '../review/questions';
import type { Moves, MovedQuestion } from './protocol';

/**
 * Runtime evaluations one answer may spend on comparing questions in full (each costs about the
 * runtimes of both sides): every question of OME's catalog (207 runtimes, 206 questions) for
 * several plans; about 25 questions at 10,000 runtimes, a few seconds on a loaded machine. Past
 * it, the remaining questions are not checked and the answer says how many were.
 */
export const MOVES_EVALUATION_BUDGET = 500_000;

/** What is left of the budget; shared by every plan of one answer. */
export interface MovesBudget {
  left: number;
}

export const movesBudget = (left: number = MOVES_EVALUATION_BUDGET): MovesBudget => ({ left });

/** The runtime an answer uses, or "none" (why is `runtime diff`'s to tell). */
const usedBy = (answer: Answer): string => answer.selected?.name ?? 'none';

/** Runtimes of one side that the other lacks, by object identity (one cache loads both sides). */
function onlyIn(set: ManifestSet, other: ManifestSet): readonly ServingRuntime[] {
  const there = new Set(other.runtimes.map((r) => r.object));
  return set.runtimes.map((r) => r.object).filter((r) => !there.has(r));
}

/**
 * False when the question's answer surely stays: a model question (same model object on both
 * sides) for which no changed runtime qualifies on either side, so the ranking of the rest, and
 * its pick, is the same (§8 orders runtimes pairwise). Everything else is compared in full: an
 * InferenceService (it may name a changed runtime), v1.2.2 (one runtime's size range can make the
 * whole selection fail).
 */
function mayMove(
  question: Question,
  sides: { readonly before: ManifestSet; readonly after: ManifestSet },
  changed: {
    readonly removed: readonly ServingRuntime[];
    readonly added: readonly ServingRuntime[];
  },
  omeVersion: OmeVersion,
): boolean {
  if (question.kind !== 'model' || omeVersion === '1.2.2') return true;
  const was = resolveModel(sides.before, question.namespace, question.name)?.object ?? null;
  const now = resolveModel(sides.after, question.namespace, question.name)?.object ?? null;
  if (was !== now) return true;
  if (was === null) return false;
  const qualifies = (runtimes: readonly ServingRuntime[]) => {
    const ranking = rankRuntimes({
      namespace: question.namespace,
      model: was,
      inferenceService: null,
      runtimes: runtimes.filter((r) => isCandidate(r, question.namespace)),
      omeVersion,
    });
    return ranking.error !== null || ranking.ranked.length > 0;
  };
  return qualifies(changed.removed) || qualifies(changed.added);
}

/**
 * The change from `before` to `after` (loaded through one ManifestCache), its own question
 * (`asked`) left out, spending `budget` on the questions that must be compared in full.
 */
export function movesBetween(
  before: ManifestSet,
  after: ManifestSet,
  omeVersion: OmeVersion,
  asked: Question | null,
  budget: MovesBudget = movesBudget(),
): Moves {
  const own = asked === null ? null : questionKey(asked);
  const questions = questionsOf([before, after], namespacesOf([before, after])).filter(
    (q) => questionKey(q) !== own,
  );
  const sameOthers =
    before.acceleratorClasses.length === after.acceleratorClasses.length &&
    before.acceleratorClasses.every((a, i) => a.object === after.acceleratorClasses[i]?.object);
  const changed = { removed: onlyIn(before, after), added: onlyIn(after, before) };
  const cost = before.runtimes.length + after.runtimes.length;
  const inFull: Question[] = [];
  let checked = 0;
  for (const question of questions) {
    if (sameOthers && !mayMove(question, { before, after }, changed, omeVersion)) {
      checked++;
      continue;
    }
    if (budget.left < cost) break;
    budget.left -= cost;
    inFull.push(question);
    checked++;
  }
  const moved: MovedQuestion[] = changedAnswers(before, after, inFull, omeVersion).map((c) => ({
    question: c.question,
    before: usedBy(c.before),
    after: usedBy(c.after),
  }));
  return { moved, checked, questions: questions.length };
}
