/**
 * The pinned baseline across a reload. Only its inputs are stored (the scenario it was ranked
 * from and the what-if size it was ranked at): its ranking is derived, so after a reload the query
 * worker ranks them again, with the engine's own analysis, and the baseline reads as it did when
 * pinned, whatever the editor holds now. It is the least important thing the app stores: the
 * autosave writes the user's text first and drops the baseline when both do not fit (persist.ts).
 */
import { sameQuestion } from '../engine';
import { editorSource, requestText } from './requests';
import { scenarioRecord, storedScenarioRecord, type Scenario } from './scenario';
import { omeBehaviourOf } from './selectors';
import { readWhatIfSize } from './size-whatif';
import type { Baseline } from './whatif';
import type { BaselineRequest, RankInput } from '../worker/protocol';

/** Bump when the stored shape changes; older keys are then simply ignored. */
export const BASELINE_STORAGE_KEY = 'ome-sim:baseline:v1';

/** What is stored of a baseline: the inputs of its ranking. */
export interface SavedBaseline {
  readonly scenario: Scenario;
  /** The size map's what-if size it was ranked at; null for the YAML's size. */
  readonly sizeOverride: string | null;
}

/** What the autosave keeps: the pinned baseline, or the one still being ranked after a reload. */
export const savedBaselineOf = (state: {
  readonly baseline: Baseline | null;
  readonly baselineToRestore: SavedBaseline | null;
}): SavedBaseline | null =>
  state.baseline === null
    ? state.baselineToRestore
    : { scenario: state.baseline.scenario, sizeOverride: state.baseline.sizeOverride };

export const encodeBaseline = ({ scenario, sizeOverride }: SavedBaseline): string =>
  JSON.stringify({ ...scenarioRecord(scenario), sizeOverride });

/** A stored baseline, or null when it is missing or not one we wrote (every field validated). */
export function decodeBaseline(json: string | null): SavedBaseline | null {
  const stored = storedScenarioRecord(json);
  if (stored === null) return null;
  const { scenario } = stored;
  const size = stored.record.sizeOverride;
  if (size === null) return { scenario, sizeOverride: null };
  return typeof size === 'string' && readWhatIfSize(size).ok
    ? { scenario, sizeOverride: size }
    : null;
}

/** The ranking request that gives the saved baseline its explanation again. */
export const baselineInput = ({ scenario, sizeOverride }: SavedBaseline): RankInput => ({
  sources: editorSource(scenario.text),
  question: scenario.question,
  omeVersion: omeBehaviourOf(scenario),
  ...(sizeOverride === null ? {} : { sizeOverride }),
});

/** The answer is for this saved baseline (a later pin or clear made it moot). */
export const answersSaved = (saved: SavedBaseline, request: BaselineRequest): boolean => {
  const { input } = request;
  return (
    requestText(input.sources) === saved.scenario.text &&
    sameQuestion(input.question, saved.scenario.question) &&
    input.omeVersion === omeBehaviourOf(saved.scenario) &&
    (input.sizeOverride ?? null) === saved.sizeOverride
  );
};
