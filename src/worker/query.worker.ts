/**
 * The query worker's entry: answers each question (`queryHandler`, query.ts). A second worker,
 * beside the ranking one, so a slow question never delays the live ranking.
 */
/// <reference lib="webworker" />
import { queryHandler } from './query';
import { serve } from './serve';

declare const self: DedicatedWorkerGlobalScope;

serve(self, queryHandler);
