/**
 * The outline of what selection reads: each object of the manifests (kind and name) with the
 * fields that decide its ranking or its accelerator class (supportedModelFormats,
 * modelSizeRange, modelFormat, an AcceleratorClass's capabilities…), each an option of one
 * listbox that puts the editor's cursor there. Real runtimes bury these ten lines under hundreds
 * of lines of engineConfig; the editor folds those, and this lists what is left.
 *
 * The query worker builds it (the main thread parses no YAML), once the engine has answered for
 * the text: after a paste the ranking comes first, the outline a moment later.
 */
import { useEffect, useMemo, useState } from 'react';
import { hasAnswerForText } from '../../state';
import type { OutlineObject } from '../../text-aids';
import { useAppStore } from '../store-context';
import { useTextAids } from '../text-aids-context';
import { drawnItems } from '../layout/drawn-items';
import { useListWindow } from '../layout/use-list-window';
import { useRovingList, type ItemProps } from '../layout/use-roving-list';
import { useEditorCommands } from './editor-bridge';
import './outline.css';

/** Typing pauses this long before the outline is asked for again (the worker parses the whole text). */
const OUTLINE_DELAY_MS = 250;

/** Past this size the outline is built only on request: a cluster's worth is a long list. */
const AUTO_OUTLINE_MAX_CHARS = 300_000;

const SHORT_KIND: Readonly<Record<string, string>> = {
  ClusterServingRuntime: 'CSR',
  ServingRuntime: 'SR',
  ClusterBaseModel: 'CBM',
  BaseModel: 'BM',
  InferenceService: 'ISVC',
  AcceleratorClass: 'AC',
};

function useOutline(open: boolean): readonly OutlineObject[] | null {
  const text = useAppStore((s) => s.text);
  const answered = useAppStore(hasAnswerForText);
  const aids = useTextAids();
  const [outline, setOutline] = useState<readonly OutlineObject[] | null>(null);
  useEffect(() => {
    if (!open || !answered) return;
    let live = true;
    const timer = setTimeout(() => {
      void aids.ask('outline', text).then((answer) => {
        // The newest answer, even if typing has moved on: its lines are off by what was typed
        // since, until the next one arrives (as when the outline was built here after a pause).
        if (live && answer !== null) setOutline(answer.response.objects);
      });
    }, OUTLINE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, open, answered, aids]);
  return open ? outline : null;
}

/** The outline as one list: each object, then its fields, in the order of the text. */
interface OutlineItem {
  readonly line: number;
  /** Typed letters jump to objects by name; fields are skipped. */
  readonly typeAhead: string | null;
  /** The object the item is (or is a field of), by its place in the outline. */
  readonly object: number;
}

function itemsOf(outline: readonly OutlineObject[]): OutlineItem[] {
  return outline.flatMap((object, at) => [
    { line: object.line, typeAhead: object.name, object: at },
    ...object.fields.map((field) => ({ line: field.line, typeAhead: null, object: at })),
  ]);
}

/** The item index of each object's own option. */
function firstItems(outline: readonly OutlineObject[]): number[] {
  let index = 0;
  return outline.map((object) => {
    const first = index;
    index += 1 + object.fields.length;
    return first;
  });
}

/** An object's row is at least this tall (outline.css: an option's 22 px and 2 px of padding). */
const OBJECT_ROW_PX = 24;

interface ObjectProps {
  readonly object: OutlineObject;
  /** Its place in the outline (use-list-window.ts reads it). */
  readonly unit: number;
  readonly firstItem: number;
  readonly itemProps: (index: number) => ItemProps;
  /** The whole list's length, said on each option when only part of it is drawn. */
  readonly setSize: number | undefined;
}

function OutlineGroup({ object, unit, firstItem, itemProps, setSize }: ObjectProps) {
  const name = object.name || '(no name)';
  const position = (index: number) =>
    setSize === undefined ? {} : { 'aria-setsize': setSize, 'aria-posinset': index + 1 };
  return (
    <li
      className="outline-object"
      role="group"
      aria-label={`${object.kind} ${name}`}
      data-unit={unit}
    >
      <div
        role="option"
        className="outline-name"
        title={`${object.kind} ${name}: line ${object.line}`}
        {...itemProps(firstItem)}
        {...position(firstItem)}
      >
        <abbr aria-hidden="true">{SHORT_KIND[object.kind] ?? object.kind}</abbr>
        {/* Named "ClusterBaseModel x at line 12": the hidden parts start with a space,
            as the browser may put one where they start. */}
        <span className="visually-hidden">{object.kind}</span> {name}
        <span className="visually-hidden"> at line {object.line}</span>
      </div>
      {object.fields.map((field, at) => (
        <div
          key={field.name}
          role="option"
          className="outline-field"
          title={`spec.${field.name}: line ${field.line}`}
          {...itemProps(firstItem + 1 + at)}
          {...position(firstItem + 1 + at)}
        >
          {field.name}
          <span aria-hidden="true">:</span>
          <span className="visually-hidden">
            {' '}
            of {name} at line {field.line}
          </span>
        </div>
      ))}
    </li>
  );
}

/**
 * A listbox, one tab stop: the arrow keys, Home, End and typed names move in it; Enter (or a
 * click) puts the editor's cursor on the object or field. Each object and its fields are a group.
 * A cluster's worth of objects is drawn in part, around the scroll position.
 */
function OutlineList({ outline }: { outline: readonly OutlineObject[] }) {
  const { reveal } = useEditorCommands();
  const items = useMemo(() => itemsOf(outline), [outline]);
  const starts = useMemo(() => firstItems(outline), [outline]);
  const { listProps, itemProps, active } = useRovingList({
    count: items.length,
    activate: (index) => {
      const item = items[index];
      if (item !== undefined) reveal(item.line, 1);
    },
    typeAheadText: (index) => items[index]?.typeAhead ?? null,
  });
  const { drawn, onScroll, listRef, unitPx } = useListWindow(
    outline.length,
    OBJECT_ROW_PX,
    items[active]?.object ?? 0,
  );
  const group = (at: number) => (
    <OutlineGroup
      key={`${outline[at]!.line}`}
      object={outline[at]!}
      unit={at}
      firstItem={starts[at]!}
      itemProps={itemProps}
      setSize={drawn === null ? undefined : items.length}
    />
  );
  return (
    <ul
      ref={listRef}
      className="outline-list"
      role="listbox"
      aria-label="Objects and the fields selection reads"
      onScroll={onScroll}
      {...listProps}
    >
      {drawnItems(drawn, outline.length, unitPx, group)}
    </ul>
  );
}

export function SelectionOutline() {
  const small = useAppStore((s) => s.text.length <= AUTO_OUTLINE_MAX_CHARS);
  const [open, setOpen] = useState(small);
  const outline = useOutline(open);
  return (
    <details
      className="selection-outline"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Outline: fields selection reads
        {outline !== null ? (
          <span className="outline-count"> · {outline.length} objects</span>
        ) : null}
      </summary>
      {outline !== null && outline.length > 0 ? (
        <OutlineList outline={outline} />
      ) : outline !== null ? (
        <p className="outline-empty">No OME objects in the text yet.</p>
      ) : null}
    </details>
  );
}
