/**
 * `ome-sim ui` hands its manifests to the page it serves: index.html carries a
 * `<meta name="ome-sim-scenario" content="scenario.json">` (data, not script, so the CSP stays
 * strict) and the page fetches that same-origin file. This is the file's shape, shared by the CLI
 * that writes it and the app that reads it; reading validates every field.
 */
import { isOmeReleaseError, resolveOmeRelease } from '../engine/ome-release';
import type { QuestionSubject } from '../engine/question';

export const SERVED_SCENARIO_META = 'ome-sim-scenario';
export const SERVED_SCENARIO_FILE = 'scenario.json';

export interface ServedScenario {
  readonly manifests: string;
  readonly target: QuestionSubject | null;
  readonly namespace: string | null;
  /** The OME release as written (`ome-sim ui --ome-version`); null: the app keeps its own. */
  readonly omeRelease: string | null;
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

const isOmeRelease = (value: unknown): value is string =>
  typeof value === 'string' && !isOmeReleaseError(resolveOmeRelease(value));

/** The served scenario, or null when `value` is not one. */
export function decodeServedScenario(value: unknown): ServedScenario | null {
  if (!isRecord(value) || typeof value.manifests !== 'string') return null;
  const target = decodeTarget(value.target ?? null);
  const namespace = value.namespace ?? null;
  const omeRelease = value.omeRelease ?? null;
  if (target === undefined || (namespace !== null && typeof namespace !== 'string')) return null;
  if (omeRelease !== null && !isOmeRelease(omeRelease)) return null;
  return { manifests: value.manifests, target, namespace: namespace || null, omeRelease };
}
