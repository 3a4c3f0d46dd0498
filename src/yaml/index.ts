/**
 * Positioned YAML: text in, documents of lazily made nodes with source offsets out, values read
 * as kubectl reads them. The contract and its invariants are in README.md.
 */
export type { YamlAlias, YamlDocument, YamlMap, YamlNode } from './nodes';
export { MAX_ALIASES, UNRESOLVED } from './nodes';
export type { SourcePosition, SourceSpan } from './positions';
export { LineIndex } from './positions';
export type { ParsedDocument, ParsedSource, YamlProblem } from './parse';
export { documentOfSource, documentStart, parseSource, parseWholeSource } from './parse';
export { scalarValue } from './scalars';
export type { Chunk } from './chunks';
export { moveSpan, splitDocuments } from './chunks';
export { documentChunks } from './document-chunks';
export { mergedPairs, mergedValue } from './merge-keys';
export type { Pair } from './pairs';
export { PairReader, isMap, pairsOf } from './pairs';
export type { YamlPath } from './plain-data';
export { readYamlValue } from './plain-data';
