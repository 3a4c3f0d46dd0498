/**
 * Notes above the editor about the text's size: when it is large enough that every ranking takes
 * a while, and when it is too large for the browser to autosave.
 */
import { BASELINE_STORAGE_KEY } from '../../state';
import { useAppStore } from '../store-context';
import { useRefusedAutosave } from './autosave-status';
import './yaml-editor.css';

/** Past this size (about three times a 1,000-runtime cluster) each ranking takes seconds. */
export const LARGE_TEXT_CHARS = 2_000_000;

const notBaseline = (key: string): boolean => key !== BASELINE_STORAGE_KEY;

const megabytes = (chars: number): string => `${(chars / 1_000_000).toFixed(1)} MB`;

export function EditorNotices() {
  const size = useAppStore((s) => s.text.length);
  // The baseline's own refusal is said by the what-if bar: the text is saved without it.
  const refused = useRefusedAutosave(notBaseline);
  if (size < LARGE_TEXT_CHARS && refused === null) return null;
  return (
    <div className="editor-notices">
      {size >= LARGE_TEXT_CHARS && (
        <p className="note" role="status">
          <strong>Large manifests ({megabytes(size)}).</strong> Each ranking takes a few seconds at
          this size; the page stays usable meanwhile.
        </p>
      )}
      {refused !== null && (
        <p className="note note-error" role="alert">
          <strong>Autosave is off:</strong> the browser refuses to store this text (
          {megabytes(size)}; its limit is about 5 MB). A reload would bring back the last saved
          version, not this text: keep a copy elsewhere.
        </p>
      )}
    </div>
  );
}
