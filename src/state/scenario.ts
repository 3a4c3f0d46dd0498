/**
 * A scenario is everything the user chose: the manifests and what to rank, where and how. It is
 * what is autosaved; decoding a stored one validates every field, since localStorage may hold an
 * older or hand-edited value.
 */
import { OME_VERSIONS, type OmeVersion } from '../engine';
import type { RankTarget } from '../worker/protocol';

export interface Scenario {
  readonly text: string;
  readonly target: RankTarget;
  readonly namespace: string;
  readonly omeVersion: OmeVersion;
}

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
  const omeVersion = OME_VERSIONS.find((v) => v === value.omeVersion);
  if (typeof value.text !== 'string' || typeof value.namespace !== 'string') return null;
  if (target === null || omeVersion === undefined) return null;
  return { text: value.text, target, namespace: value.namespace, omeVersion };
}

export const encodeScenario = (scenario: Scenario): string =>
  JSON.stringify({
    text: scenario.text,
    target: scenario.target,
    namespace: scenario.namespace,
    omeVersion: scenario.omeVersion,
  });
