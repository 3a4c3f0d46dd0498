/**
 * The manifests editor as the page loads it. Monaco is a separate chunk (~1 MB gzipped, half a
 * second of main thread to start), so it is loaded only once the first ranking is on screen, or
 * when the user reaches for the text, or after a few seconds, whichever comes first: the ranking
 * never waits for the editor. Until then the text is shown read-only, as the editor will show it,
 * so the user sees their manifests at once.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppStore } from '../store-context';
import type { Theme } from '../layout/theme';
import { EditorNotices } from './EditorNotices';
import { SelectionOutline } from './SelectionOutline';
import './yaml-editor.css';

const MonacoYamlEditor = lazy(() =>
  import('./MonacoYamlEditor').then((module) => ({ default: module.MonacoYamlEditor })),
);

/** Load the editor after this long even if the engine hasn't answered yet (a huge input). */
const EDITOR_LOAD_DELAY_MS = 3000;

/** More lines than any screen shows: the preview is for reading, not for scrolling a 10 MB paste. */
const PREVIEW_LINES = 200;

/** The first `count` lines of `text` (finding them costs nothing, however long the text). */
export function firstLines(text: string, count: number): string {
  let end = 0;
  for (let line = 0; line < count; line++) {
    const next = text.indexOf('\n', end);
    if (next < 0) return text;
    end = next + 1;
  }
  return text.slice(0, end);
}

function TextPreview({ onActivate }: { onActivate?: () => void }) {
  const text = useAppStore((s) => s.text);
  return (
    <div className="yaml-editor yaml-editor-loading" data-testid="yaml-editor" aria-busy="true">
      <pre
        className="yaml-placeholder"
        tabIndex={0}
        aria-label="Manifests (YAML), loading the editor"
        onFocus={onActivate}
        onPointerDown={onActivate}
      >
        {firstLines(text, PREVIEW_LINES)}
      </pre>
      <p className="yaml-placeholder-note" role="status">
        Loading the editor…
      </p>
    </div>
  );
}

/** Whether to load Monaco now: see the module comment. */
function useEditorWanted(): [boolean, () => void] {
  const answered = useAppStore((s) => s.latest !== null || s.engineFailure !== null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(true), EDITOR_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return [answered || asked, () => setAsked(true)];
}

export function YamlEditor({ theme }: { theme: Theme }) {
  const [wanted, want] = useEditorWanted();
  return (
    <>
      <EditorNotices />
      <SelectionOutline />
      {wanted ? (
        <Suspense fallback={<TextPreview />}>
          <MonacoYamlEditor theme={theme} />
        </Suspense>
      ) : (
        <TextPreview onActivate={want} />
      )}
    </>
  );
}
