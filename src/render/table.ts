/**
 * The exact text of kubectl ome runtime explain's table (docs/selection-rules.md §E4.3, §E4.4).
 *
 * Two renderers, as in OME's `printers/table.go`:
 * - width 0: Go's `text/tabwriter` (minwidth 0, tabwidth 8, padding 3, pad ' ', flags 0), what
 *   kubectl prints into a pipe or file. No wrapping and no sanitising.
 * - width > 0: the adaptive renderer at that terminal width: ALIGNED when the natural table fits,
 *   WRAPPED when the header minima fit, STACKED (one record per row) otherwise.
 *
 * Pure: no DOM, no Node; runs in a Web Worker.
 */
import { displayWidth, isPrintableAscii, sanitizeCell } from './width';
import { ByteWriter, decodePieces, encodeText, type PiecePool } from './byte-writer';
import { wrapCell } from './wrap';
import { wrapAsciiCell } from './wrap-ascii';

export const EXPLAIN_HEADERS = [
  'RUNTIME',
  'SCOPE',
  'COMPATIBLE',
  'PRIORITY',
  'WEIGHT',
  'REASON',
] as const;

/** Spaces between columns, in both renderers. */
const PAD = 3;

type Rows = readonly (readonly string[])[];

/**
 * Renders a table the way `kubectl ome` does. Every line, the header included, ends with "\n";
 * with no rows the header line is still printed. `width` 0 selects the tabwriter path, a
 * positive width the adaptive renderer at that many columns.
 */
export function renderTable(headers: readonly string[], rows: Rows, width: number): string {
  return decodePieces(tableBytes(headers, rows, width));
}

/**
 * The same text as `renderTable`, as UTF-8 in pieces of whole lines (see byte-writer.ts), so that
 * a CLI printing 10,000 rows writes each piece as it is made instead of holding the whole text.
 * With a `pool`, pieces are made in the arrays given back to it.
 */
export function tableBytes(
  headers: readonly string[],
  rows: Rows,
  width: number,
  pool?: PiecePool,
): Iterable<Uint8Array> {
  if (!Number.isInteger(width) || width < 0) {
    throw new RangeError(`table width must be a non-negative integer, got ${width}`);
  }
  if (width === 0) return [encodeText(renderTabwriter([headers, ...rows]))];
  return adaptivePieces([headers, ...rows].map(sanitizedRow), width, pool);
}

// ---------------------------------------------------------------------------------------------
// Tabwriter path (§E4.3)

/**
 * Go's tabwriter on `cells.join("\t") + "\n"` per row. Cell widths count code points (Go counts
 * runes), not display cells. A column's width is the widest cell + PAD over its *block*: the run
 * of consecutive lines that have that column. Raw tabs, newlines and form feeds inside cells are
 * not escaped here and split cells and lines exactly as they do in kubectl's piped output.
 */
function renderTabwriter(rows: Rows): string {
  const text = rows.map((row) => `${row.join('\t')}\n`).join('');
  const lines = splitTabwriterLines(text);
  const widths = tabwriterWidths(lines);
  return lines.map((line, index) => formatTabwriterLine(line.cells, widths[index] ?? [])).join('');
}

interface TabwriterLine {
  /** Cells split at tab and vertical tab; the last one is the text before the line break. */
  readonly cells: readonly string[];
  /** A form feed ends a line and flushes, so column blocks never cross it. */
  readonly section: number;
}

/** Splits at "\n" and "\f". The text always ends with "\n", so no partial line remains. */
function splitTabwriterLines(text: string): TabwriterLine[] {
  const lines: TabwriterLine[] = [];
  let section = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char !== '\n' && char !== '\f') continue;
    lines.push({ cells: text.slice(start, index).split(/[\t\v]/), section });
    if (char === '\f') section++;
    start = index + 1;
  }
  return lines;
}

/** Per line, the padded width of each tab-terminated cell. */
function tabwriterWidths(lines: readonly TabwriterLine[]): number[][] {
  const widths = lines.map(() => [] as number[]);
  const hasColumn = (line: TabwriterLine | undefined, column: number, section: number): boolean =>
    line !== undefined && line.section === section && line.cells.length - 1 > column;
  const columns = lines.reduce((most, line) => Math.max(most, line.cells.length - 1), 0);
  for (let column = 0; column < columns; column++) {
    let index = 0;
    while (index < lines.length) {
      const first = lines[index];
      if (first === undefined || !hasColumn(first, column, first.section)) {
        index++;
        continue;
      }
      let end = index;
      let blockWidth = 0;
      while (hasColumn(lines[end], column, first.section)) {
        blockWidth = Math.max(blockWidth, runeCount(lines[end]?.cells[column] ?? '') + PAD);
        end++;
      }
      for (let member = index; member < end; member++) widths[member]?.push(blockWidth);
      index = end;
    }
  }
  return widths;
}

