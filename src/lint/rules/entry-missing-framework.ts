/**
 * An entry without modelFramework.name, which the CRD requires (§1.5).
 */
import { runtimeFindingsOf } from '../engine-findings';
import { defineEngineFindingRule } from '../rule';

export const entryMissingFramework = defineEngineFindingRule({
  id: 'entry-missing-framework',
  severity: 'error',
  label: 'Incomplete entry',
  title: 'An entry without modelFramework.name',
  help: 'The CRD requires modelFramework.name in every supportedModelFormats entry.',
  check: (run) => runtimeFindingsOf(run, 'entry-missing-framework'),
});
