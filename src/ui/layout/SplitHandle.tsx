/**
 * The draggable line between the editor and the results: a focusable separator (WAI-ARIA
 * "window splitter") moved with the mouse or with the arrow keys, Home and End. Its value is the
 * editor's share of the width in percent, remembered across visits.
 */
import { useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampSplit, loadSplit, saveSplit, SPLIT_MAX, SPLIT_MIN } from '../../state';
import './split.css';

const KEY_STEP = 2;
const BIG_STEP = 10;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The remembered split (null: the layout's default) and a setter that remembers. */
export function useSplit(): [number | null, (percent: number, remember: boolean) => void] {
  const [split, setSplit] = useState<number | null>(() => loadSplit(storage()));
  return [
    split,
    (percent, remember) => {
      const next = clampSplit(percent);
      setSplit(next);
      if (remember) saveSplit(storage(), next);
    },
  ];
}

interface Props {
  /** The two panels' container, whose width the split divides. */
  readonly container: RefObject<HTMLElement | null>;
  /** The editor panel, to read the default split from when none was chosen. */
  readonly editor: string;
  readonly value: number | null;
  readonly onChange: (percent: number, remember: boolean) => void;
}

export function SplitHandle({ container, editor, value, onChange }: Props) {
  const [dragging, setDragging] = useState(false);
  /** The split on screen: the chosen one, else what the default layout gives. */
  const current = (): number => {
    if (value !== null) return value;
    const box = container.current?.getBoundingClientRect();
    const panel = document.getElementById(editor)?.getBoundingClientRect();
    return box === undefined || panel === undefined || box.width === 0
      ? 40
      : clampSplit((panel.width / box.width) * 100);
  };
  const fromPointer = (event: PointerEvent): number | null => {
    const box = container.current?.getBoundingClientRect();
    return box === undefined || box.width === 0
      ? null
      : ((event.clientX - box.left) / box.width) * 100;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? BIG_STEP : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowLeft: current() - step,
      ArrowRight: current() + step,
      Home: SPLIT_MIN,
      End: SPLIT_MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next, true);
  };
  const shown = value ?? current();
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label="Resize the editor and the results"
      aria-controls={editor}
      aria-valuenow={Math.round(shown)}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-valuetext={`Editor ${Math.round(shown)}% of the width`}
      className={dragging ? 'split-handle is-dragging' : 'split-handle'}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (!dragging) return;
        const next = fromPointer(event);
        if (next !== null) onChange(next, false);
      }}
      onPointerUp={(event) => {
        if (!dragging) return;
        setDragging(false);
        const next = fromPointer(event);
        if (next !== null) onChange(next, true);
      }}
      onPointerCancel={() => setDragging(false)}
    />
  );
}
