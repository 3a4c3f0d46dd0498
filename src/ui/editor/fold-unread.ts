/**
 * Folds the parts of the manifests that runtime selection never reads (engineConfig, routerConfig,
 * storage, status…; the list is src/text-aids/selection-fields.ts), so a 200-line runtime shows
 * its ten lines that matter. Done when a text arrives (loaded, replaced, pasted), never while
 * typing: a region the user unfolded stays open.
 *
 * The query worker finds the regions (the main thread parses no YAML), so they arrive a moment
 * after the text. Until then the region asked about is tracked by a decoration, which moves with
 * edits; when the answer is for an older text than the editor's, the worker is asked again.
 */
import type { TextAids } from '../../state';
import { monaco } from './monaco-setup';

/** Asking again when the text changed while the worker answered: typing soon wins over folding. */
const MAX_ASKS = 3;

export interface UnreadFolder {
  /** Folds every unread part of more than one line within lines `from`–`to` (all by default). */
  fold(from?: number, to?: number): void;
  dispose(): void;
}

export function createUnreadFolder(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  aids: TextAids,
): UnreadFolder {
  // Regions waiting for the worker's answer, as decorations that follow the text.
  const waiting = editor.createDecorationsCollection();
  let asking = false;
  let disposed = false;
  // Folding is off for huge texts (see MAX_FOLDING_LINES): nothing to fold, nothing to ask.
  const foldingOn = () => editor.getOption(monaco.editor.EditorOption.folding);

  const ask = (tries: number): void => {
    asking = true;
    const version = model.getVersionId();
    void aids.ask('folds', model.getValue()).then((answer) => {
      asking = false;
      if (disposed) return;
      if (answer === null || !foldingOn()) return waiting.clear();
      if (model.getVersionId() !== version) {
        if (tries < MAX_ASKS) ask(tries + 1);
        else waiting.clear();
        return;
      }
      const regions = waiting.getRanges();
      waiting.clear();
      const lines = answer.response.ranges
        .filter((part) =>
          regions.some(
            (r) => part.startLine >= r.startLineNumber && part.endLine <= r.endLineNumber,
          ),
        )
        .map((part) => part.startLine - 1);
      if (lines.length === 0) return;
      // One level, downwards: folds the region starting at each line and nothing around it
      // (without levels, Monaco would fold the parent of a region that is already folded).
      editor.trigger('ome-sim', 'editor.fold', {
        levels: 1,
        direction: 'down',
        selectionLines: lines,
      });
    });
  };

  return {
    fold(from = 1, to = model.getLineCount()) {
      if (!foldingOn()) return;
      const last = Math.min(to, model.getLineCount());
      waiting.append([
        {
          range: new monaco.Range(from, 1, last, model.getLineMaxColumn(last)),
          options: {
            stickiness: monaco.editor.TrackedRangeStickiness.AlwaysGrowsWhenTypingAtEdges,
          },
        },
      ]);
      // An answer on its way is for an older text: it will ask again, covering this region too.
      if (!asking) ask(1);
    },
    dispose() {
      disposed = true;
      waiting.clear();
    },
  };
}
