/**
 * The workers' messages, one module per worker: `engine.ts` (the ranking) and `query.ts` (the
 * questions asked on demand). The main thread imports their types from here.
 */
export type * from './engine';
export type * from './query';
