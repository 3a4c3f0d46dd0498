/**
 * The size map: for the ranked model's shape, which runtime OME picks at every modelParameterSize
 * (exact bands from the worker, src/engine/size-map.ts). An SVG on a log-scale axis — the winner
 * of each band, each contending runtime's range as a bar, the model's own size marked, gaps and
 * bands a tie-break decides marked — and the same bands as a table for screen readers and
 * narrow screens.
 */
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { formatParameterCount, parseModelSize } from '../../engine';
import { deciderText } from '../../render/size-map';
import { bandIndexOf, roundSize, sizeInBand } from '../../state';
import type { SizeBandData, SizeMapData } from '../../worker/protocol';
import { useAppStore } from '../store-context';
import { SizeChooser, useChooseSize } from './SizeChooser';
import { useChartWidth } from './use-chart-width';
import './size-map.css';

const LEFT = 30;
const RIGHT = 30;
/** Rows: decade ticks, then the model's size label, then the bands. */
const TICK_Y = 12;
const MARKER_Y = 30;
const BAND_Y = 38;
const BAND_H = 30;
const BAR_H = 14;
const BAR_GAP = 8;

/** The axis: a decade below the smallest breakpoint (or size marked) to a decade above the largest. */
function domainOf(map: SizeMapData, chosen: number | null): [number, number] {
  const points = map.bands.flatMap((b) => [b.from, b.to ?? 0]).filter((p) => p > 0);
  if (map.modelSizeValue !== null && map.modelSizeValue > 0) points.push(map.modelSizeValue);
  if (chosen !== null && chosen > 0) points.push(chosen);
  const lo = points.length === 0 ? 1e8 : Math.min(...points) / 10;
  const hi = points.length === 0 ? 1e13 : Math.max(...points) * 10;
  return [10 ** Math.floor(Math.log10(lo)), 10 ** Math.ceil(Math.log10(hi))];
}

const decadeLabel = (value: number) => formatParameterCount(value);

const isTie = (b: SizeBandData) => b.decidedBy === 'distance' || b.decidedBy === 'name';

const fromText = (b: SizeBandData) =>
  `${b.fromIncluded ? '≥' : '>'} ${formatParameterCount(b.from)}`;
const toText = (b: SizeBandData) =>
  b.to === null ? '< ∞' : `${b.toIncluded ? '≤' : '<'} ${formatParameterCount(b.to)}`;

/** A stable colour slot per runtime name, so one runtime keeps its colour across bands. */
const slotOf = (names: readonly string[], name: string) => names.indexOf(name) % 8;

/** Enter or Space on a focused band chooses it, as a click does. */
const onActivate = (choose: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  choose();
};

/** A marker line's label: on the side with more room, and kept inside the chart (~6.5px a letter). */
function besideLine(at: number, label: string, width: number) {
  const room = label.length * 6.5 + 2;
  return at > width / 2
    ? { x: Math.max(at - 4, room), textAnchor: 'end' as const }
    : { x: Math.min(at + 4, width - room), textAnchor: 'start' as const };
}

interface ChartProps {
  map: SizeMapData;
  model: string;
  /** The what-if size chosen, as written, or null. */
  chosen: string | null;
  choose: (size: string) => void;
}

