/**
 * A folder of models gives the same models the same fields in the CLI (`--model-root DIR`) and in
 * the app (the folder DIR picked, its files named from DIR's own name on, as a browser names
 * them): on folders this test writes, with every way a model is found or not, and on OME's
 * catalog with OME's test configs laid out as downloads of its models. The comment above the
 * fields names the file as each surface shows it, so the texts are compared without it.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyModelRoots } from './cli/model/model-root';
import { applyEdit, loadManifests, modelStorage, type ManifestSource } from './manifests';
import { safetensorsBytes } from './modelfiles/test-support/memory-tree';
import type { PickedFile } from './state/model-files';
import { fillFromModelRoot } from './state/model-root-fill';
import { catalogFiles, describeWithCatalog } from './test-support/ome-catalog';
import { OME_HF_CONFIGS } from './test-support/shared-paths';
import { tempDirForFile } from './test-support/temp-dir';
import { modelFolderTargets } from './worker/query';

/** Every file under `dir`, named as a folder pick of `dir` names it ("models/org/name/config.json"). */
function pickedFrom(dir: string): PickedFile[] {
  const out: PickedFile[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        out.push({
          path: `${basename(dir)}/${relative(dir, path).split('\\').join('/')}`,
          file: new File([readFileSync(path)], entry.name),
        });
    }
  };
  walk(dir);
  return out;
}

const withoutFillComments = (text: string) => text.replace(/^ *# filled .*\n/gm, '');

/** The text after the app's fill, and after the CLI's, each without the comments naming files. */
async function bothFills(text: string, dir: string) {
  let current = text;
  const report = await fillFromModelRoot(pickedFrom(dir), {
    targets: (asked) => Promise.resolve({ asked, models: modelFolderTargets(asked) }),
    text: () => current,
    apply: (edit) => {
      current = applyEdit(current, edit);
      return true;
    },
  });
  const cli = await applyModelRoots([{ name: 'editor', text }], [dir]);
  if (!('sources' in cli)) throw new Error(cli.error);
  return {
    app: withoutFillComments(current),
    cli: withoutFillComments(cli.sources[0]!.text),
    report,
    notes: cli.notes,
  };
}

const model = (name: string, spec: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
${spec}`;

describe('a folder of models: the app fills what --model-root fills', () => {
  const dir = join(tempDirForFile('ome-sim-model-root-agree-'), 'models');
  const write = (folder: string, files: Record<string, string | Uint8Array>) => {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const [name, content] of Object.entries(files))
      writeFileSync(join(dir, folder, name), content);
  };
  const config = JSON.stringify({
    model_type: 'llama',
    architectures: ['LlamaForCausalLM'],
    hidden_size: 4096,
    num_hidden_layers: 32,
    num_attention_heads: 32,
    num_key_value_heads: 8,
    vocab_size: 128256,
    max_position_embeddings: 131072,
  });
  write('meta-llama/Llama-3.1-8B', {
    'config.json': config,
    'model.safetensors': safetensorsBytes({ w: { dtype: 'BF16', shape: [8030, 1000] } }),
  });
  write('raid/models/acme/by-path', { 'config.json': config });
  write('acme/by-path', { 'config.json': '{}' });
  write('tail/last-two', { 'config.json': config });
  write('broken', { 'config.json': '{"model_type": ' });
  write('flux', {
    'model_index.json': JSON.stringify({ _class_name: 'FluxPipeline', _diffusers_version: '1' }),
  });

  const text = [
    model('by-uri', '  storage:\n    storageUri: hf://meta-llama/Llama-3.1-8B@main\n'),
    model('by-path', '  storage:\n    path: /raid/models/acme/by-path\n'),
    model('last-two', '  storage:\n    path: /mnt/disk/tail/last-two\n'),
    model('unreadable', '  storage:\n    path: /x/broken\n'),
    model('diffusers', '  storage:\n    path: /x/y/flux\n'),
    model('lost', '  storage:\n    storageUri: hf://nowhere/lost\n'),
    model('twice', '  storage:\n    storageUri: hf://meta-llama/Llama-3.1-8B\n'),
    model('twice', '  vendor: other-namespace-copy\n').replace(
      'kind: ClusterBaseModel',
      'kind: BaseModel',
    ),
    model('skipped', '  storage:\n    storageUri: hf://meta-llama/Llama-3.1-8B\n').replace(
      'metadata:\n',
      'metadata:\n  annotations:\n    ome.oracle.com/skip-config-parsing: "true"\n',
    ),
  ].join('');

  it('the same text, and the same models filled, found and not', async () => {
    const { app, cli, report, notes } = await bothFills(text, dir);
    expect(app).toBe(cli);
    expect(app).not.toBe(text);
    expect(report.filled.map((f) => f.model)).toEqual([
      'by-uri',
      'by-path',
      'last-two',
      'diffusers',
      'twice',
    ]);
    expect(notes.join('\n')).toContain(
      "filled the empty fields of 5 models from their files, as OME's model agent would: by-uri, by-path, last-two, diffusers, twice",
    );
    expect(report.notFound.map((m) => m.model)).toEqual(['lost']);
    expect(notes.join('\n')).toContain('no folder for 1 model with empty fields');
    expect(report.notFilled.map((m) => m.model)).toEqual(['unreadable', 'skipped']);
    expect(notes.join('\n')).toContain('--model-root unreadable:');
  });
});

describeWithCatalog("OME's catalog: the app fills what --model-root fills", () => {
  it('every catalog model downloaded from Hugging Face, laid out with one of OME’s test configs', async () => {
    const catalog = catalogFiles()
      .filter((f) => /\.ya?ml$/.test(f.path))
      .map((f) => f.text)
      .join('\n---\n');
    const sources: ManifestSource[] = [{ name: 'editor', text: catalog }];
    const repositories = loadManifests(sources)
      .models.map((m) => /^hf:\/\/([^@]+)/.exec(modelStorage(sources, m.origin).storageUri ?? ''))
      .filter((match) => match !== null)
      .map((match) => match[1]!);
    const configs = readdirSync(OME_HF_CONFIGS).filter((f) => f.endsWith('.json'));
    const dir = join(tempDirForFile('ome-sim-model-root-catalog-'), 'hub');
    // Every third repository is left out, so some models are not found.
    repositories.forEach((repository, i) => {
      if (i % 3 === 2) return;
      mkdirSync(join(dir, repository), { recursive: true });
      copyFileSync(
        join(OME_HF_CONFIGS, configs[i % configs.length]!),
        join(dir, repository, 'config.json'),
      );
    });
    const { app, cli, report } = await bothFills(catalog, dir);
    expect(app).toBe(cli);
    expect(report.filled.length).toBeGreaterThan(50);
    expect(report.notFound.length).toBeGreaterThan(20);
  }, 120_000);
});
