/**
 * A modal on the native <dialog>, like ConfirmDialog but with any content: focus moves into it
 * (to the element marked autoFocus, else the first control) and back to where it was when it
 * closes, Escape closes it, and it is named by its heading.
 */
import { useId, type ReactNode } from 'react';
import { useModal } from './use-modal';

interface Props {
  readonly open: boolean;
  readonly title: string;
  /** A line under the title, read as the dialog's description. */
  readonly description?: ReactNode;
  readonly className?: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function ModalDialog({ open, title, description, className, onClose, children }: Props) {
  const dialog = useModal(open);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${className ?? ''}`.trim()}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* Not a <header>: outside <main> that is a second banner landmark, inside a dialog. */}
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button modal-close"
          aria-label="Close"
          title="Close (Esc)"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description !== undefined && (
        <p id={descriptionId} className="modal-description">
          {description}
        </p>
      )}
      {open && children}
    </dialog>
  );
}
