/**
 * A scenario is everything the user chose: the manifests and what to rank, where and how. It is
 * what is autosaved; decoding a stored one validates every field, since localStorage may hold an
 * older or hand-edited value.
 */
import { isOmeReleaseError, resolveOmeRelease } from '../engine';
import type { RankTarget } from '../worker/protocol';

export interface Scenario {
  readonly text: string;
  readonly target: RankTarget;
  readonly namespace: string;
  /**
   * The OME release whose behaviour is reproduced, as the user wrote it (`v1.3`, `1.4.0-rc.1`);
   * always one that reads as a release. Its behaviour is derived (omeBehaviourOf).
   */
  readonly omeRelease: string;
}

/** `written` when it reads as an OME release, else null. */
export const validOmeRelease = (written: unknown): string | null =>
  typeof written === 'string' && !isOmeReleaseError(resolveOmeRelease(written)) ? written : null;

/** Bump when the stored shape changes; older keys are then simply ignored. */
export const SCENARIO_STORAGE_KEY = 'ome-sim:scenario:v1';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeTarget(value: unknown): RankTarget | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  if (value.kind === 'model' || value.kind === 'isvc')
    return { kind: value.kind, name: value.name };
  return null;
}

/** A stored scenario, or null when it is missing or not one we wrote. */
export function decodeScenario(json: string | null): Scenario | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const target = decodeTarget(value.target);
  // Saved before releases could be written freely: `omeVersion`, one of the two behaviours,
  // each of which is also a release.
  const omeRelease = validOmeRelease(value.omeRelease ?? value.omeVersion);
  if (typeof value.text !== 'string' || typeof value.namespace !== 'string') return null;
  if (target === null || omeRelease === null) return null;
  return { text: value.text, target, namespace: value.namespace, omeRelease };
}

export const encodeScenario = (scenario: Scenario): string =>
  JSON.stringify({
    text: scenario.text,
    target: scenario.target,
    namespace: scenario.namespace,
    omeRelease: scenario.omeRelease,
  });
