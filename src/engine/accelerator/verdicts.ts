/**
 * The policy's pass of the decision (docs/selection-rules.md §A4, §A5): the runtime's classes,
 * the constraints, the policy, and how each listed class fared.
 */
import type { ListedClass } from './candidates';
import { constraintFailure } from './candidates';
import { applyPolicy, type CandidateScore, type DecidedBy, type PolicyStanding } from './policies';
import type { ConstraintFailure, Outcome } from './reasons';
import { isAcceleratorPolicy, type AcceleratorClass, type AcceleratorConstraints } from './types';

/** How one listed class fared. */
export type Standing =
  | { readonly code: 'duplicate' }
  | { readonly code: 'not-defined' }
  /** The decision ended before a policy looked at it (a name, no policy, a missing class). */
  | { readonly code: 'not-consulted' }
  | { readonly code: 'excluded'; readonly failure: ConstraintFailure }
  | { readonly code: PolicyStanding }
  /** BestFit panicked before it scored anything. */
  | { readonly code: 'not-scored' };

export interface CandidateVerdict {
  readonly name: string;
  /** Its place in the runtime's `acceleratorClasses`. */
  readonly index: number;
  readonly accelerator: AcceleratorClass | null;
  readonly standing: Standing;
  readonly score: CandidateScore | null;
}

/** The part of a component's decision the classes and the policy settle. */
export interface Passed {
  readonly outcome: Outcome;
  readonly candidates: readonly CandidateVerdict[];
  /** How the winner was told from the others; null without a policy's pick. */
  readonly decidedBy: DecidedBy | null;
  /** Candidates exactly as good as the chosen one: the order decided between them. */
  readonly tiedWith: readonly string[];
}

/** Each listed class with a standing that is not a policy's. */
export const unscored = (
  listed: readonly ListedClass[],
  rest: Standing,
  chosen = '',
): CandidateVerdict[] =>
  listed.map((l) => ({
    name: l.name,
    index: l.index,
    accelerator: l.accelerator,
    score: null,
    standing: l.duplicate
      ? { code: 'duplicate' }
      : l.accelerator === null
        ? { code: 'not-defined' }
        : l.name === chosen
          ? { code: 'chosen' }
          : rest,
  }));

/** A policy's pass (§A4, §A5): the missing class, the constraints, then the policy. */
export function byPolicy(
  listed: readonly ListedClass[],
  firstMissing: string | null,
  policy: string,
  constraints: AcceleratorConstraints | null,
): Passed {
  const none = { decidedBy: null, tiedWith: [] };
  if (firstMissing !== null)
    return {
      ...none,
      outcome: { code: 'candidate-missing', className: firstMissing },
      candidates: unscored(listed, { code: 'not-consulted' }),
    };
  const failures = new Map<ListedClass, ConstraintFailure | null>(
    listed.map((l) => [
      l,
      l.duplicate || l.accelerator === null ? null : constraintFailure(l.accelerator, constraints),
    ]),
  );
  const valid = listed
    .filter((l) => !l.duplicate && failures.get(l) === null)
    .map((l) => l.accelerator!);
  const verdict = (
    l: ListedClass,
    standing: Standing,
    score: CandidateScore | null = null,
  ): CandidateVerdict => ({
    name: l.name,
    index: l.index,
    accelerator: l.accelerator,
    standing,
    score,
  });
  const filtered = (
    l: ListedClass,
    otherwise: (l: ListedClass) => CandidateVerdict,
  ): CandidateVerdict => {
    const failure = failures.get(l) ?? null;
    if (l.duplicate) return verdict(l, { code: 'duplicate' });
    return failure === null ? otherwise(l) : verdict(l, { code: 'excluded', failure });
  };
  const notConsulted = listed.map((l) => filtered(l, (v) => verdict(v, { code: 'not-consulted' })));
  const known = isAcceleratorPolicy(policy) ? policy : null;
  const result = known === null ? null : applyPolicy(known, valid, constraints);
  if (valid.length === 0 || result?.kind === 'no-candidate')
    return { ...none, outcome: { code: 'no-candidate-left', policy }, candidates: notConsulted };
  if (result === null || known === null)
    return { ...none, outcome: { code: 'policy-not-allowed', policy }, candidates: notConsulted };
  if (result.kind === 'panic')
    return {
      ...none,
      outcome: { code: 'best-fit-panics' },
      candidates: listed.map((l) => filtered(l, (v) => verdict(v, { code: 'not-scored' }))),
    };
  const scoreOf = (name: string) => result.scores.get(name) ?? null;
  if (result.kind === 'no-cost')
    return {
      ...none,
      outcome: { code: 'no-cost' },
      candidates: listed.map((l) =>
        filtered(l, (v) => verdict(v, { code: 'no-cost' }, scoreOf(v.name))),
      ),
    };
  const candidates = listed.map((l) =>
    filtered(l, (v) => verdict(v, { code: result.standings.get(v.name)! }, scoreOf(v.name))),
  );
  return {
    outcome: { code: 'picked', policy: known, className: result.chosen.name },
    candidates,
    decidedBy: result.decidedBy,
    tiedWith: candidates.filter((c) => c.standing.code === 'tie-order').map((c) => c.name),
  };
}
