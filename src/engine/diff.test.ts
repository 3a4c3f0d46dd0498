/** Baseline diff: movements and score deltas between two rankings of the worked example. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { isResolveError, loadManifests, resolveQuestion } from '../manifests';
import { diffExplanations, movementText } from './diff';
import { explainRanking } from './explanation';

const WORKED = (
  load(
    readFileSync(
      new URL('../../scenarios/fixtures/rules-01-worked-example.yaml', import.meta.url),
      'utf8',
    ),
  ) as { manifests: string }
).manifests;

function explainText(text: string) {
  const resolved = resolveQuestion(loadManifests([{ name: 'x', text }]), {
    namespace: 'llama-demo',
    kind: 'model',
    name: 'llama-3-2-3b-instruct',
  });
  if (isResolveError(resolved)) throw new Error('unresolved');
  return explainRanking(resolved.input);
}

describe('diffExplanations', () => {
  const before = explainText(WORKED);

  it('reports moves and score deltas when srt-llama-small goes to priority 4', () => {
    const after = explainText(
      WORKED.replace(
        'priority: 3\n  modelSizeRange:\n    min: 1B\n    max: 8B',
        'priority: 4\n  modelSizeRange:\n    min: 1B\n    max: 8B',
      ),
    );
    const changes = Object.fromEntries(
      diffExplanations(before, after).map((c) => [
        c.name,
        [movementText(c.movement), c.scoreDelta],
      ]),
    );
    expect(changes).toEqual({
      'team-llama': ['unchanged', 0],
      'srt-llama-small': ['up 1', 2],
      'vllm-llama': ['down 1', 0],
      'srt-llama-large': ['unchanged', 0],
    });
  });

  it('reports a newly selected runtime, a newly rejected one and a removed one', () => {
    const withoutTeam = WORKED.split('\n---\n')
      .filter((d) => !d.includes('name: team-llama'))
      .join('\n---\n');
    const after = explainText(
      withoutTeam.replace(
        'name: srt-llama-large\nspec:',
        'name: srt-llama-large\nspec:\n  disabled: true',
      ),
    );
    const changes = Object.fromEntries(
      diffExplanations(before, after).map((c) => [c.name, movementText(c.movement)]),
    );
    expect(changes).toEqual({
      'vllm-llama': 'newly selected',
      'srt-llama-small': 'up 1',
      'srt-llama-large': 'newly rejected',
      'team-llama': 'removed',
    });
  });
});
