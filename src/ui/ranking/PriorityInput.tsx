/**
 * A priority as a number input. While focused it shows what the user typed (the ranking follows
 * a moment later); every whole number typed is applied at once, so arrow keys and typing rank
 * live. It is never disabled while an answer is pending (that would drop the focus and the next
 * key): the store queues changes and applies them in order.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { isValidPriority } from '../../state';
import './priority-input.css';

/** When the user last pressed a pointer: a blur right after one is theirs, not a re-render's. */
let lastPointerDown = Number.NEGATIVE_INFINITY;
if (typeof document !== 'undefined')
  document.addEventListener('pointerdown', () => (lastPointerDown = performance.now()), true);

/**
 * The focus left `element` for no one (the page's body) while the page has focus and no pointer
 * was pressed: the browser dropped it because the element was moved, not because the user left.
 */
const droppedByMove = (element: HTMLElement): boolean =>
  element.isConnected &&
  document.hasFocus() &&
  (document.activeElement === null || document.activeElement === document.body) &&
  performance.now() - lastPointerDown > 100;

/** Scrolls the least needed to show `element` when it is outside the viewport. */
function keepInView(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'nearest' });
}

interface Props {
  readonly label: string;
  readonly value: number;
  /** Only when the ranking on screen no longer describes the text (it has errors). */
  readonly disabled: boolean;
  readonly onChange: (value: number) => void;
  readonly className?: string;
  /**
   * Grows when a change typed here was refused (see RefusedPriorityNote): the field then shows
   * the value in the text again, and stays focused for the next try.
   */
  readonly refusal?: number | null;
  /** The message that says why, when there is one. */
  readonly describedBy?: string | undefined;
}

export function PriorityInput(props: Props) {
  const { label, value, disabled, onChange, className, refusal = null, describedBy } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [seenRefusal, setSeenRefusal] = useState(refusal);
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal);
    if (refusal !== null) setDraft(null);
  }
  const input = useRef<HTMLInputElement>(null);
  // The user is in this field. A re-ranked table moves its row, and when React moves the row's
  // element the browser drops the focus (with or without a blur event): it is put back.
  const editing = useRef(false);
  useLayoutEffect(() => {
    const element = input.current;
    if (!editing.current || element === null) return;
    if (document.activeElement !== element && droppedByMove(element))
      element.focus({ preventScroll: true });
    // The row can move or grow under the field (a priority of 0 rejects it, and a rejected row
    // shows its reason): the field the user types in stays on screen.
    if (document.activeElement === element) keepInView(element);
  });
  return (
    <input
      ref={input}
      type="number"
      className={className === undefined ? 'priority-input' : `priority-input ${className}`}
      inputMode="numeric"
      step={1}
      aria-label={label}
      aria-describedby={describedBy}
      value={draft ?? String(value)}
      disabled={disabled}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        const parsed = Number(typed);
        if (typed.trim() !== '' && isValidPriority(parsed)) onChange(parsed);
      }}
      onBlur={(event) => {
        const element = event.currentTarget;
        // Decided once the move (if it is one) is done.
        queueMicrotask(() => {
          if (document.activeElement === element) return;
          if (event.relatedTarget === null && droppedByMove(element)) {
            element.focus({ preventScroll: true });
            return;
          }
          editing.current = false;
          setDraft(null);
        });
      }}
    />
  );
}
