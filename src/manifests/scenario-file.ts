/**
 * Scenario files (scenarios/README.md): the gallery's examples are scenario files, so every
 * example the app offers is also a tested case. This reads the parts the app needs.
 */
import { load } from 'js-yaml';
import type { OmeVersion } from '../engine/types';
import type { Question } from '../engine/question';

export interface ScenarioFile {
  readonly name: string;
  readonly title: string | null;
  readonly story: string | null;
  readonly question: Question;
  readonly omeVersion: OmeVersion;
  readonly manifests: string;
}

/** A scenario file's `query:` as written: `{ model: NAME }` or `{ isvc: NAME }`. */
export type ScenarioQuery = { readonly model: string } | { readonly isvc: string };

/** The question a scenario file asks: its `query` in its `namespace`. */
export const scenarioQuestion = (namespace: string, query: ScenarioQuery): Question =>
  'model' in query
    ? { kind: 'model', name: query.model, namespace }
    : { kind: 'isvc', name: query.isvc, namespace };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads a scenario file; null when it isn't one (missing manifests, namespace or query). */
export function parseScenarioFile(source: string): ScenarioFile | null {
  let value: unknown;
  try {
    value = load(source, { maxAliases: 100 });
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const query = v['query'] as Record<string, unknown> | undefined;
  const model = text(query?.['model']);
  const isvc = text(query?.['isvc']);
  const manifests = text(v['manifests']);
  const namespace = text(v['namespace']);
  if (manifests === null || namespace === null || (model === null) === (isvc === null)) return null;
  return {
    name: text(v['name']) ?? '',
    title: text(v['title']),
    story: text(v['story']),
    question: scenarioQuestion(namespace, model !== null ? { model } : { isvc: isvc! }),
    omeVersion: v['omeVersion'] === '1.2.2' ? '1.2.2' : '1.3',
    manifests,
  };
}
