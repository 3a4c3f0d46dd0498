/**
 * A folder of models picked in the app: which models it finds where (the order `--model-root`
 * tries), what it reads, and the one edit that writes them all. The models and their places come
 * from the query worker's own answer (`modelFolderTargets`), as in the app.
 */
import { describe, expect, it, vi } from 'vitest';
import { applyEdit, type TextEdit } from '../manifests';
import { safetensorsBytes } from '../modelfiles/test-support/memory-tree';
import { modelFolderTargets } from '../worker/query';
import { isOneModel, MAX_PICKED_FILES, type PickedFile } from './model-files';
import { fillFromModelRoot, type ModelRootDeps } from './model-root-fill';
import { matchModelFolders, PickedFolder } from './model-root-match';

const config = (hidden: number) =>
  JSON.stringify({
    model_type: 'qwen3',
    architectures: ['Qwen3ForCausalLM'],
    transformers_version: '4.51.0',
    hidden_size: hidden,
    num_hidden_layers: 2,
  });
const weights = (params: number) =>
  safetensorsBytes({ w: { dtype: 'BF16', shape: [params / 1000, 1000] } });

/** A model's two files at `folder` inside the pick (`folder` starts with the picked folder's name). */
const modelFiles = (folder: string, params: number): PickedFile[] => [
  { path: `${folder}/config.json`, file: new File([config(64)], 'config.json') },
  { path: `${folder}/model.safetensors`, file: new File([weights(params)], 'model.safetensors') },
];

const model = (name: string, spec: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
${spec}`;

const MANIFESTS = [
  model('by-uri', '  storage:\n    storageUri: hf://acme/by-uri\n'),
  model('by-path', '  vendor: x\n  storage:\n    path: /raid/models/acme/by-path\n'),
  model('lost', '  storage:\n    storageUri: hf://nowhere/lost\n'),
  model('no-storage', '  vendor: x\n'),
  model(
    'filled',
    '  modelFormat: {name: safetensors}\n  modelFramework: {name: transformers}\n  modelArchitecture: A\n  modelParameterSize: 1B\n  storage:\n    storageUri: hf://acme/filled\n',
  ),
].join('');

/** Deps over a text held here; `targets` answers as the worker does, for the text asked. */
function depsFor(initial: string) {
  let text = initial;
  const applied: TextEdit[] = [];
  const deps: ModelRootDeps = {
    targets: vi.fn((asked: string) =>
      Promise.resolve({ asked, models: modelFolderTargets(asked) }),
    ),
    text: () => text,
    apply: (edit) => {
      applied.push(edit);
      text = applyEdit(text, edit);
      return true;
    },
  };
  return {
    deps,
    applied,
    text: () => text,
    type: (next: string) => {
      text = next;
    },
  };
}

describe('matching a folder of models', () => {
  const targets = modelFolderTargets(MANIFESTS);

  it('strips the picked folder’s own name and finds each model where --model-root would', () => {
    const folder = new PickedFolder([
      ...modelFiles('models/acme/by-uri', 1000),
      // The storage path under the root wins over its last two parts.
      ...modelFiles('models/raid/models/acme/by-path', 1000),
      ...modelFiles('models/acme/by-path', 1000),
      // Files of a folder whose name only starts like a candidate are not that folder.
      ...modelFiles('models/nowhere/lost-2', 1000),
      { path: 'models/nowhere/lost.txt', file: new File(['x'], 'lost.txt') },
    ]);
    expect(folder.root).toBe('models');
    expect(matchModelFolders(folder, targets)).toEqual({
      found: [
        { model: 'by-uri', folder: 'acme/by-uri' },
        { model: 'by-path', folder: 'raid/models/acme/by-path' },
      ],
      notFound: [
        { model: 'lost', candidates: ['nowhere/lost'] },
        { model: 'no-storage', candidates: [] },
      ],
      skipped: [],
    });
  });

  it.each([
    ['the path’s last two parts', 'acme/by-path'],
    ['the path’s last part', 'by-path'],
  ])('then by %s', (_, at) => {
    const folder = new PickedFolder(modelFiles(`node/${at}`, 1000));
    expect(matchModelFolders(folder, targets).found).toContainEqual({
      model: 'by-path',
      folder: at,
    });
  });

  it('folders dropped side by side are looked into from their common parent', () => {
    const folder = new PickedFolder([
      ...modelFiles('acme/by-uri', 1000),
      ...modelFiles('by-path', 1000),
    ]);
    expect(folder.root).toBe('');
    expect(matchModelFolders(folder, targets).found).toEqual([
      { model: 'by-uri', folder: 'acme/by-uri' },
      { model: 'by-path', folder: 'by-path' },
    ]);
  });

  it('a model OME’s agent skips is not looked for', () => {
    const text = model('skipped', '  storage:\n    storageUri: hf://acme/by-uri\n').replace(
      'metadata:\n',
      'metadata:\n  annotations:\n    ome.oracle.com/skip-config-parsing: "true"\n',
    );
    const match = matchModelFolders(
      new PickedFolder(modelFiles('models/acme/by-uri', 1000)),
      modelFolderTargets(text),
    );
    expect(match).toEqual({ found: [], notFound: [], skipped: ['skipped'] });
  });

  it('thousands of files and a hundred models: each model gets exactly its own folder’s files', () => {
    const names = Array.from({ length: 120 }, (_, i) => `m${i}`);
    const text = names.map((n) => model(n, `  storage:\n    storageUri: hf://org/${n}\n`)).join('');
    const picked: PickedFile[] = [];
    const empty = new File([''], 'x');
    for (const n of names)
      for (let shard = 0; shard < 100; shard++)
        picked.push({ path: `hub/org/${n}/shard-${shard}.bin`, file: empty });
    const folder = new PickedFolder(picked);
    const match = matchModelFolders(folder, modelFolderTargets(text));
    expect(match.found.map((f) => f.model)).toEqual(names);
    // m1's files are not m10's or m11x's, though their names start alike.
    const files = folder.filesUnder('org/m1');
    expect(files.size).toBe(100);
    expect([...files.keys()].every((p) => /^shard-\d+\.bin$/.test(p))).toBe(true);
  });
});