/** Pads every cell but the last; the last cell is not part of any column. */
function formatTabwriterLine(cells: readonly string[], widths: readonly number[]): string {
  const padded = cells.map((cell, column) => {
    const width = widths[column];
    return width === undefined ? cell : cell + ' '.repeat(width - runeCount(cell));
  });
  return `${padded.join('')}\n`;
}

/** Code points, as Go's rune count: UTF-16 length minus one per surrogate pair. */
function runeCount(value: string): number {
  return value.length - (value.match(/[\ud800-\udbff][\udc00-\udfff]/g)?.length ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Adaptive path (§E4.4)

/** `cells`: the header row, then the rows, sanitised and measured. */
function adaptivePieces(
  cells: readonly MeasuredRow[],
  width: number,
  pool: PiecePool | undefined,
): Iterable<Uint8Array> {
  const headers = cells[0]!.cells;
  const natural = measuredWidths(cells);
  // ALIGNED is the wrapped layout at natural widths: every cell then fits on one line.
  if (tableWidth(natural) <= width) return wrappedRows(cells, natural, pool);
  const minimum = headerMinima(headers, natural.length);
  if (tableWidth(minimum) <= width) {
    return wrappedRows(cells, growWidths(minimum, natural, width), pool);
  }
  const rows = cells.slice(1).map((row) => row.cells);
  return [encodeText(renderStacked(headers, rows, width))];
}

/**
 * A row's cells with their display widths, and whether all of them are printable ASCII: nearly
 * every row is, and then wrapping and padding count characters instead of measuring again.
 */
interface MeasuredRow {
  readonly cells: readonly string[];
  readonly widths: readonly number[];
  readonly ascii: boolean;
}

/** A row made safe to print (`sanitizeCell`) and measured; a printable-ASCII row is both as it is. */
function sanitizedRow(raw: readonly string[]): MeasuredRow {
  if (raw.every(isPrintableAscii))
    return { cells: raw, widths: raw.map((c) => c.length), ascii: true };
  return measuredRow(raw.map(sanitizeCell));
}

function measuredRow(row: readonly string[]): MeasuredRow {
  const ascii = row.every(isPrintableAscii);
  return { cells: row, widths: ascii ? row.map((c) => c.length) : row.map(displayWidth), ascii };
}

/** `naturalWidths` of measured rows. */
function measuredWidths(rows: readonly MeasuredRow[]): number[] {
  const count = rows.reduce((most, row) => Math.max(most, row.cells.length), 0);
  const widths = new Array<number>(count).fill(0);
  for (const row of rows) {
    row.widths.forEach((w, column) => (widths[column] = Math.max(widths[column]!, w)));
  }
  return widths;
}

/** The widest cell of each column, header included. Short rows count as empty cells. */
export function naturalWidths(headers: readonly string[], rows: Rows): number[] {
  return measuredWidths([headers, ...rows].map(measuredRow));
}

/** Each column's header width (at least 1): below this a header itself would wrap. */
function headerMinima(headers: readonly string[], count: number): number[] {
  return Array.from({ length: count }, (_, column) =>
    Math.max(1, displayWidth(headers[column] ?? '')),
  );
}

function tableWidth(widths: readonly number[]): number {
  if (widths.length === 0) return 0;
  return widths.reduce((sum, width) => sum + width, PAD * (widths.length - 1));
}

/**
 * Shares the spare columns out one at a time, left to right, to every column still below its
 * natural width, until none is spare or every column is natural. Narrow columns therefore reach
 * their natural width first and the long REASON column takes what is left.
 */
export function growWidths(
  minimum: readonly number[],
  natural: readonly number[],
  limit: number,
): number[] {
  const widths = [...minimum];
  let remaining = limit - tableWidth(widths);
  while (remaining > 0) {
    let grew = false;
    for (let column = 0; column < widths.length && remaining > 0; column++) {
      const current = widths[column] ?? 0;
      if (current < (natural[column] ?? 0)) {
        widths[column] = current + 1;
        remaining--;
        grew = true;
      }
    }
    if (!grew) break;
  }
  return widths;
}

function* wrappedRows(
  rows: readonly MeasuredRow[],
  widths: readonly number[],
  pool: PiecePool | undefined,
): Generator<Uint8Array> {
  const out = new ByteWriter(pool);
  const wrapped = new WrappedCells(widths);
  for (const row of rows) {
    writeRow(out, row, widths, wrapped);
    if (out.full) yield out.take();
  }
  yield out.take();
}

/**
 * Cells wrapped to their column, each distinct text once: thousands of rejected runtimes share
 * a few hundred reasons, and a long reason is the costliest thing to wrap.
 */
class WrappedCells {
  readonly #seen: Map<string, string[]>[];

  constructor(private readonly widths: readonly number[]) {
    this.#seen = widths.map(() => new Map());
  }

  of(row: MeasuredRow, column: number): string[] {
    const cell = row.cells[column] ?? '';
    const width = this.widths[column]!;
    if ((row.widths[column] ?? 0) <= width) return [cell];
    const seen = this.#seen[column]!;
    let segments = seen.get(cell);
    if (segments === undefined) {
      segments = row.ascii ? wrapAsciiCell(cell, width) : wrapCell(cell, width);
      seen.set(cell, segments);
    }
    return segments;
  }
}

/**
 * One logical row as physical lines: line k holds segment k of every wrapped cell, each padded
 * to its column, up to the last non-empty cell, so no line has trailing spaces.
 */
function writeRow(
  out: ByteWriter,
  row: MeasuredRow,
  widths: readonly number[],
  cells: WrappedCells,
): void {
  const wrapped = widths.map((_, column) => cells.of(row, column));
  let height = 1;
  for (const segments of wrapped) height = Math.max(height, segments.length);
  const segment = (column: number, line: number): string => {
    const segments = wrapped[column]!;
    return line < segments.length ? segments[line]! : '';
  };
  // Below the other cells' last lines only the last column goes on (a long reason): its lines
  // are written behind one run of padding, without looking at the other columns again.
  const lastColumn = widths.length - 1;
  let tailFrom = 1;
  let tailPad = 0;
  for (let column = 0; column < lastColumn; column++) {
    tailFrom = Math.max(tailFrom, wrapped[column]!.length);
    tailPad += widths[column]! + PAD;
  }
  for (let line = 0; line < height; line++) {
    const tail = line >= tailFrom ? segment(lastColumn, line) : '';
    if (tail !== '') {
      out.spaces(tailPad);
      if (row.ascii) out.ascii(tail);
      else out.text(tail);
      out.newline();
      continue;
    }
    let last = lastColumn;
    while (last > 0 && segment(last, line) === '') last--;
    // Padding is written when the next text comes: the gaps around empty cells are one run.
    let pad = 0;
    for (let column = 0; column <= last; column++) {
      const cell = segment(column, line);
      if (cell !== '') {
        out.spaces(pad);
        pad = 0;
        if (row.ascii) out.ascii(cell);
        else out.text(cell);
      }
      if (column < last)
        pad += widths[column]! - (row.ascii ? cell.length : displayWidth(cell)) + PAD;
    }
    out.newline();
  }
}

/** One `LABEL:  value` record per row, records separated by a blank line. */
function renderStacked(headers: readonly string[], rows: Rows, width: number): string {
  // With no rows the labels are still shown once, as the header line would be.
  const records = rows.length === 0 ? [[]] : rows;
  return records.map((row) => stackedRecord(headers, row, width)).join('\n');
}

function stackedRecord(headers: readonly string[], row: readonly string[], width: number): string {
  const labels = stackedLabels(headers, row.length);
  const labelWidth = Math.max(0, ...labels.map(displayWidth));
  const prefixWidth = labelWidth + 1 + PAD;
  return labels
    .map((label, column) => {
      const value = row[column] ?? '';
      return prefixWidth < width
        ? labelledField(label, labelWidth, value, width)
        : narrowField(label, value, width);
    })
    .join('');
}

/** Headers as labels; a blank header is named by its position so the field stays readable. */
function stackedLabels(headers: readonly string[], cells: number): string[] {
  const count = Math.max(headers.length, cells);
  return Array.from({ length: count }, (_, column) => {
    const header = headers[column] ?? '';
    return header.trim() === '' ? `COLUMN-${column + 1}` : header;
  });
}

/** `LABEL:` padded to a common value column; a value too long for it goes below, indented. */
function labelledField(label: string, labelWidth: number, value: string, width: number): string {
  const prefix = `${label}:${' '.repeat(labelWidth - displayWidth(label) + PAD)}`;
  const bareLabel = `${prefix.replace(/ +$/, '')}\n`;
  if (value === '') return bareLabel;
  if (displayWidth(value) > width - (labelWidth + 1 + PAD)) {
    return bareLabel + indented(wrapCell(value, width - 2), 2);
  }
  return `${prefix}${value}\n`;
}

/** Below the label column's width even `LABEL:` wraps, and the value follows on its own lines. */
function narrowField(label: string, value: string, width: number): string {
  const labelLines = indented(wrapCell(`${label}:`, width), 0);
  if (value === '') return labelLines;
  const indent = width <= 2 ? 0 : 2;
  return labelLines + indented(wrapCell(value, width - indent), indent);
}

function indented(segments: readonly string[], indent: number): string {
  const margin = ' '.repeat(indent);
  return segments.map((segment) => `${margin}${segment}\n`).join('');
}
