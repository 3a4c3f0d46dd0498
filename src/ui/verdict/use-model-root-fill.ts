/**
 * The fill from a folder of models (state/model-root-fill.ts) wired to the app: the query worker
 * names the models and where their fields go (the main thread parses no YAML), the store gives
 * the text, and the editor applies the one edit, so Ctrl+Z takes it back.
 */
import { useCallback } from 'react';
import { fillFromModelRoot, type ModelRootReport, type PickedFile } from '../../state';
import { useEditorCommands } from '../editor/editor-bridge';
import { useStoreApi } from '../store-context';
import { useTextAids } from '../text-aids-context';

export type FillFolder = (
  picked: readonly PickedFile[],
  progress: (done: number, total: number) => void,
) => Promise<ModelRootReport>;

export function useModelRootFill(): FillFolder {
  const store = useStoreApi();
  const aids = useTextAids();
  const editor = useEditorCommands();
  return useCallback(
    (picked, progress) =>
      fillFromModelRoot(picked, {
        targets: async (text) => {
          const answer = await aids.ask('model-folders', text);
          return answer === null ? null : { asked: answer.asked, models: answer.response.models };
        },
        text: () => store.getState().text,
        apply: (edit) => editor.applyEdit(edit),
        progress,
      }),
    [store, aids, editor],
  );
}
