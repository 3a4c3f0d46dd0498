/**
 * Sharing a long text: when the link would be long (over LONG_LINK_WARNING, where chat tools start
 * cutting links) and the manifests carry enough parts runtime selection never reads (engineConfig,
 * routerConfig, storage, status…), the user chooses between the whole text and the text without
 * those parts, seeing both links' lengths. The shorter text ranks exactly as the whole one
 * (the query worker's stripping keeps any document it cannot shorten safely). Short links are
 * shared at once.
 */
import { useEffect, useRef, useState } from 'react';
import { scenarioOf, shareLink, type TextAids } from '../../state';
import { LONG_LINK_WARNING } from '../../share/codec';
import { ModalDialog } from '../layout/ModalDialog';
import { useStoreApi } from '../store-context';
import { useTextAids } from '../text-aids-context';
import { useShareLinks } from './share-context';
import './share-dialog.css';

/** Offer the shorter link only when it is at most this fraction of the whole one. */
const MIN_SAVING = 0.9;

export interface ShareChoice {
  readonly fullLength: number;
  readonly shortText: string;
  readonly shortLength: number;
}

/**
 * What to offer: null when the link is short enough, or leaving parts out saves nothing;
 * 'superseded' when a later share (of another text) took over before the worker answered.
 */
async function shareChoice(
  scenario: ReturnType<typeof scenarioOf>,
  aids: TextAids,
): Promise<ShareChoice | null | 'superseded'> {
  const full = await shareLink(scenario, window.location);
  if (full.url.length <= LONG_LINK_WARNING) return null;
  // The worker parses the text. Should it fail, the whole text is shared, without a question.
  const answer = await aids.ask('short-text', scenario.text);
  if (answer === null) return null;
  if (answer.asked !== scenario.text) return 'superseded';
  const shortText = answer.response.text;
  if (shortText === scenario.text) return null;
  const short = await shareLink({ ...scenario, text: shortText }, window.location);
  // A few percent shorter is not worth a question: share at once, as for a short link.
  if (short.url.length > full.url.length * MIN_SAVING) return null;
  return { fullLength: full.url.length, shortText, shortLength: short.url.length };
}

const characters = (n: number) => `${n.toLocaleString('en-US')} characters`;

/** "Share link" as the header's button and Ctrl+S start it: shares, or asks first. */
export function useShare(): {
  start(): Promise<void>;
  dialog: React.JSX.Element;
} {
  const store = useStoreApi();
  const aids = useTextAids();
  const { share } = useShareLinks();
  const [choice, setChoice] = useState<ShareChoice | null>(null);
  const [leaveOut, setLeaveOut] = useState(true);
  const shortOption = useRef<HTMLInputElement>(null);
  // The dialog's own effect (a child's, so it runs first) has opened it: now focus can move in.
  useEffect(() => {
    if (choice !== null) shortOption.current?.focus();
  }, [choice]);
  const start = async () => {
    const offered = await shareChoice(scenarioOf(store.getState()), aids);
    if (offered === 'superseded') return;
    if (offered === null) await share();
    else {
      setLeaveOut(true);
      setChoice(offered);
    }
  };
  const close = () => setChoice(null);
  const dialog = (
    <ModalDialog
      open={choice !== null}
      title="Share link"
      description="The link holds the whole scenario; nothing is sent to a server."
      className="share-dialog"
      onClose={close}
    >
      {choice !== null && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            close();
            void share(leaveOut ? choice.shortText : undefined);
          }}
        >
          <fieldset>
            <legend>What the link carries</legend>
            <label>
              <input
                type="radio"
                name="share-text"
                checked={leaveOut}
                onChange={() => setLeaveOut(true)}
                ref={shortOption}
              />
              <span>
                Leave out parts selection does not read{' '}
                <strong className="share-length">{characters(choice.shortLength)}</strong>
                <small>
                  engineConfig, routerConfig, storage, status… go; every field that decides the
                  ranking stays, so the link ranks exactly as your text does.
                </small>
              </span>
            </label>
            <label>
              <input
                type="radio"
                name="share-text"
                checked={!leaveOut}
                onChange={() => setLeaveOut(false)}
              />
              <span>
                The whole text{' '}
                <strong className="share-length">{characters(choice.fullLength)}</strong>
                <small>Links over {characters(LONG_LINK_WARNING)} may be cut by chat tools.</small>
              </span>
            </label>
          </fieldset>
          <div className="share-dialog-actions">
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="primary">
              Copy link
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
  return { start, dialog };
}
