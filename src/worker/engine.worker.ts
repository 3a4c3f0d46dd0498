/** The engine worker's entry: ranks each request (`engineHandler`, analyze.ts). */
/// <reference lib="webworker" />
import { engineHandler } from './analyze';
import { serve } from './serve';

declare const self: DedicatedWorkerGlobalScope;

serve(self, engineHandler);
