/**
 * What happened to a link: copied (with a warning when it is long), opened (with "Back to my
 * work"), refused (with the reason; the user's work is untouched), or held back (the user's work
 * is still on screen, and the notice offers the ways on). A polite status region that is always
 * present, so screen readers hear each change; a refusal or a held link is an alert.
 */
import { useEffect, useRef } from 'react';
import { useAppStore } from '../store-context';
import { NoticeText } from './NoticeText';
import { useShareLinks, type LinkNotice as Notice } from './share-context';
import './share.css';

/**
 * Short confirmations go away by themselves, this long after the page is whole (the editor
 * loaded: a link is read at start, seconds before that on a slow machine); anything to act on
 * stays until dismissed.
 */
const AUTO_DISMISS_MS = 6000;

/** The kept text "Back to my work" brings back, if the notice offers it. */
function backId(notice: Notice): string | null {
  if (notice.kind !== 'opened') return null;
  const { work } = notice;
  if (work.kind === 'kept') return work.entry.id;
  return work.kind === 'not-own' ? (work.back?.id ?? null) : null;
}

const needsAttention = (notice: Notice): boolean =>
  notice.kind === 'failed' || notice.kind === 'held' || notice.kind === 'restore-held';

const staysOpen = (notice: Notice): boolean =>
  needsAttention(notice) || backId(notice) !== null || (notice.kind === 'shared' && notice.isLong);

/** The ways on from a held link or kept text: open it (keeping the work, or not), or save first. */
function HeldActions({ notice }: { notice: Extract<Notice, { kind: 'held' | 'restore-held' }> }) {
  const { openHeld, downloadWork, showKept, keptCount } = useShareLinks();
  if (notice.why.kind === 'unasked') {
    return (
      <button type="button" className="primary" onClick={() => void openHeld()}>
        Open the shared scenario
      </button>
    );
  }
  return (
    <>
      <button type="button" onClick={() => downloadWork()}>
        Download my work
      </button>
      {notice.why.kind === 'no-room' && keptCount > 0 && (
        <button type="button" onClick={() => showKept(true)} aria-haspopup="dialog">
          Kept work
        </button>
      )}
      {notice.why.kind === 'no-room' && (
        // Once room is made (kept texts discarded here or in another tab).
        <button type="button" onClick={() => void openHeld()}>
          Try again
        </button>
      )}
      <button type="button" className="danger" onClick={() => void openHeld(true)}>
        {notice.kind === 'restore-held'
          ? 'Bring it back anyway, discarding the work on screen'
          : 'Open it anyway, discarding my work'}
      </button>
    </>
  );
}

function Actions({ notice }: { notice: Notice }) {
  const { bringBack, dismiss } = useShareLinks();
  const back = backId(notice);
  return (
    <div className="link-notice-actions">
      {back !== null && (
        <button type="button" onClick={() => bringBack(back)}>
          Back to my work
        </button>
      )}
      {(notice.kind === 'held' || notice.kind === 'restore-held') && (
        <HeldActions notice={notice} />
      )}
      <button type="button" className="link-button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}

/**
 * Keeps keyboard focus when the user's action replaces the notice (the button they pressed is
 * gone): it moves to the new notice's first button. Only after an action in the notice, or
 * bringing work back (from it or from Kept work); a notice that arrives unasked never takes focus.
 */
function useFocusFollowsNotice(notice: Notice | null) {
  const anchor = useRef<HTMLDivElement>(null);
  const focusWasInside = useRef(false);
  useEffect(() => {
    const inside = focusWasInside.current;
    focusWasInside.current = false;
    const afterBringingBack = notice?.kind === 'restored' || notice?.kind === 'restore-held';
    if (!inside && !afterBringingBack) return;
    // After the Kept work dialog has closed (its effect runs after this one), or it would
    // leave the page inert.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      anchor.current?.querySelector<HTMLButtonElement>('.link-notice button')?.focus();
    });
    return () => clearTimeout(timer);
  }, [notice]);
  const onFocus = () => (focusWasInside.current = true);
  const onBlur = (event: React.FocusEvent) => {
    // A button removed with the notice it was in takes the focus nowhere: that counts as inside.
    if (event.relatedTarget === null && !event.target.isConnected) return;
    focusWasInside.current = anchor.current?.contains(event.relatedTarget as Node | null) ?? false;
  };
  return { ref: anchor, onFocus, onBlur };
}

export function LinkNotice() {
  const { notice, dismiss } = useShareLinks();
  const pageWhole = useAppStore((s) => s.editorAttached);
  const focus = useFocusFollowsNotice(notice);
  useEffect(() => {
    if (notice === null || staysOpen(notice) || !pageWhole) return;
    const timer = setTimeout(dismiss, AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss, pageWhole]);
  const alert = notice !== null && needsAttention(notice);
  const held = notice?.kind === 'held' || notice?.kind === 'restore-held';
  return (
    <div className="link-notice-anchor" {...focus}>
      <div role="status" className={notice === null || alert ? 'visually-hidden' : 'link-notice'}>
        {notice !== null && !alert && (
          <>
            <p>
              <NoticeText notice={notice} />
            </p>
            <Actions notice={notice} />
          </>
        )}
      </div>
      {alert && (
        <div
          role="alert"
          className={`link-notice ${held ? 'link-notice-held' : 'link-notice-error'}`}
        >
          <p>
            <NoticeText notice={notice} />
          </p>
          <Actions notice={notice} />
        </div>
      )}
    </div>
  );
}
