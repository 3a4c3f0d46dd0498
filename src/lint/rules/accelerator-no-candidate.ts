/**
 * An InferenceService's constraints leave a component no class, or Cheapest finds no cost: OME
 * runs the component with no accelerator class (docs/selection-rules.md §A3, §A5).
 */
import type { ComponentDecision } from '../../engine';
import { constraintText } from '../../engine';
import { componentName, type ServiceDecision } from '../accelerator-decisions';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';

/** Why a component's candidates all went: each class with the constraint it failed. */
function leftOut(d: ComponentDecision): string {
  return d.candidates
    .map((v) =>
      v.standing.code === 'excluded' ? `${v.name}: ${constraintText(v.standing.failure)}` : null,
    )
    .filter((t) => t !== null)
    .join('; ');
}

function noCandidate({ isvc, decision }: ServiceDecision): LintDraft[] {
  const where = { at: 'field', path: 'spec.acceleratorSelector' } as const;
  return decision.components.flatMap((d) => {
    if (d.outcome.code === 'no-candidate-left')
      return [
        findingOn(
          isvc,
          `spec.acceleratorSelector.constraints leave ${componentName(d)} no class of ${decision.runtime?.name} (${leftOut(d)}): OME runs it with no accelerator class`,
          where,
        ),
      ];
    if (d.outcome.code === 'no-cost')
      return [
        findingOn(
          isvc,
          `Cheapest finds no cost data among the classes left for ${componentName(d)}: OME runs it with no accelerator class`,
          where,
        ),
      ];
    return [];
  });
}

export const acceleratorNoCandidate = defineRule({
  id: 'accelerator-no-candidate',
  severity: 'warning',
  title: "An InferenceService's constraints or policy leave a component with no accelerator class",
  help: 'OME then runs the component on no class without a word: no node selector, resources or acceleratorConfig from a class. Loosen spec.acceleratorSelector.constraints, or give the classes cost data for Cheapest.',
  check: (run) => run.accelerators.decisions.flatMap(noCandidate),
});
