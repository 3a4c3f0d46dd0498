/**
 * The top bar: name and purpose; the examples, import and share; kept work (while any is kept);
 * "Reset to example" (confirmed first) and the theme toggle.
 */
import { useState } from 'react';
import { GalleryDialog } from '../gallery/GalleryDialog';
import { useImport } from '../import/import-context';
import { KeptWorkButton, KeptWorkDialog } from '../share/KeptWorkDialog';
import { LinkNotice } from '../share/LinkNotice';
import { ShareButton } from '../share/ShareButton';
import { useAppStore } from '../store-context';
import { ConfirmDialog } from './ConfirmDialog';
import type { Theme } from './theme';
import './controls.css';

export function Header({ theme }: { theme: Theme }) {
  const setTheme = useAppStore((s) => s.setTheme);
  const resetToExample = useAppStore((s) => s.resetToExample);
  const [confirming, setConfirming] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const importManifests = useImport();
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
        <button type="button" onClick={() => setBrowsing(true)} aria-haspopup="dialog">
          Examples
        </button>
        <button type="button" onClick={() => importManifests.open()} aria-haspopup="dialog">
          Import
        </button>
        <ShareButton />
        <KeptWorkButton />
        <span className="header-divider" aria-hidden="true" />
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
      <LinkNotice />
      <KeptWorkDialog />
      <GalleryDialog open={browsing} onClose={() => setBrowsing(false)} />
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
