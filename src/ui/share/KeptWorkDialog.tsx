/**
 * Kept work: every text of the user's that something replaced on screen, newest first, each with
 * what it ranked and its size, to bring back, download or discard (discarding asks once more,
 * in the row). The header's button opens it while anything is kept.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_KEPT, type KeptSummary } from '../../state';
import { ModalDialog } from '../layout/ModalDialog';
import { keptWhen } from './NoticeText';
import { useShareLinks } from './share-context';
import './kept-work.css';

const questionText = ({ question, omeRelease }: KeptSummary): string =>
  `${question.kind === 'model' ? 'model' : 'InferenceService'} ${question.name} · namespace ${question.namespace} · OME ${omeRelease}`;

const sizeText = ({ lines, chars }: KeptSummary): string =>
  `${lines.toLocaleString('en')} line${lines === 1 ? '' : 's'}, ${chars.toLocaleString('en')} characters`;

function KeptItem({ entry }: { entry: KeptSummary }) {
  const { bringBack, discard, downloadWork } = useShareLinks();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  return (
    <li className="kept-item" aria-labelledby={titleId}>
      <div className="kept-about">
        <h3 id={titleId}>Kept {keptWhen(entry.keptAt)}</h3>
        <p className="kept-meta">{questionText(entry)}</p>
        <p className="kept-meta">
          {sizeText(entry)}
          {entry.preview !== '' && (
            <>
              {' · '}
              <code>{entry.preview}</code>
            </>
          )}
        </p>
      </div>
      <div className="kept-actions" role="group" aria-labelledby={titleId}>
        {confirming ? (
          <>
            <span className="kept-confirm">Discard this text for good?</span>
            <button type="button" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </button>
            <button type="button" className="danger" onClick={() => discard(entry.id)}>
              Discard for good
            </button>
          </>
        ) : (
          <>
            <button type="button" className="primary" onClick={() => bringBack(entry.id)}>
              Bring back
            </button>
            <button type="button" onClick={() => downloadWork(entry.id)}>
              Download
            </button>
            <button type="button" onClick={() => setConfirming(true)}>
              Discard…
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function KeptWorkDialog() {
  const { keptEntries, showKept } = useShareLinks();
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  const count = keptEntries?.length ?? 0;
  // A discarded row takes its focused button with it: focus the next row's first button, or
  // the dialog's Close button when none is left.
  useEffect(() => {
    const fewer = count < shown.current;
    shown.current = count;
    if (!fewer || list.current === null) return;
    const dialog = list.current.closest('dialog');
    const next = list.current.querySelector('button') ?? dialog?.querySelector('button');
    next?.focus();
  }, [count]);
  return (
    <ModalDialog
      open={keptEntries !== null}
      title="Kept work"
      description={`Your texts that a link, ome-sim ui or another kept text replaced on screen, newest first. The ${MAX_KEPT} newest are kept, in this browser only, until you discard them.`}
      className="kept-dialog"
      onClose={() => showKept(false)}
    >
      <div ref={list} className="kept-body">
        {keptEntries === null || keptEntries.length === 0 ? (
          <p className="kept-empty">Nothing is kept.</p>
        ) : (
          <ul className="kept-list">
            {keptEntries.map((entry) => (
              <KeptItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}

/** The header's way in, shown while anything is kept. */
export function KeptWorkButton() {
  const { keptCount, showKept } = useShareLinks();
  if (keptCount === 0) return null;
  return (
    <button
      type="button"
      onClick={() => showKept(true)}
      aria-haspopup="dialog"
      title="Your texts that links replaced"
    >
      Kept work <span className="kept-count">{keptCount}</span>
    </button>
  );
}
