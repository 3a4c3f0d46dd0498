/**
 * Start-up: restore the autosaved scenario (or the worked example) and pinned baseline, start the engine worker and
 * autosave, then render. What earlier versions kept of the user's work is moved to today's keys. Storage is watched so the page can say when autosave stops working.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createAppStore,
  loadBaseline,
  loadScenario,
  loadTheme,
  migrateLegacyKeys,
  startAutosave,
  startEngineSync,
} from './state';
import { App } from './ui/App';
import { AutosaveStatusProvider, watchStorage } from './ui/editor/autosave-status';
import { ErrorBoundary } from './ui/layout/ErrorBoundary';
import { StoreProvider } from './ui/store-context';
import './ui/styles.css';
import './ui/parts.css';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

const browserStorage = storage();
const watched = browserStorage === null ? null : watchStorage(browserStorage);
const local = watched?.storage ?? null;
migrateLegacyKeys(browserStorage, Date.now());
const store = createAppStore(
  loadScenario(local) ?? undefined,
  loadTheme(local),
  loadBaseline(local),
);
startEngineSync(store);
startAutosave(store, local, window);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary area="app">
      <StoreProvider store={store}>
        <AutosaveStatusProvider status={watched?.status ?? null}>
          <App />
        </AutosaveStatusProvider>
      </StoreProvider>
    </ErrorBoundary>
  </StrictMode>,
);
