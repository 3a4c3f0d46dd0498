/**
 * An entry without modelFormat.name, which the CRD requires (§1.5).
 */
import { runtimeFindingsOf } from '../engine-findings';
import { defineEngineFindingRule } from '../rule';

export const entryMissingFormat = defineEngineFindingRule({
  id: 'entry-missing-format',
  severity: 'error',
  label: 'Incomplete entry',
  title: 'An entry without modelFormat.name',
  help: 'The CRD requires modelFormat.name in every supportedModelFormats entry.',
  check: (run) => runtimeFindingsOf(run, 'entry-missing-format'),
});
