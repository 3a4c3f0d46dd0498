/**
 * The problems under the editor: each names its document and line; activating one goes there.
 * One listbox, one tab stop (a broken catalog lists hundreds): the arrow keys move in it, Enter
 * or a click puts the editor's cursor on the problem.
 */
import { memo, useDeferredValue, useMemo } from 'react';
import { problemsOf, type ListedProblem } from '../../state';
import type { Diagnostic } from '../../worker/protocol';
import { drawnItems } from '../layout/drawn-items';
import { useListWindow } from '../layout/use-list-window';
import { useRovingList, type ItemProps as RovingProps } from '../layout/use-roving-list';
import { useAppStore } from '../store-context';
import { useEditorCommands } from './editor-bridge';
import './problems.css';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

function where(d: Diagnostic): string {
  const parts = [`document ${d.document}`];
  if (d.item !== undefined) parts.push(`items[${d.item}]`);
  if (d.span !== null) parts.push(`line ${d.span.start.line}`);
  return parts.join(', ');
}

interface ItemProps {
  readonly problem: Diagnostic;
  /** A finding of the ranking on screen while that ranking is out of date. */
  readonly outOfDate: boolean;
  readonly roving: RovingProps;
  /** The whole list's length, said on each option when only part of it is drawn. */
  readonly setSize: number | undefined;
}

/** A problem's row is at least this tall (problems.css: a 13 px line and 10 px of padding). */
const PROBLEM_ROW_PX = 28;

/** What an item shows and where it leads; offsets move with every keystroke above, lines don't. */
const sameItem = (a: ItemProps, b: ItemProps): boolean =>
  a.roving['data-index'] === b.roving['data-index'] &&
  a.roving.tabIndex === b.roving.tabIndex &&
  a.outOfDate === b.outOfDate &&
  a.setSize === b.setSize &&
  a.problem.severity === b.problem.severity &&
  a.problem.code === b.problem.code &&
  a.problem.document === b.problem.document &&
  a.problem.item === b.problem.item &&
  a.problem.path === b.problem.path &&
  a.problem.message === b.problem.message &&
  a.problem.span?.start.line === b.problem.span?.start.line &&
  a.problem.span?.start.column === b.problem.span?.start.column;

/**
 * Keys that survive an edit elsewhere: which document, what problem, and the how-many-th such.
 * (Positions would change for every problem below a typed character.)
 */
function problemKeys(problems: readonly ListedProblem[]): string[] {
  const seen = new Map<string, number>();
  return problems.map(({ problem: p }) => {
    const key = `${p.document}:${p.item ?? ''}:${p.code}:${p.path}:${p.message}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}#${count}`;
  });
}

/**
 * One problem. Every answer brings fresh copies of all problems, most of them unchanged: with
 * hundreds listed, comparing them is much cheaper than rendering them again.
 */
const ProblemItem = memo(function ProblemItem({
  problem: p,
  outOfDate,
  roving,
  setSize,
}: ItemProps) {
  const position =
    setSize === undefined
      ? {}
      : { 'aria-setsize': setSize, 'aria-posinset': roving['data-index'] + 1 };
  return (
    <li
      role="option"
      className={`problem problem-${p.severity}`}
      aria-disabled={p.span === null ? true : undefined}
      data-unit={roving['data-index']}
      {...roving}
      {...position}
    >
      <span className="problem-severity">{SEVERITY_LABEL[p.severity]}</span>
      <span className="problem-where">{where(p)}</span>
      <span className="problem-message">
        {outOfDate && <span className="tag tag-stale">Out of date</span>}{' '}
        {p.path !== '' && !p.message.startsWith(p.path) && <code>{p.path}</code>} {p.message}
      </span>
    </li>
  );
}, sameItem);

export function ProblemsList() {
  // Rendered in the background, like the ranking table: hundreds of problems must not hold up typing.
  const latest = useDeferredValue(useAppStore((s) => s.latest));
  const ranked = useDeferredValue(useAppStore((s) => s.ranked));
  const problems = useMemo(() => problemsOf(latest, ranked), [latest, ranked]);
  const keys = useMemo(() => problemKeys(problems), [problems]);
  const { reveal } = useEditorCommands();
  const { listProps, itemProps, active } = useRovingList({
    count: problems.length,
    activate: (index) => {
      const span = problems[index]?.problem.span;
      if (span != null) reveal(span.start.line, span.start.column);
    },
  });
  const { drawn, onScroll, listRef, unitPx } = useListWindow(
    problems.length,
    PROBLEM_ROW_PX,
    active,
  );
  const item = (i: number) => (
    <ProblemItem
      key={keys[i]}
      problem={problems[i]!.problem}
      outOfDate={problems[i]!.outOfDate}
      roving={itemProps(i)}
      setSize={drawn === null ? undefined : problems.length}
    />
  );
  const errors = problems.filter((p) => p.problem.severity === 'error').length;
  const summary =
    problems.length === 0
      ? 'No problems'
      : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return (
    <section className="problems" aria-labelledby="problems-heading" onScroll={onScroll}>
      <h2 id="problems-heading" className="panel-heading">
        Problems <span className={errors > 0 ? 'count count-error' : 'count'}>{summary}</span>
      </h2>
      {problems.length > 0 && (
        <ul
          ref={listRef}
          className="problem-list"
          role="listbox"
          aria-labelledby="problems-heading"
          {...listProps}
        >
          {drawnItems(drawn, problems.length, unitPx, item)}
        </ul>
      )}
    </section>
  );
}
