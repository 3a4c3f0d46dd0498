/**
 * "Share": the scenario into the URL and the clipboard. Ctrl/Cmd+S does the same (not "save page").
 * A long link first asks whether to leave out what selection does not read (ShareDialog).
 */
import { useEffect } from 'react';
import { useShare } from './ShareDialog';

const isShareShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 's';

export function ShareButton() {
  const { start: share, dialog } = useShare();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShareShortcut(event)) return;
      event.preventDefault(); // the browser's "Save page as…" would save the app, not the work
      void share();
    };
    // Capture: seen before the editor, which would otherwise keep the key to itself.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [share]);
  return (
    <>
      <button
        type="button"
        className="primary"
        onClick={() => void share()}
        title="Copy a link to this scenario (Ctrl+S)"
        aria-keyshortcuts="Control+S Meta+S"
      >
        Share link
      </button>
      {dialog}
    </>
  );
}
