/**
 * `ome-sim model inspect` and `--model-files` as a user runs them, on a model folder this test
 * writes (a config.json and two safetensors shards with an index) in a temp dir it removes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureStream } from '../../test-support/captured-stream';
import { PassThrough } from 'node:stream';
import { runCli } from '../../test-support/run-cli';
import { writeQwen3Folder } from '../../test-support/qwen3-folder';
import { safetensorsBytes } from '../../modelfiles/test-support/memory-tree';
import { parseUiArgs } from '../ui/ui-args';
import { runUi } from '../ui/run-ui';

const dir = mkdtempSync(join(tmpdir(), 'ome-sim-model-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const model = writeQwen3Folder(
  join(dir, 'Qwen3-Tiny-FP8'),
  [{ a: { dtype: 'F8_E4M3', shape: [1000, 2000] } }, { b: { dtype: 'BF16', shape: [500, 1000] } }],
  { quantization_config: { quant_method: 'fp8' } },
);

const manifests = join(dir, 'm.yaml');
writeFileSync(
  manifests,
  `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: qwen3-tiny
spec:
  modelArchitecture: Qwen3ForCausalLM   # written by hand: kept
  storage:
    storageUri: hf://example/qwen3-tiny
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: small-fp8
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      modelArchitecture: Qwen3ForCausalLM
      quantization: fp8
      autoSelect: true
  modelSizeRange: {min: 1M, max: 10M}
`,
);

describe('ome-sim model inspect', () => {
  it("prints the spec fragment with each field's source; the count from the headers", async () => {
    const { code, stdout, stderr } = await runCli(['model', 'inspect', model]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain(
      `# ${model}/config.json (model_type qwen3): what OME's model agent would write\nspec:\n`,
    );
    expect(stdout).toContain(
      `  # safetensors headers: ${model}/model.safetensors.index.json, ${model}/model-1.safetensors, ${model}/model-2.safetensors\n  modelParameterSize: 2.5M\n`,
    );
    expect(stdout).toContain(
      `  # ${model}/config.json: quantization_config.quant_method\n  quantization: fp8\n`,
    );
    expect(stdout).toContain('  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n');
  });

  it('-o json: one entry per path, a bad path an error entry naming the file; exit 1', async () => {
    const { code, stdout, stderr } = await runCli([
      'model',
      'inspect',
      model,
      join(dir, 'm.yaml'),
      '-o',
      'json',
    ]);
    expect(code).toBe(1);
    const [good, bad] = JSON.parse(stdout) as [Record<string, unknown>, Record<string, unknown>];
    expect(good['parameterCount']).toBe(2_500_000);
    expect(good['spec']).toMatchObject({ modelParameterSize: '2.5M', quantization: 'fp8' });
    expect(bad).toEqual({
      path: join(dir, 'm.yaml'),
      file: join(dir, 'm.yaml'),
      error: `${join(dir, 'm.yaml')}: expected a JSON object, but it is not valid JSON`,
    });
    expect(stderr).toContain(`error: ${join(dir, 'm.yaml')}: expected a JSON object`);
  });
});

describe('model inspect on one file', () => {
  it("counts the weights beside a config whatever its name (OME looks in the config's folder)", async () => {
    const renamed = join(dir, 'beside');
    mkdirSync(renamed);
    writeFileSync(
      join(renamed, 'qwen3.json'),
      JSON.stringify({ model_type: 'qwen3', hidden_size: 64, num_hidden_layers: 2 }),
    );
    writeFileSync(
      join(renamed, 'model.safetensors'),
      safetensorsBytes({ a: { dtype: 'BF16', shape: [1000, 1500] } }),
    );
    const { code, stdout } = await runCli(['model', 'inspect', join(renamed, 'qwen3.json')]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      `  # safetensors headers: ${renamed}/model.safetensors\n  modelParameterSize: 1.5M\n`,
    );
  });

  it('reads a model_index.json given alone as a pipeline, with its folder', async () => {
    const pipeline = join(dir, 'pipeline');
    mkdirSync(pipeline);
    writeFileSync(
      join(pipeline, 'model_index.json'),
      JSON.stringify({ _class_name: 'FluxPipeline', _diffusers_version: '0.30.0' }),
    );
    const { code, stdout } = await runCli(['model', 'inspect', join(pipeline, 'model_index.json')]);
    expect(code).toBe(0);
    expect(stdout).toContain(`# ${pipeline}/model_index.json (model_type diffusers)`);
    expect(stdout).toContain('  modelArchitecture: FluxPipeline\n');
  });
});

describe('runtime explain --model-files', () => {
  const explain = (...extra: string[]) =>
    runCli(['runtime', 'explain', '--model', 'qwen3-tiny', '-f', manifests, ...extra]);

  it('without it, OME refuses the model; with it, the empty fields are filled and the runtime ranks', async () => {
    const before = await explain();
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('model format name is required');
    const after = await explain('--model-files', `qwen3-tiny=${model}`, '-o', 'json');
    expect(after.stderr).toBe('');
    const json = JSON.parse(after.stdout) as { selected: { name: string } | null };
    expect(json.selected?.name).toBe('small-fp8');
  });

  it('a name no model has, or a PATH that is not a model, is an error naming it', async () => {
    expect((await explain('--model-files', `other=${model}`)).stderr).toBe(
      'error: --model-files: no BaseModel or ClusterBaseModel named "other" in the manifests\n',
    );
    expect((await explain('--model-files', `qwen3-tiny=${join(dir, 'none')}`)).stderr).toBe(
      `error: --model-files qwen3-tiny: ${join(dir, 'none')}: no such file or folder\n`,
    );
    expect((await explain('--model-files', 'qwen3-tiny')).stderr).toContain('expected NAME=PATH');
  });
});

describe('a diffusers pipeline: spec.diffusionPipeline as the agent writes it', () => {
  const flux = join(dir, 'FLUX-tiny');
  mkdirSync(flux);
  writeFileSync(
    join(flux, 'model_index.json'),
    JSON.stringify({
      _class_name: 'FluxPipeline',
      _diffusers_version: '0.30.0',
      scheduler: ['diffusers', 'FlowMatchEulerDiscreteScheduler'],
      text_encoder_2: ['transformers', 'T5EncoderModel'],
      transformer: ['diffusers', 'FluxTransformer2DModel'],
      vae: { _class_name: 'AutoencoderKL' },
    }),
  );
  const fluxManifests = join(dir, 'flux.yaml');
  writeFileSync(
    fluxManifests,
    `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: flux-tiny
spec:
  storage:
    storageUri: hf://example/flux-tiny
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: flux-runtime
spec:
  supportedModelFormats:
    - modelFormat: {name: diffusers, version: "0.30.0"}
      modelFramework: {name: diffusers, version: "0.30.0"}
      modelArchitecture: FluxPipeline
      diffusionPipeline:
        className: FluxPipeline
        transformer: {type: FluxTransformer2DModel}
        additionalComponents:
          text_encoder_2: {library: transformers}
      autoSelect: true
`,
  );

  it('model inspect writes the class and every component (additional ones by their key)', async () => {
    const { code, stdout } = await runCli(['model', 'inspect', flux]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      [
        '  diffusionPipeline:',
        '    className: FluxPipeline',
        '    scheduler:',
        '      library: diffusers',
        '      type: FlowMatchEulerDiscreteScheduler',
        '    transformer:',
        '      library: diffusers',
        '      type: FluxTransformer2DModel',
        '    vae:',
        '      type: AutoencoderKL',
        '    additionalComponents:',
        '      text_encoder_2:',
        '        library: transformers',
        '        type: T5EncoderModel',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await runCli(['model', 'inspect', flux, '-o', 'json'])).stdout) as {
      spec: Record<string, unknown>;
    }[];
    expect(json[0]!.spec['diffusionPipeline']).toEqual({
      className: 'FluxPipeline',
      scheduler: { library: 'diffusers', type: 'FlowMatchEulerDiscreteScheduler' },
      transformer: { library: 'diffusers', type: 'FluxTransformer2DModel' },
      vae: { type: 'AutoencoderKL' },
      additionalComponents: { text_encoder_2: { library: 'transformers', type: 'T5EncoderModel' } },
    });
  });

  it('--model-files fills it, so a runtime that requires the pipeline ranks the model', async () => {
    const run = await runCli([
      'runtime',
      'explain',
      '--model',
      'flux-tiny',
      '-f',
      fluxManifests,
      '--model-files',
      `flux-tiny=${flux}`,
      '-o',
      'json',
    ]);
    const json = JSON.parse(run.stdout) as { selected: { name: string } | null };
    expect(json.selected?.name).toBe('flux-runtime');
  });
});

describe('ui --model-files', () => {
  it('is parsed (and wants manifests)', () => {
    expect(parseUiArgs(['-f', manifests, '--model-files', `qwen3-tiny=${model}`])).toMatchObject({
      kind: 'ui',
      args: { modelFiles: [`qwen3-tiny=${model}`] },
    });
    expect(parseUiArgs(['--model-files', `qwen3-tiny=${model}`])).toEqual({
      kind: 'error',
      message: '--model-files fills models in the manifests: give them with -f FILE',
    });
  });

  it('serves the manifests with the model filled', async () => {
    const appDir = join(dir, 'app');
    mkdirSync(appDir);
    writeFileSync(join(appDir, 'index.html'), '<html><head></head><body></body></html>\n');
    const stdout = captureStream();
    const stop = new AbortController();
    const stdin = new PassThrough();
    stdin.end();
    const exit = runUi(
      ['-f', manifests, '--model-files', `qwen3-tiny=${model}`, '--port', '0'],
      { stdin, stdout: stdout.stream, stderr: new PassThrough() },
      { appDir, signal: stop.signal },
    );
    // The address is printed once the server listens; a run that ends first prints none.
    const url = await Promise.race([exit.then(() => undefined), stdout.when(/http:\/\/\S+\//)]);
    expect(url).toBeDefined();
    const scenario = (await (await fetch(`${url}scenario.json`)).json()) as { manifests: string };
    stop.abort();
    expect(await exit).toBe(0);
    expect(scenario.manifests).toContain(
      `spec:\n  # filled by ome-sim from ${model}/config.json as OME's model agent would (parameter size: from the safetensors headers)\n  modelFormat:\n`,
    );
    expect(scenario.manifests).toContain(
      '  modelParameterSize: 2.5M\n  quantization: fp8\n  modelArchitecture: Qwen3ForCausalLM   # written by hand: kept\n',
    );
  });
});
