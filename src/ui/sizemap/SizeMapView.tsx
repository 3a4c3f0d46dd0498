/**
 * The size map: for the ranked model's shape, which runtime OME picks at every modelParameterSize
 * (exact bands from the worker, src/engine/size-map.ts). An SVG on a log-scale axis — the winner
 * of each band, each contending runtime's range as a bar, the model's own size marked, gaps and
 * bands a tie-break decides marked — and the same bands as a table for screen readers and
 * narrow screens.
 */
import { formatParameterCount } from '../../engine';
import type { SizeBandData, SizeMapData } from '../../state';
import { useAppStore } from '../store-context';
import './size-map.css';

const WIDTH = 640;
const LEFT = 30;
const RIGHT = 30;
/** Rows: decade ticks, then the model's size label, then the bands. */
const TICK_Y = 12;
const MARKER_Y = 30;
const BAND_Y = 38;
const BAND_H = 30;
const BAR_H = 14;
const BAR_GAP = 8;

/** The axis: a decade below the smallest breakpoint to a decade above the largest. */
function domainOf(map: SizeMapData): [number, number] {
  const points = map.bands.flatMap((b) => [b.from, b.to ?? 0]).filter((p) => p > 0);
  if (map.modelSizeValue !== null && map.modelSizeValue > 0) points.push(map.modelSizeValue);
  const lo = points.length === 0 ? 1e8 : Math.min(...points) / 10;
  const hi = points.length === 0 ? 1e13 : Math.max(...points) * 10;
  return [10 ** Math.floor(Math.log10(lo)), 10 ** Math.ceil(Math.log10(hi))];
}

const decadeLabel = (value: number) => formatParameterCount(value);

const deciderText = (b: SizeBandData): string => {
  switch (b.decidedBy) {
    case 'none':
      return 'no runtime qualifies';
    case 'error':
      return b.error ?? 'selection fails';
    case 'only':
      return 'the only one that qualifies';
    case 'scope':
      return `scope, over ${b.over}`;
    case 'score':
      return `score ${b.winner?.score}, over ${b.over}`;
    case 'distance':
      return `tie on score: size distance, over ${b.over}`;
    default:
      return `tie on score: name, over ${b.over}`;
  }
};

const isTie = (b: SizeBandData) => b.decidedBy === 'distance' || b.decidedBy === 'name';

const fromText = (b: SizeBandData) =>
  `${b.fromIncluded ? '≥' : '>'} ${formatParameterCount(b.from)}`;
const toText = (b: SizeBandData) =>
  b.to === null ? '< ∞' : `${b.toIncluded ? '≤' : '<'} ${formatParameterCount(b.to)}`;

/** A stable colour slot per runtime name, so one runtime keeps its colour across bands. */
const slotOf = (names: readonly string[], name: string) => names.indexOf(name) % 8;

function SizeMapChart({ map, model }: { map: SizeMapData; model: string }) {
  const [lo, hi] = domainOf(map);
  const x = (v: number) =>
    LEFT +
    ((Math.log10(Math.min(Math.max(v, lo), hi)) - Math.log10(lo)) /
      (Math.log10(hi) - Math.log10(lo))) *
      (WIDTH - LEFT - RIGHT);
  const names = [...new Set(map.bands.flatMap((b) => (b.winner === null ? [] : [b.winner.name])))];
  const barsTop = BAND_Y + BAND_H + 22;
  const height = barsTop + map.ranges.length * (BAR_H + BAR_GAP) + 8;
  const decades: number[] = [];
  for (let d = lo; d <= hi * 1.0001; d *= 10) decades.push(d);
  const summary = map.bands
    .map((b) => `${fromText(b)} to ${toText(b)}: ${b.winner?.name ?? 'none'}`)
    .join('; ');
  return (
    <div className="size-map-scroll">
      <svg
        className="size-map-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
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
          return (
            <g key={i} className={isTie(b) ? 'band is-tie' : 'band'}>
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
                <title>{`${fromText(b)} to ${toText(b)}: ${label} (${deciderText(b)})`}</title>
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
              <text x={Math.min(x0 + 4, WIDTH - 200)} y={y + BAR_H - 3} className="range-label">
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
              x={x(map.modelSizeValue) + (x(map.modelSizeValue) > WIDTH / 2 ? -4 : 4)}
              y={MARKER_Y}
              textAnchor={x(map.modelSizeValue) > WIDTH / 2 ? 'end' : 'start'}
            >
              {`${model} (${map.modelSize})`}
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
  if (result === null || map === undefined)
    return <p className="muted placeholder">Mapping the sizes…</p>;
  if (map === null || model === null)
    return (
      <p className="muted placeholder">
        No size map: the model has no modelFormat, so OME selects nothing for it yet.
      </p>
    );
  const ownSize = map.modelSizeValue;
  return (
    <div className="size-map">
      <p className="size-map-intro">
        Which runtime OME picks for a model shaped like <strong>{model}</strong> at every{' '}
        <code>modelParameterSize</code>: exact bands computed from the rules (range bounds, and
        where size distances cross), on a log scale. Hatched: no runtime qualifies. “tie”: the score
        ties and size distance or the name decides.
      </p>
      <SizeMapChart map={map} model={model} />
      <table className="size-map-table">
        <caption>Runtime OME picks at each model size</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Winner</th>
            <th scope="col">Decided by</th>
          </tr>
        </thead>
        <tbody>
          {map.bands.map((b, i) => {
            const own =
              ownSize !== null &&
              (ownSize > b.from || (b.fromIncluded && ownSize === b.from)) &&
              (b.to === null || ownSize < b.to || (b.toIncluded && ownSize === b.to));
            return (
              <tr key={i} className={own ? 'is-own-size' : undefined}>
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
                </td>
                <td>{deciderText(b)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