function SizeMapChart({ map, model, chosen, choose }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const chosenValue = chosen === null ? null : parseModelSize(chosen);
  const [lo, hi] = domainOf(map, chosenValue);
  const span = Math.log10(hi) - Math.log10(lo);
  const x = (v: number) =>
    LEFT +
    ((Math.log10(Math.min(Math.max(v, lo), hi)) - Math.log10(lo)) / span) * (width - LEFT - RIGHT);
  /** The size under a click on the axis row, in the chart's own coordinates. */
  const sizeAt = (event: MouseEvent<SVGRectElement>): number | null => {
    const svg = event.currentTarget.ownerSVGElement;
    const matrix = svg?.getScreenCTM()?.inverse();
    if (svg == null || matrix == null) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const at = (point.x - LEFT) / (width - LEFT - RIGHT);
    return at < 0 || at > 1 ? null : 10 ** (Math.log10(lo) + at * span);
  };
  const names = [...new Set(map.bands.flatMap((b) => (b.winner === null ? [] : [b.winner.name])))];
  const barsTop = BAND_Y + BAND_H + 22;
  // The chosen size's label gets a row of its own under the bars, clear of the "tie" marks.
  const barsBottom = barsTop + map.ranges.length * (BAR_H + BAR_GAP);
  const height = barsBottom + (chosenValue === null ? 8 : 22);
  const decades: number[] = [];
  for (let d = lo; d <= hi * 1.0001; d *= 10) decades.push(d);
  const summary = map.bands
    .map((b) => `${fromText(b)} to ${toText(b)}: ${b.winner?.name ?? 'none'}`)
    .join('; ');
  return (
    <div className="size-map-scroll" ref={box}>
      <svg
        className="size-map-chart"
        viewBox={`0 0 ${width} ${height}`}
        // A group, not an image: its bands are buttons (an image's children are hidden).
        role="group"
        aria-label={`Size map for ${model} on a log scale: ${summary}`}
      >
        <defs>
          <pattern
            id="size-map-gap"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className="gap-bg" />
            <line x1="0" y1="0" x2="0" y2="6" className="gap-line" />
          </pattern>
        </defs>
        <rect
          className="size-map-axis-hit"
          x={LEFT}
          y={0}
          width={width - LEFT - RIGHT}
          height={BAND_Y}
          onClick={(event) => {
            const at = sizeAt(event);
            if (at !== null) choose(roundSize(at));
          }}
        >
          <title>Click to rank at this size</title>
        </rect>
        {decades.map((d) => (
          <g key={d}>
            <line x1={x(d)} x2={x(d)} y1={TICK_Y + 4} y2={height - 4} className="size-map-grid" />
            <text x={x(d)} y={TICK_Y} className="size-map-tick" textAnchor="middle">
              {decadeLabel(d)}
            </text>
          </g>
        ))}
        {map.bands.map((b, i) => {
          const x0 = x(b.from === 0 ? lo : b.from);
          const x1 = b.from === (b.to ?? Infinity) ? x0 + 2 : x(b.to ?? hi);
          const w = Math.max(2, x1 - x0);
          const label = b.winner?.name ?? (b.decidedBy === 'error' ? 'fails' : 'none');
          const at = sizeInBand(b);
          // Named by what it shows first (its winner, "tie"), then its sizes and what it does.
          const shown = `${label}${isTie(b) ? ' tie' : ''}`;
          const chooses =
            at === null
              ? {}
              : {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': `${shown}: ${fromText(b)} to ${toText(b)}, rank at ${at}`,
                  onClick: () => choose(at),
                  onKeyDown: onActivate(() => choose(at)),
                };
          return (
            <g key={i} className={isTie(b) ? 'band is-tie' : 'band'} {...chooses}>
              <rect
                x={x0}
                y={BAND_Y}
                width={w}
                height={BAND_H}
                className={
                  b.winner === null ? 'band-gap' : `band-fill slot-${slotOf(names, b.winner.name)}`
                }
                fill={b.winner === null ? 'url(#size-map-gap)' : undefined}
              >
                <title>{`${fromText(b)} to ${toText(b)}: ${label} (${deciderText(b, b.error)})`}</title>
              </rect>
              {w > label.length * 6.2 + 8 && (
                <text
                  x={x0 + w / 2}
                  y={BAND_Y + BAND_H / 2 + 4}
                  className="band-label"
                  textAnchor="middle"
                >
                  {label}
                </text>
              )}
              {isTie(b) && w > 14 && (
                <text x={x0 + 3} y={BAND_Y + BAND_H + 12} className="tie-mark">
                  tie
                </text>
              )}
            </g>
          );
        })}
        {map.ranges.map((r, i) => {
          const y = barsTop + i * (BAR_H + BAR_GAP);
          const x0 = x(r.min ?? lo);
          const x1 = x(r.max ?? hi);
          const slot = names.includes(r.name) ? slotOf(names, r.name) : null;
          return (
            <g key={`${r.scope}/${r.name}`}>
              <rect
                x={x0}
                y={y}
                width={Math.max(2, x1 - x0)}
                height={BAR_H}
                rx={3}
                className={slot === null ? 'range-bar' : `range-bar slot-${slot}`}
              >
                <title>{`${r.name}: ${r.label}`}</title>
              </rect>
              <text x={Math.min(x0 + 4, width - 200)} y={y + BAR_H - 3} className="range-label">
                {`${r.name} ${r.label}`}
              </text>
            </g>
          );
        })}
        {map.modelSizeValue !== null && map.modelSizeValue > 0 && (
          <g className="model-marker">
            <line
              x1={x(map.modelSizeValue)}
              x2={x(map.modelSizeValue)}
              y1={MARKER_Y + 4}
              y2={height - 2}
            />
            <text
              {...besideLine(x(map.modelSizeValue), `${model} (${map.modelSize})`, width)}
              y={MARKER_Y}
            >
              {`${model} (${map.modelSize})`}
            </text>
          </g>
        )}
        {chosenValue !== null && chosenValue > 0 && (
          <g className="chosen-marker">
            <line x1={x(chosenValue)} x2={x(chosenValue)} y1={BAND_Y - 4} y2={height - 2} />
            <text {...besideLine(x(chosenValue), `what-if ${chosen}`, width)} y={barsBottom + 10}>
              {`what-if ${chosen}`}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}

export function SizeMapView() {
  const result = useAppStore((s) => s.ranked?.result ?? null);
  const model = result?.explanation.model?.name ?? null;
  const map = result?.sizeMap;
  const chosen = useAppStore((s) => s.sizeOverride);
  if (result === null || map === undefined)
    return <p className="muted placeholder">Mapping the sizes…</p>;
  if (map === null || model === null)
    return (
      <p className="muted placeholder">
        No size map: the model has no modelFormat, so OME selects nothing for it yet.
      </p>
    );
  return <SizeMapBody map={map} model={model} chosen={chosen} />;
}

function SizeMapBody({ map, model, chosen }: Omit<ChartProps, 'choose'>) {
  const choose = useChooseSize(map);
  const ownSize = map.modelSizeValue;
  const chosenBand = chosen === null ? -1 : bandIndexOf(map.bands, parseModelSize(chosen));
  return (
    <div className="size-map">
      <p className="size-map-intro">
        Which runtime OME picks for a model shaped like <strong>{model}</strong> at every{' '}
        <code>modelParameterSize</code>: exact bands computed from the rules (range bounds, and
        where size distances cross), on a log scale. Hatched: no runtime qualifies. “tie”: the score
        ties and size distance or the name decides.
      </p>
      <SizeChooser map={map} model={model} />
      <SizeMapChart map={map} model={model} chosen={chosen} choose={choose} />
      <table className="size-map-table">
        <caption>Runtime OME picks at each model size</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Winner</th>
            <th scope="col">Decided by</th>
            <th scope="col">What-if</th>
          </tr>
        </thead>
        <tbody>
          {map.bands.map((b, i) => {
            const own =
              ownSize !== null &&
              (ownSize > b.from || (b.fromIncluded && ownSize === b.from)) &&
              (b.to === null || ownSize < b.to || (b.toIncluded && ownSize === b.to));
            const at = sizeInBand(b);
            const classes = [own && 'is-own-size', i === chosenBand && 'is-chosen-size'];
            return (
              <tr key={i} className={classes.filter(Boolean).join(' ') || undefined}>
                <td>{fromText(b)}</td>
                <td>{toText(b)}</td>
                <td>
                  {b.winner === null ? (
                    <span className="muted">none</span>
                  ) : (
                    <>
                      <span className="runtime-name">{b.winner.name}</span>{' '}
                      <span className="muted">{b.winner.scope}</span>
                    </>
                  )}
                  {own && <span className="tag">{`${model} (${map.modelSize})`}</span>}
                  {i === chosenBand && (
                    <span className="tag tag-whatif">{`what-if ${chosen}`}</span>
                  )}
                </td>
                <td>{deciderText(b, b.error)}</td>
                <td className="size-rank-at">
                  {at === null ? (
                    <span className="muted">the same at every size</span>
                  ) : (
                    <button type="button" className="link-button" onClick={() => choose(at)}>
                      {`Rank at ${at}`}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
