/**
 * The text a paste is about to make, known at the paste event, before Monaco has taken the pasted
 * text in (for a catalog's worth, a fifth of a second): the engine can start ranking it at once
 * (`rankAhead`). Only for big pastes into one selection; should Monaco make another text of it,
 * the engine is simply asked again.
 */
import { WHOLE_TEXT_CHARS } from '../../state';
import type { monaco } from './monaco-setup';

/** Smaller pastes are taken in quickly enough: predicting them would gain nothing. */
export const RANK_AHEAD_MIN_CHARS = WHOLE_TEXT_CHARS;

/** The model's text once `pasted` replaces its one selection; null when not worth predicting. */
export function textAfterPaste(
  model: monaco.editor.ITextModel,
  selections: readonly monaco.Selection[] | null,
  pasted: string,
): string | null {
  if (pasted.length < RANK_AHEAD_MIN_CHARS || selections?.length !== 1) return null;
  const selection = selections[0]!;
  const text = model.getValue();
  const start = model.getOffsetAt(selection.getStartPosition());
  const end = model.getOffsetAt(selection.getEndPosition());
  // The model keeps its own line ends whatever the clipboard holds.
  const inserted = pasted.replace(/\r\n?|\n/g, model.getEOL());
  return text.slice(0, start) + inserted + text.slice(end);
}
