/**
 * Folds the parts of the manifests that runtime selection never reads (engineConfig, routerConfig,
 * storage, status…; the list is src/manifests/selection-fields.ts), so a 200-line runtime shows
 * its ten lines that matter. Done when a text arrives (loaded, replaced, pasted), never while
 * typing: a region the user unfolded stays open.
 */
import { unreadParts } from '../../manifests/unread';
import { monaco } from './monaco-setup';

/** Folds every unread part of more than one line that lies within lines `from`–`to`. */
export function foldUnread(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  from = 1,
  to = Number.MAX_SAFE_INTEGER,
): void {
  // Folding is off for huge texts (see MAX_FOLDING_LINES): nothing to fold, and no parse.
  if (!editor.getOption(monaco.editor.EditorOption.folding)) return;
  const lines = unreadParts(model.getValue())
    .filter((p) => p.endLine > p.startLine && p.startLine >= from && p.endLine <= to)
    .map((p) => p.startLine - 1);
  if (lines.length === 0) return;
  // One level, downwards: folds the region starting at each line and nothing around it (without
  // levels, Monaco would fold the parent of a region that is already folded).
  editor.trigger('ome-sim', 'editor.fold', { levels: 1, direction: 'down', selectionLines: lines });
}
