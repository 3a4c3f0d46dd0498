/**
 * An entry priority below 1: the CRD's minimum, so the API server rejects the runtime (§1.5).
 */
import { runtimeFindingsOf } from '../engine-findings';
import { defineEngineFindingRule } from '../rule';

export const priorityBelowMinimum = defineEngineFindingRule({
  id: 'priority-below-minimum',
  severity: 'error',
  label: 'Below the CRD minimum',
  title: 'An entry priority below 1',
  help: 'The CRD requires priority >= 1; the API server rejects the runtime.',
  check: (run) => runtimeFindingsOf(run, 'priority-below-minimum'),
});
