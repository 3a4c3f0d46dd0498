/**
 * `ome-sim ui` hands its manifests to the page it serves: index.html carries a
 * `<meta name="ome-sim-scenario" content="scenario.json">` (data, not script, so the CSP stays
 * strict) and the page fetches that same-origin file. This is the file's shape, shared by the CLI
 * that writes it and the app that reads it; reading validates every field.
 */
import { OME_VERSIONS, type OmeVersion } from '../engine/types';
import type { SharedScenario } from './codec';

export const SERVED_SCENARIO_META = 'ome-sim-scenario';
export const SERVED_SCENARIO_FILE = 'scenario.json';

export interface ServedScenario {
  readonly manifests: string;
  readonly target: SharedScenario['target'];
  readonly namespace: string | null;
  /** null: the app keeps the behaviour it has. */
  readonly omeVersion: OmeVersion | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeTarget(value: unknown): ServedScenario['target'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') return undefined;
  return value.kind === 'model' || value.kind === 'isvc'
    ? { kind: value.kind, name: value.name }
    : undefined;
}

/** The served scenario, or null when `value` is not one. */
export function decodeServedScenario(value: unknown): ServedScenario | null {
  if (!isRecord(value) || typeof value.manifests !== 'string') return null;
  const target = decodeTarget(value.target ?? null);
  const namespace = value.namespace ?? null;
  const omeVersion = value.omeVersion ?? null;
  if (target === undefined || (namespace !== null && typeof namespace !== 'string')) return null;
  if (omeVersion !== null && !OME_VERSIONS.some((v) => v === omeVersion)) return null;
  return {
    manifests: value.manifests,
    target,
    namespace: namespace || null,
    omeVersion: omeVersion as OmeVersion | null,
  };
}