describe('isOneModel: a model’s own folder keeps the one-model reading', () => {
  const file = new File(['{}'], 'x');
  it.each([
    [['Llama/config.json', 'Llama/model.safetensors'], true],
    [['Flux/model_index.json', 'Flux/vae/config.json'], true],
    [['Llama/safetensors/config.json', 'Llama/README.md'], true],
    [['phi-config (1).json'], true],
    [['models/acme/a/config.json', 'models/acme/b/config.json'], false],
    [['acme/a/config.json', 'other/b/config.json'], false],
  ])('%j → %s', (paths, one) => {
    expect(isOneModel(paths.map((path) => ({ path, file })))).toBe(one);
  });
});

describe('fillFromModelRoot: every model found, in one edit', () => {
  it('fills both models found in one edit, lists the one not found; the edit undone is the text', async () => {
    const { deps, applied, text } = depsFor(MANIFESTS);
    const report = await fillFromModelRoot(
      [...modelFiles('models/acme/by-uri', 2_000_000), ...modelFiles('models/by-path', 3_000)],
      deps,
    );
    expect(applied).toHaveLength(1);
    const after = text();
    expect(after).toContain(
      'spec:\n  # filled from models/acme/by-uri/config.json as OME\'s model agent would (parameter size: from the safetensors headers)\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.51.0"\n  modelArchitecture: Qwen3ForCausalLM\n  modelParameterSize: 2M\n  storage:\n    storageUri: hf://acme/by-uri\n',
    );
    expect(after).toContain(
      'spec:\n  # filled from models/by-path/config.json as OME\'s model agent would (parameter size: from the safetensors headers)\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.51.0"\n  modelArchitecture: Qwen3ForCausalLM\n  modelParameterSize: 3K\n  vendor: x\n',
    );
    // The one edit, taken back, gives the text as it was.
    const edit = applied[0]!;
    const undone =
      after.slice(0, edit.offset) +
      MANIFESTS.slice(edit.offset, edit.offset + edit.length) +
      after.slice(edit.offset + edit.text.length);
    expect(undone).toBe(MANIFESTS);
    expect(report.root).toBe('models');
    expect(report.filled.map(({ model, folder }) => ({ model, folder }))).toEqual([
      { model: 'by-uri', folder: 'models/acme/by-uri' },
      { model: 'by-path', folder: 'models/by-path' },
    ]);
    expect(report.notFound).toEqual([
      { model: 'lost', candidates: ['nowhere/lost'] },
      { model: 'no-storage', candidates: [] },
    ]);
    expect(report.notFilled).toEqual([]);
  });

  it('a folder that can’t be read is not filled, with the reason; the others still are', async () => {
    const { deps, text } = depsFor(MANIFESTS);
    const report = await fillFromModelRoot(
      [
        ...modelFiles('models/acme/by-uri', 2_000_000),
        {
          path: 'models/by-path/config.json',
          file: new File(['{"model_type": "qwen3",'], 'config.json'),
        },
      ],
      deps,
    );
    expect(report.filled.map((f) => f.model)).toEqual(['by-uri']);
    expect(report.notFilled).toEqual([
      {
        model: 'by-path',
        folder: 'models/by-path',
        reason: expect.stringMatching(/^models\/by-path\/config\.json: .*not valid JSON/),
      },
    ]);
    expect(text()).toContain('# filled from models/acme/by-uri/config.json');
    expect(text()).not.toContain('# filled from models/by-path');
  });

  it('a flow-style spec is not rewritten, and says so; nothing found writes nothing', async () => {
    const flow = model('by-uri', '').replace(
      'spec:\n',
      'spec: {storage: {storageUri: hf://acme/by-uri}}\n',
    );
    const { deps, applied, text } = depsFor(flow);
    const report = await fillFromModelRoot(modelFiles('models/acme/by-uri', 1000), deps);
    expect(applied).toEqual([]);
    expect(text()).toBe(flow);
    expect(report.notFilled).toEqual([
      {
        model: 'by-uri',
        folder: 'models/acme/by-uri',
        reason: 'its spec is written in flow style ({…}) or absent, so the fields are not written',
      },
    ]);
    const none = await fillFromModelRoot(modelFiles('models/else/where', 1000), deps);
    expect(none.filled).toEqual([]);
    expect(applied).toEqual([]);
  });

  it('typing while the files are read: the places are asked again for the text as it is now', async () => {
    const harness = depsFor(MANIFESTS);
    const typed = `# a comment typed meanwhile\n${MANIFESTS}`;
    const first = harness.deps.targets;
    harness.deps.targets = vi.fn(async (asked: string) => {
      const answer = await first(asked);
      harness.type(typed);
      return answer;
    });
    await fillFromModelRoot(modelFiles('models/acme/by-uri', 1000), harness.deps);
    expect(harness.deps.targets).toHaveBeenCalledWith(typed);
    expect(harness.text().startsWith('# a comment typed meanwhile\n---\n')).toBe(true);
    expect(harness.text()).toContain(
      "spec:\n  # filled from models/acme/by-uri/config.json as OME's model agent would",
    );
  });

  it(`more than ${MAX_PICKED_FILES} files are refused before anything is read`, async () => {
    const { deps } = depsFor(MANIFESTS);
    const file = new File([''], 'x');
    const picked = Array.from({ length: MAX_PICKED_FILES + 1 }, (_, i) => ({
      path: `models/f${i}`,
      file,
    }));
    await expect(fillFromModelRoot(picked, deps)).rejects.toThrow(
      'More than 100,000 files were picked, more than ome-sim reads at once',
    );
    expect(deps.targets).not.toHaveBeenCalled();
  });

  it('the engine failing, or the editor refusing the edit, is said', async () => {
    const { deps } = depsFor(MANIFESTS);
    await expect(
      fillFromModelRoot(modelFiles('models/acme/by-uri', 1000), {
        ...deps,
        targets: () => Promise.resolve(null),
      }),
    ).rejects.toThrow('the engine failed');
    await expect(
      fillFromModelRoot(modelFiles('models/acme/by-uri', 1000), { ...deps, apply: () => false }),
    ).rejects.toThrow('The editor could not take the fields just now');
  });
});
