/**
 * A child runtime (ome.io/inherit-from) that sets autoSelect: selection reads only its own spec
 * (§13 #9).
 */
import { runtimeFindingsOf } from '../engine-findings';
import { defineEngineFindingRule } from '../rule';

export const childRuntimeAutoselect = defineEngineFindingRule({
  id: 'child-runtime-autoselect',
  severity: 'warning',
  label: 'Child runtime sets autoSelect',
  title: 'A child runtime (ome.io/inherit-from) sets autoSelect',
  help: "Selection reads only the runtime's own spec, not what it inherits; OME advises naming a child runtime instead of auto-selecting it.",
  check: (run) => runtimeFindingsOf(run, 'child-runtime-autoselect'),
});
