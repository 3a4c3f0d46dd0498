/**
 * What a link notice says. Each sentence states what happened to the user's work exactly as the
 * outcome (state/replace-work.ts) reports it: kept, not theirs, not kept by their choice, or
 * still on screen because it could not be kept.
 */
import { MAX_KEPT, type HoldReason, type WorkFate } from '../../state';
import { LONG_LINK_WARNING } from '../../share/codec';
import type { LinkNotice } from './share-context';

const characters = (n: number): string => `${n.toLocaleString('en')} characters`;

/** "May 3, 2026, 2:02 PM": when a text was kept. */
export const keptWhen = (keptAt: number): string =>
  new Date(keptAt).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

function WorkSentence({ work }: { work: WorkFate }) {
  switch (work.kind) {
    case 'kept': {
      const [oldest] = work.evicted;
      return (
        <>
          Your previous work is kept.
          {oldest !== undefined && (
            <span className="notice-warning">
              To keep it, the oldest kept text (kept {keptWhen(oldest.keptAt)}) was dropped: ome-sim
              keeps the {MAX_KEPT} newest.
            </span>
          )}
        </>
      );
    }
    case 'not-own':
      return work.back === null ? (
        <>Editing it changes only your copy.</>
      ) : (
        <>It replaced only the last shared scenario; your earlier work is still kept.</>
      );
    case 'discarded':
      return <>Your previous work was not kept, as you chose.</>;
  }
}

/**
 * Why the work is still on screen. `act`: what the user may do anyway ("open the link", "bring
 * it back").
 */
function HoldSentence({ why, act }: { why: HoldReason; act: string }) {
  switch (why.kind) {
    case 'unasked':
      return <>Your work stays on screen until you open it; opening it keeps your work.</>;
    case 'no-room': {
      const full = `This browser's storage for this site is full, so your work (${characters(why.chars)}) could not be kept`;
      if (why.kept === 0)
        return (
          <>
            {full}. It is on screen, unchanged. Download it if you want a copy, then {act} anyway.
          </>
        );
      const texts = `${why.kept} kept text${why.kept === 1 ? '' : 's'}`;
      return (
        <>
          {full} beside your {texts}. It is on screen, unchanged. Discard kept texts you no longer
          need (Kept work) and try again, or download your work and {act} anyway.
        </>
      );
    }
    case 'no-storage':
      return (
        <>
          This browser gives this site no storage (its settings may block it), so your work (
          {characters(why.chars)}) cannot be kept. It is on screen, unchanged. Download it if you
          want a copy, then {act} anyway.
        </>
      );
  }
}

function heldTitle(notice: Extract<LinkNotice, { kind: 'held' | 'restore-held' }>): string {
  if (notice.kind === 'restore-held') return 'Your kept text was not brought back.';
  if (notice.why.kind === 'unasked')
    return notice.why.by === 'another-site'
      ? 'Another site opened this tab with a shared scenario.'
      : 'The address changed to a shared scenario.';
  return notice.fromUi
    ? 'The manifests from ome-sim ui were not opened.'
    : 'The shared scenario was not opened.';
}

export function NoticeText({ notice }: { notice: LinkNotice }) {
  switch (notice.kind) {
    case 'shared':
      return (
        <>
          <strong>{notice.copied ? 'Link copied' : 'Link ready in the address bar'}</strong>{' '}
          <span className="muted">({notice.length.toLocaleString('en')} characters)</span>
          {!notice.copied && ' Copying was blocked; copy it from there.'}
          {notice.isLong && (
            <span className="notice-warning">
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
          <WorkSentence work={notice.work} />
        </>
      );
    case 'restored':
      return (
        <>
          <strong>Back to your work</strong> (kept {keptWhen(notice.entry.keptAt)}).{' '}
          {notice.work.kind === 'kept'
            ? 'The text that was on screen is kept too.'
            : notice.work.kind === 'discarded'
              ? 'The text that was on screen was not kept, as you chose; Ctrl+Z in the editor still brings it back.'
              : 'What was on screen is one Ctrl+Z away in the editor.'}
        </>
      );
    case 'held':
    case 'restore-held': {
      const act =
        notice.kind === 'restore-held'
          ? 'bring it back'
          : notice.fromUi
            ? 'open the manifests'
            : 'open the link';
      return (
        <>
          <strong>{heldTitle(notice)}</strong> <HoldSentence why={notice.why} act={act} />
        </>
      );
    }
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
