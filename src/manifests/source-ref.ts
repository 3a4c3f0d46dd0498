/**
 * Just the reference part of an origin (source, document, List item), for a diagnostic about the
 * object: spreading the whole origin would also copy its spans, fields and entries.
 */
import type { SourceRef } from './types';

export const sourceRefOf = (ref: SourceRef): SourceRef => ({
  source: ref.source,
  document: ref.document,
  ...(ref.item === undefined ? {} : { item: ref.item }),
});
