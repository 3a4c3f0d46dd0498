/**
 * OME's reconcile fails on an InferenceService's accelerator class decision: a named class that
 * does not exist, or BestFit's nil-pointer panic (docs/selection-rules.md §A3, §A5).
 */
import { componentName, type ServiceDecision } from '../accelerator-decisions';
import { findingOn } from '../locate';
import { defineRule } from '../rule';

const decisionErrors = ({ isvc, decision }: ServiceDecision) =>
  decision.components
    .filter((d) => d.error !== null)
    .map((d) =>
      findingOn(isvc, `${componentName(d)}: ${d.error}`, {
        at: 'field',
        path:
          d.outcome.code === 'named-class-missing' && d.named?.by === 'override'
            ? `spec.${d.component}.acceleratorOverride`
            : 'spec.acceleratorSelector',
      }),
    );

export const acceleratorDecisionError = defineRule({
  id: 'accelerator-decision-error',
  severity: 'error',
  title: "OME fails to decide a component's accelerator class",
  help: "A named class that does not exist, or BestFit without constraints among two classes or more (a nil-pointer panic), fails the InferenceService's reconcile. Define the class, or give BestFit constraints.",
  check: (run) => run.accelerators.decisions.flatMap(decisionErrors),
});
