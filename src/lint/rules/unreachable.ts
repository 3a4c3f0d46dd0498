/**
 * An autoSelect entry no model of its shape can get: another runtime outranks it at every size
 * of its range, and without a size (catalog-analysis.ts maps the sizes).
 */
import { defineRule } from '../rule';

export const unreachable = defineRule({
  id: 'unreachable',
  severity: 'warning',
  title: 'An autoSelect entry no model of its shape can ever get',
  help: 'Another runtime outranks it at every size; it is used only when named explicitly.',
  check: (run) => run.shapes.unreachable,
});
