/**
 * What happened to a link: copied (with a warning when it is long), opened (with "Back to my
 * work"), or refused (with the reason; the user's work is untouched). A polite status region that
 * is always present, so screen readers hear each change; a refusal is an alert.
 */
import { useEffect } from 'react';
import { LONG_LINK_WARNING } from '../../state';
import { useAppStore } from '../store-context';
import { useShareLinks, type LinkNotice as Notice } from './share-context';
import './share.css';

/**
 * Short confirmations go away by themselves, this long after the page is whole (the editor
 * loaded: a link is read at start, seconds before that on a slow machine); anything to act on
 * stays until dismissed.
 */
const AUTO_DISMISS_MS = 6000;
const staysOpen = (notice: Notice): boolean =>
  notice.kind === 'failed' ||
  (notice.kind === 'opened' && notice.backedUp) ||
  (notice.kind === 'shared' && notice.isLong);

function Message({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'shared':
      return (
        <>
          <strong>{notice.copied ? 'Link copied' : 'Link ready in the address bar'}</strong>{' '}
          <span className="muted">({notice.length.toLocaleString('en')} characters)</span>
          {!notice.copied && ' Copying was blocked; copy it from there.'}
          {notice.isLong && (
            <span className="notice-warning">
              {' '}
              It is longer than {LONG_LINK_WARNING.toLocaleString('en')} characters: some chat tools
              cut links that long. Export the manifests as a file instead if it breaks.
            </span>
          )}
        </>
      );
    case 'opened':
      return (
        <>
          <strong>
            {notice.fromUi ? 'Opened the manifests from ome-sim ui.' : 'Opened a shared scenario.'}
          </strong>{' '}
          {notice.backedUp ? 'Your previous work is kept.' : 'Editing it changes only your copy.'}
        </>
      );
    case 'restored':
      return (
        <>
          <strong>Back to your work.</strong> The shared scenario is one Ctrl+Z away in the editor.
        </>
      );
    case 'failed':
      // What ome-sim ui served says what failed itself; a link gets the heading.
      if (notice.fromUi) return <strong>{notice.message}</strong>;
      return (
        <>
          <strong>This link could not be opened.</strong> {notice.message}
        </>
      );
  }
}

export function LinkNotice() {
  const { notice, backToMyWork, dismiss } = useShareLinks();
  const pageWhole = useAppStore((s) => s.editorAttached);
  useEffect(() => {
    if (notice === null || staysOpen(notice) || !pageWhole) return;
    const timer = setTimeout(dismiss, AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss, pageWhole]);
  const failed = notice?.kind === 'failed';
  return (
    <div className="link-notice-anchor">
      <div role="status" className={notice === null || failed ? 'visually-hidden' : 'link-notice'}>
        {notice !== null && !failed && (
          <>
            <p>
              <Message notice={notice} />
            </p>
            <div className="link-notice-actions">
              {notice.kind === 'opened' && notice.backedUp && (
                <button type="button" onClick={backToMyWork}>
                  Back to my work
                </button>
              )}
              <button type="button" className="link-button" onClick={dismiss}>
                Dismiss
              </button>
            </div>
          </>
        )}
      </div>
      {failed && (
        <div role="alert" className="link-notice link-notice-error">
          <p>
            <Message notice={notice} />
          </p>
          <div className="link-notice-actions">
            <button type="button" className="link-button" onClick={dismiss}>
              Dismiss
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
