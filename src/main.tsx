/**
 * Start-up: restore the autosaved scenario (or the worked example), start the engine worker and
 * autosave, then render.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createAppStore,
  createEngineWorker,
  loadScenario,
  loadTheme,
  startAutosave,
  startEngineSync,
} from './state';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/layout/ErrorBoundary';
import { StoreProvider } from './ui/store-context';
import './ui/styles.css';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

const local = storage();
const store = createAppStore(loadScenario(local) ?? undefined, loadTheme(local));
startEngineSync(store, createEngineWorker);
startAutosave(store, local, window);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary area="app">
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    </ErrorBoundary>
  </StrictMode>,
);
