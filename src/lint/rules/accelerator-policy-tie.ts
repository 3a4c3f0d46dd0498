/**
 * A policy's winner ties other classes: the order of the runtime's `acceleratorClasses` decides
 * (docs/selection-rules.md §A5).
 */
import { componentName, type ServiceDecision } from '../accelerator-decisions';
import { findingOn } from '../locate';
import { defineRule } from '../rule';

const policyTies = ({ isvc, decision }: ServiceDecision) =>
  decision.components
    .filter((d) => d.tiedWith.length > 0)
    .map((d) =>
      findingOn(
        isvc,
        `for ${componentName(d)}, ${d.policy?.policy} cannot tell ${d.className} from ${d.tiedWith.join(', ')}; the order of ${decision.runtime?.name}'s acceleratorClasses picks ${d.className}`,
        { at: 'field', path: 'spec.acceleratorSelector' },
      ),
    );

export const acceleratorPolicyTie = defineRule({
  id: 'accelerator-policy-tie',
  severity: 'warning',
  title: "A policy cannot tell two accelerator classes apart; the runtime's list order decides",
  help: "Equal scores or costs go to the class listed first (past 12 candidates, to Go's sort order), so reordering the runtime's acceleratorClasses changes the class. Tell the classes apart (cost, capabilities) or name the class.",
  check: (run) => run.accelerators.decisions.flatMap(policyTies),
});
