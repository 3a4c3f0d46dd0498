/** How an entry's score is written out in the breakdown: "(2 + 1) × 2 = 6", "0→10" for weight 0. */
import type { EntryBreakdown } from '../../engine';

/** A weight as written, and the value the score used when they differ (0 → 10 or 5). */
const term = (weight: number | null, used: number | null): string | null => {
  if (weight === null || used === null) return null;
  return weight === used ? String(used) : `${weight}→${used}`;
};

/** Why an entry scores 0 before any arithmetic. */
const BLOCK_TEXT: Record<NonNullable<EntryBreakdown['block']>, string> = {
  'autoselect-false': 'autoSelect is false',
  'format-name': 'format name differs',
  'format-version': 'format version not accepted',
  'framework-name': 'framework name differs',
  'framework-version': 'framework version not accepted',
  'framework-presence': 'framework set on only one side',
};

export function scoreFormula(entry: EntryBreakdown): string {
  if (entry.block !== null) return `0 (${BLOCK_TEXT[entry.block]})`;
  const terms = [
    term(entry.formatWeight, entry.formatTerm),
    term(entry.frameworkWeight, entry.frameworkTerm),
  ].filter((t): t is string => t !== null);
  const sum =
    terms.length === 0 ? '0' : terms.length === 1 ? (terms[0] ?? '0') : `(${terms.join(' + ')})`;
  return `${sum} × ${entry.priority} = ${entry.score}`;
}

/** What the CRD filled in for this entry, briefly: "format and framework weight 1, operator Equal". */
export function defaultedText(entry: EntryBreakdown): string[] {
  const has = (field: EntryBreakdown['defaulted'][number]) => entry.defaulted.includes(field);
  const weights = [
    has('modelFormat.weight') && 'format',
    has('modelFramework.weight') && 'framework',
  ].filter((w): w is string => w !== false);
  const out: string[] = [];
  if (weights.length > 0) out.push(`${weights.join(' and ')} weight 1`);
  if (has('modelFormat.operator') || has('modelFramework.operator')) out.push('operator Equal');
  if (entry.priorityDefaulted) out.push('priority 1');
  return out;
}
