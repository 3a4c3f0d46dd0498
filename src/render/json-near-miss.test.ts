/** `-o json` carries the near misses: `nearMiss` per row and `rejectedSummary` when all fail. */
import { describe, expect, it } from 'vitest';
import { explainRanking } from '../engine';
import { isResolveError, loadManifests, resolveQuestion } from '../manifests';
import { explanationJson } from './json';

const runtime = (name: string, formatVersion: string, autoSelect: boolean) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: ${name}}
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: '${formatVersion}'}
      autoSelect: ${autoSelect}
`;

const MODEL = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: m}
spec:
  modelFormat: {name: safetensors, version: '1.0.0'}
`;

function json(text: string) {
  const question = { kind: 'model', name: 'm', namespace: 'default' } as const;
  const resolved = resolveQuestion(loadManifests([{ name: 'x', text }]), question);
  if (isResolveError(resolved)) throw new Error('unresolved');
  return explanationJson(explainRanking(resolved.input), { question, notes: [], hintText: [] });
}

describe('-o json near misses', () => {
  it('a failed selection: rejectedSummary and each row nearMiss', () => {
    const out = json(
      MODEL + runtime('a-two-off', '2.0.0', false) + runtime('b-one-off', '1.0.0', false),
    );
    expect(out.selected).toBeNull();
    expect(out.rejectedSummary).toEqual({
      rejected: 2,
      byReason: [
        { check: 'format-mismatch', count: 1 },
        { check: 'no-autoselect-entry', count: 1 },
      ],
      nearest: [
        { runtime: 'b-one-off', scope: 'Cluster', distance: 1 },
        { runtime: 'a-two-off', scope: 'Cluster', distance: 2 },
      ],
    });
    expect(out.rows.map((row) => row.nearMiss?.differences.map((d) => d.field))).toEqual([
      ['modelFormat.version', 'autoSelect'],
      ['autoSelect'],
    ]);
    // Fields are only ever added, after those before them (docs/cli.md, "JSON output").
    expect(Object.keys(out).slice(-5)).toEqual([
      'rejectedSummary',
      'question',
      'uses',
      'hintText',
      'accelerator',
    ]);
  });

  it('a selection: no summary, and null nearMiss on the pick', () => {
    const out = json(MODEL + runtime('a-picked', '1.0.0', true) + runtime('b-off', '2.0.0', true));
    expect(out.rejectedSummary).toBeNull();
    expect(out.rows.map((row) => row.nearMiss?.distance ?? null)).toEqual([null, 1]);
  });
});
