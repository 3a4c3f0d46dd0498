/**
 * "Rank runtimes for": a searchable picker of the manifests' models and InferenceServices, as
 * the WAI-ARIA combobox pattern with a listbox popup. Typing filters by name, kind (`isvc`,
 * `model`, `ClusterBaseModel`…) or namespace; the options are grouped by kind and sorted by name,
 * with the count shown and announced politely. Keys: Down/Up open the list and move in it
 * (Alt+Down opens it where it is), Home/End and Page Up/Down move while it is open, Enter picks,
 * Escape (or Tab) closes it and puts back the question's name. Focus stays in the field; the
 * option in hand is `aria-activedescendant`.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  choicesOf,
  filterPicker,
  missingLabel,
  pickedOption,
  pickerCount,
  pickerGroups,
  type PickerOption,
} from '../../state';
import { useAppStore } from '../store-context';
import './question-picker.css';

/** How far Page Up/Down move in the list. */
const PAGE = 10;

export function QuestionPicker() {
  const latest = useAppStore((s) => s.latest);
  const question = useAppStore((s) => s.question);
  const setQuestion = useAppStore((s) => s.setQuestion);
  const choices = choicesOf(latest);
  const groups = useMemo(() => pickerGroups(choices), [choices]);
  const picked = pickedOption(groups, question);
  const [open, setOpen] = useState(false);
  // What is typed since the list opened; null shows the picked question's label and every option.
  const [query, setQuery] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const shown = useMemo(() => filterPicker(groups, query ?? ''), [groups, query]);
  const options = useMemo(() => shown.flatMap((g) => g.options), [shown]);
  const indexOf = useMemo(() => new Map(options.map((o, i) => [o, i])), [options]);
  const activeIndex = options.findIndex((o) => o.id === activeId);
  const id = useId();
  const domId = (index: number) => `${id}-option-${index}`;
  const list = useRef<HTMLDivElement>(null);

  const activeDomId = open && activeIndex >= 0 ? domId(activeIndex) : undefined;
  useEffect(() => {
    if (activeDomId === undefined) return;
    list.current?.querySelector(`[id="${activeDomId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveId(null);
  };
  const choose = (option: PickerOption) => {
    setQuestion(option.subject, option.namespace ?? undefined);
    close();
  };
  const openAt = (option: PickerOption | undefined) => {
    setOpen(true);
    setActiveId(option?.id ?? null);
  };
  const moveTo = (index: number) => {
    const target = options[Math.max(0, Math.min(options.length - 1, index))];
    if (target !== undefined) setActiveId(target.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const down = key === 'ArrowDown';
      if (!open)
        openAt(event.altKey ? undefined : (picked ?? (down ? options[0] : options.at(-1))));
      else if (activeIndex < 0) moveTo(down ? 0 : options.length - 1);
      else moveTo(activeIndex + (down ? 1 : -1));
    } else if (open && (key === 'Home' || key === 'End')) {
      event.preventDefault();
      moveTo(key === 'Home' ? 0 : options.length - 1);
    } else if (open && (key === 'PageDown' || key === 'PageUp')) {
      event.preventDefault();
      moveTo(Math.max(activeIndex, 0) + (key === 'PageDown' ? PAGE : -PAGE));
    } else if (key === 'Enter' && open) {
      event.preventDefault();
      const active = options[activeIndex];
      if (active !== undefined) choose(active);
    } else if (key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      close();
    } else if (key === 'Tab' && open) close();
  };

  const count = pickerCount(groups, shown);
  const listId = `${id}-list`;
  return (
    <div className="field question-picker">
      <label className="field-label" htmlFor={`${id}-input`}>
        Rank runtimes for
      </label>
      <div className="picker-box">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          className="picker-input"
          value={query ?? picked?.label ?? missingLabel(question)}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDomId}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setQuery(typed);
            setOpen(true);
            setActiveId(filterPicker(groups, typed)[0]?.options[0]?.id ?? null);
          }}
          onKeyDown={onKeyDown}
          onClick={(event) => {
            if (open) return;
            event.currentTarget.select();
            openAt(picked ?? options[0]);
          }}
          onBlur={close}
        />
        <div className="picker-popup" hidden={!open}>
          <p className="picker-count">{count}</p>
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label="Models and InferenceServices"
            className="picker-list"
            // Clicks in the list keep the focus in the field.
            onMouseDown={(event) => event.preventDefault()}
          >
            {open && options.length === 0 && (
              <div role="option" aria-disabled="true" aria-selected="false" className="picker-none">
                Nothing matches “{query}”
              </div>
            )}
            {open &&
              shown.map((group) => (
                <div key={group.title} role="group" aria-labelledby={`${id}-${group.title}`}>
                  <div role="presentation" id={`${id}-${group.title}`} className="picker-group">
                    {group.title} ({group.options.length})
                  </div>
                  {group.options.map((option) => {
                    const index = indexOf.get(option)!;
                    const classes = ['picker-option'];
                    if (index === activeIndex) classes.push('is-active');
                    if (option === picked) classes.push('is-picked');
                    return (
                      <div
                        key={option.id}
                        id={domId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        className={classes.join(' ')}
                        onClick={() => choose(option)}
                        onMouseMove={() => index !== activeIndex && setActiveId(option.id)}
                      >
                        <span className="picker-name">{option.subject.name}</span>{' '}
                        <span className="picker-detail">{option.detail}</span>
                      </div>
                    );
                  })}
                </div>
              ))}
          </div>
        </div>
      </div>
      <span id={`${id}-hint`} className="visually-hidden">
        Type to filter by name, kind or namespace.
      </span>
      {/* Always present (a live region must exist before its text arrives); polite. */}
      <p className="visually-hidden" role="status">
        {open ? count : ''}
      </p>
    </div>
  );
}
