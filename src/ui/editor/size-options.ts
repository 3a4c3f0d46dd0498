/**
 * Editor options that follow the text's size: what Monaco does in proportion to the whole text
 * is turned off for a cluster's worth of manifests.
 */
import { monaco } from './monaco-setup';

/**
 * Above this many lines folding is off: Monaco recomputes every fold region after each edit, and
 * a cluster's worth of manifests (25,000 lines) has thousands, ~100 ms of main thread per edit.
 */
const MAX_FOLDING_LINES = 5000;

/**
 * What Monaco does per edit or per frame in proportion to the whole text, on or off with the
 * text's size. Each was measured on a pasted catalog (30,000 lines, `npm run bench:ui -- --profile`):
 * - folding (above);
 * - the bracket-pair tree behind bracket colours and bracket matching: Monaco parses the whole
 *   text for it (~250–280 ms for a catalog) whenever something asks for brackets after an edit,
 *   and at once when the model's options change. Colours are a model option too: the editor
 *   option alone leaves the model's colouriser asking for the tree in the first frame after a
 *   paste. YAML manifests have few brackets ({} flow maps) to colour;
 * - the active indentation guide, which Monaco finds by walking the lines around the cursor
 *   (~350 ms after a paste leaves the cursor on the last line of a long list);
 * - colour swatches, which Monaco's editor worker finds by searching the whole text after every
 *   edit, on the core the engine worker needs to rank the paste.
 */
export function sizeOptions(lineCount: number) {
  const small = lineCount <= MAX_FOLDING_LINES;
  return {
    folding: small,
    bracketPairColorization: { enabled: small },
    matchBrackets: small ? ('always' as const) : ('never' as const),
    colorDecorators: small,
    guides: { highlightActiveIndentation: small },
  };
}

/**
 * Applies `sizeOptions` for a text of `lineCount` lines, when that crosses the size limit. Called
 * before a big text goes in (the model's bracket option then re-parses the small text it still
 * holds, not the big one) and after every edit (typing past the limit).
 */
export function applySizeOptions(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  lineCount: number,
): void {
  const options = sizeOptions(lineCount);
  const colours = options.bracketPairColorization.enabled;
  if (editor.getOption(monaco.editor.EditorOption.folding) !== options.folding)
    editor.updateOptions(options);
  if (model.getOptions().bracketPairColorizationOptions.enabled !== colours)
    model.updateOptions({
      bracketColorizationOptions: { enabled: colours, independentColorPoolPerBracketType: false },
    });
}

export const lineCountOf = (text: string): number => {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
};
