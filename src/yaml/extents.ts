/**
 * Where nodes start and end in the text, for what js-yaml's events leave out: a scalar's written
 * extent (quotes and block indicators included, for "got X as written") and a flow collection's
 * closing bracket (README.md, invariant 2).
 */
import { SCALAR_STYLE, type ScalarEvent } from 'js-yaml';

/** A scalar's written extent: quotes and block indicators included, for "got X as written". */
export function scalarStart(event: ScalarEvent, text: string): number {
  switch (event.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return event.valueStart - 1;
    case SCALAR_STYLE.LITERAL_BLOCK:
    case SCALAR_STYLE.FOLDED_BLOCK: {
      const at = Math.max(
        text.lastIndexOf('|', event.valueStart),
        text.lastIndexOf('>', event.valueStart),
      );
      return at < 0 ? event.valueStart : at;
    }
    default:
      return event.valueStart;
  }
}

export const scalarEnd = (event: ScalarEvent): number =>
  event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED
    ? event.valueEnd + 1
    : event.valueEnd;

/** Just after the `]` or `}` that closes a flow collection, searching from `from`. */
export function flowClose(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5d /* ] */ || c === 0x7d /* } */) return i + 1;
    if (c === 0x23 /* # */) {
      const eol = text.indexOf('\n', i);
      if (eol < 0) break;
      i = eol;
    }
  }
  return text.length;
}
