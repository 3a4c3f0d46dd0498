/** The top bar: name and purpose, the theme toggle, and "Reset to example" (confirmed first). */
import { useState } from 'react';
import { useAppStore } from '../store-context';
import { ConfirmDialog } from './ConfirmDialog';
import type { Theme } from './theme';

export function Header({ theme }: { theme: Theme }) {
  const setTheme = useAppStore((s) => s.setTheme);
  const resetToExample = useAppStore((s) => s.resetToExample);
  const [confirming, setConfirming] = useState(false);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <header className="app-header">
      <div className="brand">
        <span className="logo" aria-hidden="true">
          ◆
        </span>
        <h1>ome-sim</h1>
        <p className="tagline">Which serving runtime will OME pick for this model, and why?</p>
      </div>
      <div className="header-actions">
        <button type="button" onClick={() => setConfirming(true)}>
          Reset to example
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Switch to ${next} theme`}
          title={`Switch to ${next} theme`}
          onClick={() => setTheme(next)}
        >
          <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset to the worked example?"
        message="This replaces the manifests in the editor and your choices with the documentation's worked example. You can undo the text change in the editor with Ctrl+Z."
        confirmLabel="Reset"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          resetToExample();
        }}
      />
    </header>
  );
}
