/** One line per diagnostic: `file: document 3, line 12: spec.x: message`. */
import type { Diagnostic } from './types';

/**
 * A diagnostic on one line, as the CLI prints it after `error: ` or `warning: `:
 * `source: document N[, items[I]][, line L]: path: message`.
 */
export function diagnosticText(d: Diagnostic): string {
  const where = [`document ${d.document}`];
  if (d.item !== undefined) where.push(`items[${d.item}]`);
  if (d.span !== null) where.push(`line ${d.span.start.line}`);
  const path = d.path === '' ? '' : `${d.path}: `;
  return `${d.source}: ${where.join(', ')}: ${path}${d.message}`;
}
