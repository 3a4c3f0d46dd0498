/** Completion that keeps out of YAML comments (see `withoutCommentCompletion`). */
import type * as monaco from 'monaco-editor/editor';

/** A quote opens a quoted scalar only where a scalar starts; inside a plain one (`it's`) it is text. */
const opensScalar = (before: string | undefined): boolean =>
  before === undefined || /[\s[{,]/.test(before);

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
      // '' is an escaped quote inside a single-quoted scalar.
      if (ch === "'" && lineBeforeCursor[i + 1] === "'") i++;
      else if (ch === "'") quote = null;
    } else if ((ch === '"' || ch === "'") && opensScalar(lineBeforeCursor[i - 1])) {
      quote = ch;
    } else if (ch === '#' && (i === 0 || /\s/.test(lineBeforeCursor[i - 1]!))) {
      return true;
    }
  }
  return false;
}

/**
 * A completion provider that offers nothing inside comments. monaco-yaml's trigger characters
 * include the space, so every word typed in a comment would ask its worker to parse the whole
 * text (a quarter of a second of a core at cluster scale) and could pop up keys where none belong.
 */
export function withoutCommentCompletion(
  provider: monaco.languages.CompletionItemProvider,
): monaco.languages.CompletionItemProvider {
  return {
    ...provider,
    provideCompletionItems(model, position, context, token) {
      const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      if (isInComment(before)) return { suggestions: [] };
      return provider.provideCompletionItems(model, position, context, token);
    },
  };
}
