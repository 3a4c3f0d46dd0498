/** The quick fix for a model without modelFormat, as a text edit of the editor's text. */
import { modelFieldsEdit, type ModelFieldValues, type TextEdit } from '../manifests';
import { isRankingCurrent } from './selectors';
import type { AppState } from './store';

/**
 * The edit that writes `values` into the ranked model's spec, or null when it can't be made now:
 * the positions on screen are older than the text, or the model's spec can't take them.
 */
export function modelFixEdit(state: AppState, values: ModelFieldValues): TextEdit | null {
  if (!isRankingCurrent(state) || state.ranked === null) return null;
  const fields = state.ranked.result.modelFields;
  return fields === null ? null : modelFieldsEdit(state.text, fields, values);
}
