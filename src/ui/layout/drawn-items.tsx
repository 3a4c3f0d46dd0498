/**
 * The children of a list drawn in part (use-list-window.ts): each run of units, after the space
 * of the units not drawn before it. The space is empty list items hidden from screen readers.
 */
import type { ReactNode } from 'react';
import type { ListWindow } from './use-list-window';

/**
 * The space of `units` undrawn units, the first of them `from`: use-list-window.ts reads from it
 * which unit is in view.
 */
function Space({ from, units, unitPx }: { from: number; units: number; unitPx: number }) {
  if (units === 0) return null;
  return (
    <li
      aria-hidden="true"
      role="none"
      data-from={from}
      data-units={units}
      style={{ height: units * unitPx }}
    />
  );
}

/**
 * Every unit when `drawn` is null (a short list), else the runs and the space between them.
 * `render` must put `data-unit={index}` on the unit's own element, a child of the list.
 */
export function drawnItems(
  drawn: ListWindow | null,
  count: number,
  unitPx: number,
  render: (index: number) => ReactNode,
): ReactNode[] {
  if (drawn === null) return Array.from({ length: count }, (_, index) => render(index));
  return [
    ...drawn.runs.flatMap((run) => [
      <Space
        key={`space-${run.from}`}
        from={run.from - run.spaceBefore}
        units={run.spaceBefore}
        unitPx={unitPx}
      />,
      ...Array.from({ length: run.to - run.from }, (_, at) => render(run.from + at)),
    ]),
    <Space
      key="space-end"
      from={count - drawn.spaceAfter}
      units={drawn.spaceAfter}
      unitPx={unitPx}
    />,
  ];
}
