/**
 * A scenario is everything the user chose: the manifests and what to rank, where and how. It is
 * what is autosaved; decoding a stored one validates every field, since localStorage may hold an
 * older or hand-edited value.
 */
import { isOmeReleaseError, resolveOmeRelease, type Question } from '../engine';

export interface Scenario {
  readonly text: string;
  /** What is ranked, and in which namespace. */
  readonly question: Question;
  /**
   * The OME release whose behaviour is reproduced, as the user wrote it (`v1.3`, `1.4.0-rc.1`);
   * always one that reads as a release. Its behaviour is derived (omeBehaviourOf).
   */
  readonly omeRelease: string;
}

/** The scenario part of anything that holds one (the store's state). */
export const scenarioOf = ({ text, question, omeRelease }: Scenario): Scenario => ({
  text,
  question,
  omeRelease,
});

/** `written` when it reads as an OME release, else null. */
export const validOmeRelease = (written: unknown): string | null =>
  typeof written === 'string' && !isOmeReleaseError(resolveOmeRelease(written)) ? written : null;

/** Bump when the stored shape changes; older keys are then simply ignored. */
export const SCENARIO_STORAGE_KEY = 'ome-sim:scenario:v1';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored question: `target` (kind and name) and `namespace`, as the stored shape has them. */
function decodeQuestion(target: unknown, namespace: unknown): Question | null {
  if (!isRecord(target) || typeof target.name !== 'string' || typeof namespace !== 'string')
    return null;
  if (target.kind === 'model' || target.kind === 'isvc')
    return { kind: target.kind, name: target.name, namespace };
  return null;
}

/**
 * A stored record that holds a scenario (the autosave, a kept text, a saved baseline), with the
 * record's other fields for the caller to read; null when missing, not JSON or not one we wrote.
 */
export function storedScenarioRecord(
  json: string | null,
): { readonly scenario: Scenario; readonly record: Readonly<Record<string, unknown>> } | null {
  if (json === null) return null;
  let record: unknown;
  try {
    record = JSON.parse(json);
  } catch {
    return null;
  }
  const scenario = scenarioOfRecord(record);
  return scenario === null || !isRecord(record) ? null : { scenario, record };
}

/** A stored scenario, or null when it is missing or not one we wrote. */
export const decodeScenario = (json: string | null): Scenario | null =>
  storedScenarioRecord(json)?.scenario ?? null;

/** The scenario in a parsed stored record (which may hold more fields), or null. */
export function scenarioOfRecord(value: unknown): Scenario | null {
  if (!isRecord(value)) return null;
  const question = decodeQuestion(value.target, value.namespace);
  // Saved before releases could be written freely: `omeVersion`, one of the two behaviours,
  // each of which is also a release.
  const omeRelease = validOmeRelease(value.omeRelease ?? value.omeVersion);
  if (typeof value.text !== 'string' || question === null || omeRelease === null) return null;
  return { text: value.text, question, omeRelease };
}

/** The stored shape keeps the question's object and namespace apart, as it always has. */
export const scenarioRecord = ({ text, question, omeRelease }: Scenario) => ({
  text,
  target: { kind: question.kind, name: question.name },
  namespace: question.namespace,
  omeRelease,
});

export const encodeScenario = (scenario: Scenario): string =>
  JSON.stringify(scenarioRecord(scenario));
