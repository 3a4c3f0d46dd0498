/**
 * `--with-effective` (docs/selection-rules.md §E6): after the selector's table, kubectl adds the
 * effective-runtime context it observes in the live cluster (which runtime the service really
 * runs, its inheritance chain, its rollout). ome-sim reads files and observes no cluster, so it
 * prints what OME prints when that context cannot be collected: the evidence is unavailable and
 * the selector verdict above stands. Exit code stays 0, as in OME.
 */
import { renderTable } from './table';

export const EFFECTIVE_CONTEXT_HEADING =
  'Effective context (separate observation; selector verdict unchanged):';
/** With --with-effective, the "nothing to rank" line is the shorter selector wording. */
export const NO_RUNTIMES_FOR_SELECTOR = 'No serving runtimes found for selector.';

const EFFECTIVE_HEADERS = ['SCOPE', 'FIELD', 'VALUE'] as const;
const UNAVAILABLE_ROWS = [
  ['Service', 'EVIDENCE', 'Unavailable'],
  ['Service', 'CAVEAT', 'Selector verdict above is unchanged'],
] as const;

/** The section as OME prints it without a live cluster: a blank line, the heading, the table. */
export function unavailableEffectiveContext(): string {
  // report.Table is a plain tabwriter (0, 8, 3, ' ', 0): the no-wrap renderer, width 0.
  return `\n${EFFECTIVE_CONTEXT_HEADING}\n${renderTable(EFFECTIVE_HEADERS, UNAVAILABLE_ROWS, 0)}`;
}
