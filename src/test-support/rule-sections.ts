/**
 * Sections of docs/selection-rules.md, for the tests that keep citations of it true: the rules
 * README's (src/meta.test.ts) and the code comments' (src/docs.test.ts).
 */
import { readFileSync } from 'node:fs';

export const RULES_DOC = new URL('../../docs/selection-rules.md', import.meta.url);

/** The section numbers the document defines: its headings start with them (`## §7`, `### §E4.4`, `### §A3`). */
export function ruleSections(doc = readFileSync(RULES_DOC, 'utf8')): Set<string> {
  return new Set([...doc.matchAll(/^#{2,3} §([AE]?\d+(?:\.\d+)?)\s/gm)].map((m) => m[1]!));
}

/** Every section a text cites, in order: `§13 #2` and `§3 Q6` cite §13 and §3. */
export const citedSections = (text: string): string[] =>
  [...text.matchAll(/§([AE]?\d+(?:\.\d+)?)/g)].map((m) => m[1]!);
