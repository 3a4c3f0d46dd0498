/**
 * Opening what `ome-sim ui` serves: its page carries a meta naming a same-origin scenario file
 * (src/share/served.ts). The scenario opens like a share link (the work it replaces is kept, or
 * it waits for the user's click when that work cannot be kept), once per tab: a reload after
 * edits shows the edits, not the file again.
 */
import type { StoreApi } from 'zustand/vanilla';
import { decodeServedScenario, SERVED_SCENARIO_META } from '../share/served';
import { openLink, type OpenOptions, type OpenOutcome, type PageHistory } from './share-link';
import type { AppStore } from './store';

/** history.state key: this tab has opened the served scenario (survives reloads, not new tabs). */
const OPENED_MARK = 'omeSimServedScenarioOpened';

export interface ServingPage {
  readonly document: Pick<Document, 'querySelector' | 'baseURI'>;
  readonly history: PageHistory;
  readonly fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The served file's address, or null when this page was not served by `ome-sim ui`. */
export function servedScenarioUrl(document: ServingPage['document']): string | null {
  const meta = document.querySelector(`meta[name="${SERVED_SCENARIO_META}"]`);
  const file = meta?.getAttribute('content');
  if (file === null || file === undefined) return null;
  const url = new URL(file, document.baseURI);
  // Only from this page's own origin and folder, whatever the meta says.
  return url.href.startsWith(new URL('./', document.baseURI).href) ? url.href : null;
}

const FAILED = 'The manifests from ome-sim ui could not be loaded';

export async function openServedScenario(
  store: StoreApi<AppStore>,
  page: ServingPage,
  storage: Storage | null,
  options: OpenOptions = {},
): Promise<OpenOutcome> {
  const url = servedScenarioUrl(page.document);
  if (url === null) return { kind: 'not-a-link' };
  const state: unknown = page.history.state;
  if (isRecord(state) && state[OPENED_MARK] === true) return { kind: 'not-a-link' };
  let json: unknown;
  try {
    const response = await page.fetch(url);
    if (!response.ok) return { kind: 'failed', message: `${FAILED} (HTTP ${response.status}).` };
    json = await response.json();
  } catch {
    return { kind: 'failed', message: `${FAILED}: is \`ome-sim ui\` still running?` };
  }
  const served = decodeServedScenario(json);
  if (served === null) return { kind: 'failed', message: `${FAILED}: the file is not valid.` };
  const link = {
    text: served.manifests,
    subject: served.target,
    namespace: served.namespace,
    omeRelease: served.omeRelease ?? store.getState().omeRelease,
  };
  const outcome = await openLink(store, { link }, storage, options);
  page.history.replaceState({ ...(isRecord(state) ? state : {}), [OPENED_MARK]: true }, '');
  return outcome;
}
