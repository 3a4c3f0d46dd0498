/**
 * `ome-sim runtime map`: the bands as a table (the model's own size marked) and as JSON, for two
 * runtimes whose ranges overlap, and its errors.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-support/run-cli';

const { manifests } = load(
  readFileSync(new URL('../../../scenarios/lint/overlap.yaml', import.meta.url), 'utf8'),
) as { manifests: string };

describe('ome-sim runtime map', () => {
  it('prints every band of (0, inf) with its winner and the step that decides it', async () => {
    const result = await runCli(['runtime', 'map', '--model', 'llama-8b', '-f', '-'], manifests);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Size map for model llama-8b in namespace default (OME 1.3)',
        'FROM     TO       WINNER    SCOPE     DECIDED BY',
        '> 0      < 1B     -         -         no runtime qualifies',
        '>= 1B    < 10B    llama-a   Cluster   the only one that qualifies                <- llama-8b (8B)',
        '>= 10B   <= 20B   llama-a   Cluster   size distance, over llama-b (same score)',
        '> 20B    <= 30B   llama-b   Cluster   the only one that qualifies',
        '> 30B    < inf    -         -         no runtime qualifies',
        '',
      ].join('\n'),
    );
  });

  it('gives the bands as JSON, the last one open (to: null)', async () => {
    const result = await runCli(
      ['runtime', 'map', '--model', 'llama-8b', '-f', '-', '-o', 'json'],
      manifests,
    );
    const view = JSON.parse(result.stdout);
    expect(
      view.bands.map((b: { from: number; to: number | null; decidedBy: string }) => [
        b.from,
        b.to,
        b.decidedBy,
      ]),
    ).toEqual([
      [0, 1e9, 'none'],
      [1e9, 10e9, 'only'],
      [10e9, 20e9, 'distance'],
      [20e9, 30e9, 'only'],
      [30e9, null, 'none'],
    ]);
    expect(view.bands[2]).toMatchObject({
      winner: { name: 'llama-a', scope: 'Cluster', score: 2 },
      over: 'llama-b',
      fromIncluded: true,
      toIncluded: true,
    });
  });

  it('shows the v1.2.2 panic as the answer at every size', async () => {
    const oneBound = manifests.replace('{min: 10B, max: 30B}', '{min: 10B}');
    const result = await runCli(
      ['runtime', 'map', '--model', 'llama-8b', '-f', '-', '--ome-version', '1.2.2'],
      oneBound,
    );
    expect(result.stdout).toContain(
      '> 0    < inf   -        -       runtime error: invalid memory address or nil pointer dereference (OME v1.2.2 reads both bounds of modelSizeRange, and runtime llama-b sets only one',
    );
  });

  it('maps an InferenceService: its accelerator class leaves out runtimes without it', async () => {
    const withClass = manifests.replace(
      'metadata: {name: llama-a}\nspec:\n',
      'metadata: {name: llama-a}\nspec:\n  acceleratorRequirements: {acceleratorClasses: [nvidia-h100]}\n',
    );
    expect(withClass).not.toBe(manifests);
    const isvc = `---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: chat, namespace: default}
spec:
  model: {name: llama-8b}
  acceleratorSelector: {acceleratorClass: nvidia-h100}
`;
    const result = await runCli(
      ['runtime', 'map', '--isvc', 'chat', '-f', '-', '-o', 'json'],
      `${withClass}${isvc}`,
    );
    expect(result.stderr).toBe('');
    const winners = JSON.parse(result.stdout).bands.map(
      (b: { winner: { name: string } | null }) => b.winner?.name ?? null,
    );
    expect(winners).toEqual([null, 'llama-a', null]);
  });

  it('says what a model whose size is in no band gets as written', async () => {
    const unsized = await runCli(
      ['runtime', 'map', '--model', 'llama-8b', '-f', '-'],
      manifests.replace('  modelParameterSize: 8B\n', ''),
    );
    expect(unsized.stdout).toMatch(
      /\nllama-8b has no modelParameterSize: OME then checks no range and ignores size distance; as written, it gets llama-a: name, over llama-b \(same score and distance\)\.\n$/,
    );
    // "8b" is not a size OME reads: 0, below every range.
    const zero = await runCli(
      ['runtime', 'map', '--model', 'llama-8b', '-f', '-', '-o', 'json'],
      manifests.replace('modelParameterSize: 8B', 'modelParameterSize: 8b'),
    );
    expect(JSON.parse(zero.stdout).asWritten).toEqual({
      winner: null,
      decidedBy: 'none',
      over: null,
      error: null,
    });
    const sized = await runCli(['runtime', 'map', '--model', 'llama-8b', '-f', '-'], manifests);
    expect(sized.stdout).not.toContain('as written');
  });

  it('hints at the fields a model without modelFormat lacks, and at a misspelt name', async () => {
    const noFormat = await runCli(
      ['runtime', 'map', '--model', 'llama-8b', '-f', '-'],
      // The model's modelFormat is the last one in the file.
      manifests.replace(/ {2}modelFormat: [^\n]*\n(?![^]*modelFormat)/, ''),
    );
    expect(noFormat.stderr).toContain('hint: ClusterBaseModel llama-8b has no spec.modelFormat.');
    expect(noFormat.stdout).toContain('invalid model specification: modelFormat.name');
    expect(
      await runCli(['runtime', 'map', '--model', 'llama-8', '-f', '-'], manifests),
    ).toMatchObject({
      code: 1,
      stderr:
        'error: clusterbasemodels.ome.io "llama-8" not found\nhint: did you mean model "llama-8b"?\n',
    });
  });

  it('notes that the map is hypothetical for an InferenceService naming its runtime', async () => {
    const pinned = `${manifests}---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: chat, namespace: default}
spec:
  model: {name: llama-8b}
  runtime: {name: llama-b}
`;
    const result = await runCli(['runtime', 'map', '--isvc', 'chat', '-f', '-'], pinned);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'Note: spec.runtime is explicit; automatic selection in this map is hypothetical. OME uses llama-b.\n',
    );
  });

  it('says what is wrong with its arguments', async () => {
    expect(await runCli(['runtime', 'map', '-f', '-'], manifests)).toMatchObject({
      code: 1,
      stderr: 'error: exactly one of --model or --isvc is required\n',
    });
    expect(await runCli(['runtime', 'map', '--model', 'nope', '-f', '-'], manifests)).toMatchObject(
      { code: 1, stderr: 'error: clusterbasemodels.ome.io "nope" not found\n' },
    );
    expect(
      await runCli(['runtime', 'map', '--model', 'llama-8b', '-f', '-', '-o', 'csv'], manifests),
    ).toMatchObject({ code: 1 });
    // A model name without its flag is not taken for a flag.
    expect(await runCli(['runtime', 'map', 'llama-8b', '-f', '-'], manifests)).toMatchObject({
      code: 1,
      stderr: 'error: unexpected argument "llama-8b" for "ome-sim runtime map"\n',
    });
    expect(
      await runCli(['runtime', 'map', '--model', 'llama-8b', '-f', '-', '-R=maybe'], manifests),
    ).toMatchObject({
      code: 1,
      stderr: 'error: flag -R takes true or false, or no value (got "maybe")\n',
    });
    expect((await runCli(['runtime', 'map', '--help'])).stdout).toContain(
      'ome-sim runtime map (--model NAME | --isvc NAME)',
    );
  });
});
