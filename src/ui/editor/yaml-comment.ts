/**
 * Whether the cursor sits in a YAML comment, judged from its line up to the cursor. A comment
 * starts at a `#` that begins the line or follows whitespace, outside quotes (YAML 1.2 §6.6).
 * Block scalars, where `#` is content, are not told apart: completion is skipped there too.
 */
export function isInComment(lineBeforeCursor: string): boolean {
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < lineBeforeCursor.length; i++) {
    const ch = lineBeforeCursor[i];
    if (quote === '"') {
      if (ch === '\\') i++;
      else if (ch === '"') quote = null;
    } else if (quote === "'") {
      // '' is an escaped quote inside a single-quoted scalar: leaving and re-entering is the same.
      if (ch === "'") quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '#' && (i === 0 || /\s/.test(lineBeforeCursor[i - 1]!))) {
      return true;
    }
  }
  return false;
}
