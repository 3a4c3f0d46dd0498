/**
 * The size map as `ome-sim runtime map` prints it: one row per band (from, to, winner, decided
 * by), the model's own size marked; or JSON. Pure: bands in, text out.
 */
import {
  bandAt,
  formatParameterCount,
  parseModelSize,
  selectionErrorText,
  type BandDecider,
  type SizeAnswer,
  type SizeBand,
} from '../engine';
import { padColumns } from './pad-columns';
import { sanitizeCell } from './width';

export interface SizeMapView {
  readonly model: string;
  readonly namespace: string;
  readonly omeVersion: string;
  /** The model's own modelParameterSize as written, or null. */
  readonly modelSize: string | null;
  readonly bands: readonly SizeBand[];
  /**
   * OME's answer for the model as written, when its size is in no band: it has no
   * modelParameterSize (no range is checked, no distance compared), or one that reads as 0.
   */
  readonly asWritten: SizeAnswer | null;
}

/*
 * FROM and TO are each band's bounds with whether the band holds them: `> 0` (sizes are above 0),
 * `< inf` for the open top of the last band (`inf` as OME's own reasons print an open range end),
 * never `-`, which the other columns use for "none". The app writes the same with ≥, ≤ and ∞.
 */
const fromText = (b: SizeBand) => `${b.fromIncluded ? '>=' : '>'} ${formatParameterCount(b.from)}`;
const toText = (b: SizeBand) =>
  b.to === Infinity ? '< inf' : `${b.toIncluded ? '<=' : '<'} ${formatParameterCount(b.to)}`;

/** What `deciderText` reads of a band: the engine's answer, or the app's copy of it. */
export interface DecidedBand {
  readonly decidedBy: BandDecider;
  readonly over: string | null;
  readonly winner: { readonly score: number } | null;
}

/**
 * How the band's winner beat the runner-up, in words: the one wording of the CLI's map and the
 * app's. `errorText` is OME's message when the selection fails in the band.
 */
export function deciderText(b: DecidedBand, errorText: string | null): string {
  switch (b.decidedBy) {
    case 'none':
      return 'no runtime qualifies';
    case 'error':
      return errorText ?? 'selection fails';
    case 'only':
      return 'the only one that qualifies';
    case 'scope':
      return `scope, over ${b.over}`;
    case 'score':
      return `score ${b.winner?.score}, over ${b.over}`;
    case 'distance':
      return `size distance, over ${b.over} (same score)`;
    case 'name':
      return `name, over ${b.over} (same score and distance)`;
  }
}

const answerDecider = (b: SizeAnswer) =>
  deciderText(b, b.error === null ? null : selectionErrorText(b.error));

export function renderSizeMapTable(view: SizeMapView): string {
  const size = view.modelSize === null ? null : parseModelSize(view.modelSize);
  const own = size === null ? null : bandAt(view.bands, size);
  const rows = [['FROM', 'TO', 'WINNER', 'SCOPE', 'DECIDED BY', '']];
  for (const b of view.bands) {
    rows.push([
      fromText(b),
      toText(b),
      b.winner?.name ?? '-',
      b.winner?.scope ?? '-',
      answerDecider(b),
      b === own ? `<- ${view.model} (${view.modelSize})` : '',
    ]);
  }
  const heading = `Size map for model ${view.model} in namespace ${view.namespace} (OME ${view.omeVersion})`;
  const why =
    view.modelSize === null
      ? `${view.model} has no modelParameterSize: OME then checks no range and ignores size distance`
      : `${view.model}'s modelParameterSize "${view.modelSize}" reads as ${size}, outside the map`;
  const answer = view.asWritten;
  const note =
    answer === null
      ? ''
      : `${why}; as written, ${
          answer.winner !== null
            ? `it gets ${answer.winner.name}: ${answerDecider(answer)}`
            : answer.decidedBy === 'none'
              ? 'no runtime qualifies'
              : `the selection fails: ${answerDecider(answer)}`
        }.`;
  // The heading and the note carry names from the manifests: made safe as the table's cells are.
  return `${sanitizeCell(heading)}\n${padColumns(rows)}\n${note === '' ? '' : `${sanitizeCell(note)}\n`}`;
}

export function renderSizeMapJson(view: SizeMapView): string {
  const bands = view.bands.map((b) => ({
    from: b.from,
    to: b.to === Infinity ? null : b.to,
    fromIncluded: b.fromIncluded,
    toIncluded: b.toIncluded,
    winner: b.winner,
    decidedBy: b.decidedBy,
    over: b.over,
    error: b.error === null ? null : selectionErrorText(b.error),
  }));
  const asWritten =
    view.asWritten === null
      ? null
      : {
          ...view.asWritten,
          error: view.asWritten.error === null ? null : selectionErrorText(view.asWritten.error),
        };
  return `${JSON.stringify({ ...view, bands, asWritten }, null, 2)}\n`;
}
