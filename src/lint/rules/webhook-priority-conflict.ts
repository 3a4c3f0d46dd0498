/**
 * Different priorities in one entry-name group: OME's admission webhook rejects the runtime, so
 * it is an error (docs/selection-rules.md §12).
 */
import { runtimeFindingsOf } from '../engine-findings';
import { defineEngineFindingRule } from '../rule';

export const webhookPriorityConflict = defineEngineFindingRule({
  id: 'webhook-priority-conflict',
  severity: 'error',
  label: 'Webhook would reject',
  title: 'The admission webhook rejects the runtime: different priorities in one entry-name group',
  help: 'OME rejects a runtime whose autoSelect entries with the same name set different priorities (docs/selection-rules.md §12). Give them one priority.',
  check: (run) => runtimeFindingsOf(run, 'webhook-priority-conflict'),
});
