/**
 * What a "make it win" card offers for each plan, derived from the text in the editor (never
 * stored): Apply while the text is the one the question was asked about, "Applied" only while
 * the text is exactly that text with the plan's edit (so Ctrl+Z in the editor brings Apply back).
 */
import { applyEdit, type TextEdit } from '../manifests';
import type { WinPlanAnswer } from '../worker/protocol';
import type { WinQuestion } from './whatif';

export type PlanStatus =
  /** Can be applied to the text now. */
  | { readonly kind: 'apply'; readonly edit: TextEdit }
  /** The text is the asked-about text with this plan's edit made. */
  | { readonly kind: 'applied' }
  /** The manifests changed since the question: ask again. */
  | { readonly kind: 'outdated' }
  /** A suggestion to carry out by hand (a deletion). */
  | { readonly kind: 'manual' };

export function planStatus(question: WinQuestion, plan: WinPlanAnswer, text: string): PlanStatus {
  if (plan.edit === null) return { kind: 'manual' };
  const asked = question.scenario.text;
  if (text === asked) return { kind: 'apply', edit: plan.edit };
  if (text === applyEdit(asked, plan.edit)) return { kind: 'applied' };
  return { kind: 'outdated' };
}

/** The plans of the question's answer (none until it is a change). */
export const plansOf = (question: WinQuestion | null): readonly WinPlanAnswer[] =>
  question?.answer?.status === 'change' ? question.answer.plans : [];
