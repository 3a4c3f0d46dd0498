/**
 * How close a rejected runtime came, above OME's REASON: the one differing field with both
 * values, or how many fields differ and which (src/engine/near-miss.ts).
 */
import { differenceText } from '../../engine';
import type { RowSummary } from '../../worker/protocol';

export function NearMissLine({ row }: { row: RowSummary }) {
  const miss = row.nearMiss;
  if (miss === null || miss.distance === 0) return null;
  if (miss.distance === 1) {
    return (
      <span className="near-miss is-one">
        <span className="tag tag-near">1 field off</span> {differenceText(miss.differences[0]!)}
        <span className="visually-hidden">. OME says: </span>
      </span>
    );
  }
  const fields = [...new Set(miss.differences.map((d) => d.field))].join(', ');
  return (
    <span className="near-miss">
      <span className="tag tag-far">{miss.distance} fields off</span> {fields}
      <span className="visually-hidden">. OME says: </span>
    </span>
  );
}
