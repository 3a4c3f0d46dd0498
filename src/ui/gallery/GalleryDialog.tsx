/**
 * The gallery of bundled examples (scenarios/gallery), each with its title and story. Opening one
 * replaces the manifests, what is ranked and the OME behaviour; if that would replace the user's
 * own edits, it asks first.
 */
import { useEffect, useState } from 'react';
import { isUneditedExample, replacementOf } from '../../state';
import type { GalleryExample } from '../../worker/protocol';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { ModalDialog } from '../layout/ModalDialog';
import { useAppStore, useStoreApi } from '../store-context';
import './gallery.css';

function targetText(example: GalleryExample): string {
  const { kind, name, namespace } = example.question;
  const what = kind === 'model' ? 'model' : 'InferenceService';
  return `${what} ${name} · namespace ${namespace} · OME v${example.omeVersion}`;
}

export function GalleryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useStoreApi();
  const gallery = useAppStore((s) => s.gallery);
  const requestGallery = useAppStore((s) => s.requestGallery);
  const [confirming, setConfirming] = useState<GalleryExample | null>(null);
  useEffect(() => {
    if (open) requestGallery();
  }, [open, requestGallery]);

  const load = (example: GalleryExample) =>
    store.getState().replaceScenario(
      replacementOf({
        text: example.text,
        question: example.question,
        omeRelease: example.omeVersion,
      }),
    );
  const choose = (example: GalleryExample) => {
    onClose();
    if (isUneditedExample(store.getState().gallery, store.getState().text)) load(example);
    else setConfirming(example);
  };

  return (
    <>
      <ModalDialog
        open={open}
        title="Examples"
        description="Each example is a tested scenario: the ranking shown is the one OME makes."
        className="gallery-dialog"
        onClose={onClose}
      >
        {gallery.status === 'ready' ? (
          <ul className="gallery-list">
            {gallery.examples.map((example) => (
              <li key={example.id} className="gallery-card">
                <h3>{example.title}</h3>
                <p className="gallery-meta">{targetText(example)}</p>
                <p className="gallery-story">{example.story}</p>
                <button
                  type="button"
                  aria-label={`Open ${example.title}`}
                  onClick={() => choose(example)}
                >
                  Open
                </button>
              </li>
            ))}
          </ul>
        ) : gallery.status === 'failed' ? (
          <p className="note note-error">The examples could not be loaded: {gallery.message}</p>
        ) : (
          <p className="muted">Loading the examples…</p>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={`Open “${confirming?.title ?? ''}”?`}
        message="This replaces the manifests in the editor and your choices with the example. You can undo the text change in the editor with Ctrl+Z."
        confirmLabel="Open example"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) load(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
