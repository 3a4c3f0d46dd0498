/**
 * Positions in a text: offsets as the tree keeps them, lines and columns as people read them
 * (README.md, invariant 1).
 */

/** A place in the source text. Lines and columns are 1-based; offsets are 0-based UTF-16. */
export interface SourcePosition {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units. */
  readonly column: number;
  /** 0-based offset in the source's text, in UTF-16 code units. */
  readonly offset: number;
}

/** A stretch of a source's text. */
export interface SourceSpan {
  /** Where it starts. */
  readonly start: SourcePosition;
  /** Where it ends, just past its last character. */
  readonly end: SourcePosition;
}

/**
 * Offsets to lines and columns. Line starts are found on the first request: most documents are
 * decoded without a problem and only a few of their fields' positions are ever asked for.
 */
export class LineIndex {
  private starts: number[] | null = null;

  /**
   * `text` is the chunk whose lines are counted; `base` is where it starts in the text the
   * offsets refer to (a whole source parsed at once, see `documentOfSource`).
   */
  constructor(
    private readonly text: string,
    private readonly base = 0,
  ) {}

  private lineStarts(): number[] {
    if (this.starts !== null) return this.starts;
    const starts = [0];
    const text = this.text;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    this.starts = starts;
    return starts;
  }

  /** 1-based line and column of a 0-based offset. */
  positionAt(absolute: number): SourcePosition {
    const offset = absolute - this.base;
    const starts = this.lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  }

  /** The offset within the chunk. */
  local(absolute: number): number {
    return absolute - this.base;
  }

  span(start: number, end: number): SourceSpan {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}
