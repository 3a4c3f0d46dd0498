/** The page: editor and its problems on the left, what to rank and the ranking on the right. */
import { ProblemsList } from './editor/ProblemsList';
import { YamlEditor } from './editor/YamlEditor';
import { AppServices } from './AppServices';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { Header } from './layout/Header';
import { useDocumentTheme, useEffectiveTheme } from './layout/theme';
import { FileDropZone } from './import/FileDropZone';
import { RankingPanel } from './ranking/RankingPanel';
import { SplitHandle, useSplit } from './layout/SplitHandle';
import { useRef, type CSSProperties } from 'react';

const EDITOR_PANEL_ID = 'editor-panel';

export function App() {
  const theme = useEffectiveTheme();
  useDocumentTheme(theme);
  const workspace = useRef<HTMLElement>(null);
  const [split, setSplit] = useSplit();
  const style = split === null ? undefined : ({ '--editor-share': `${split}%` } as CSSProperties);
  return (
    <AppServices>
      <div className="app">
        <a className="skip-link" href="#ranking-heading">
          Skip to the ranking
        </a>
        <Header theme={theme} />
        <main className="workspace" ref={workspace} style={style}>
          <section className="editor-panel" id={EDITOR_PANEL_ID} aria-label="Manifests">
            <div className="panel-bar">
              <h2 className="panel-heading">Manifests</h2>
              <span className="muted">
                Ctrl+Space completes · Ctrl+M makes Tab leave the editor
              </span>
            </div>
            <FileDropZone>
              <ErrorBoundary area="editor">
                <YamlEditor theme={theme} />
              </ErrorBoundary>
            </FileDropZone>
            <ErrorBoundary area="problems list">
              <ProblemsList />
            </ErrorBoundary>
          </section>
          <SplitHandle
            container={workspace}
            editor={EDITOR_PANEL_ID}
            value={split}
            onChange={setSplit}
          />
          <ErrorBoundary area="ranking">
            <RankingPanel />
          </ErrorBoundary>
        </main>
      </div>
    </AppServices>
  );
}
