/**
 * `--model-root` on OME's catalog, with a folder laid out from the configs OME's own parser is
 * tested on (../shared/data/ome-hf-configs), each where a Hugging Face download of the model's
 * storageUri puts it. The models found get the agent's fields and rank; the rest are named.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithCatalog, unpackCatalog } from '../test-support/ome-catalog';
import { OME_HF_CONFIGS } from '../test-support/shared-paths';
import { runCli } from '../test-support/run-cli';

const CATALOG_TIMEOUT = 120_000;

/** A catalog model, its storageUri's repository, and the config OME's tests keep for it. */
const LAID_OUT = [
  ['deepseek-v3', 'deepseek-ai/DeepSeek-V3', 'deepseek_v3.json'],
  ['kimi-k2-instruct', 'moonshotai/Kimi-K2-Instruct', 'kimi_k2_instruct.json'],
  ['llama-3-2-3b-instruct', 'meta-llama/Llama-3.2-3B-Instruct', 'llama3_2_3b.json'],
  ['mistral-7b-instruct-v0-3', 'mistralai/Mistral-7B-Instruct-v0.3', 'mistral_7b_instruct.json'],
] as const;

interface Explained {
  readonly selected: { readonly name: string } | null;
  readonly error: string | null;
}

describeWithCatalog("--model-root on OME's catalog, with OME's test configs as the models", () => {
  let root = '';
  let remove = () => {};
  let models = '';
  beforeAll(() => {
    ({ root, remove } = unpackCatalog());
    models = join(root, 'models');
    for (const [, repository, config] of LAID_OUT) {
      mkdirSync(join(models, repository), { recursive: true });
      copyFileSync(join(OME_HF_CONFIGS, config), join(models, repository, 'config.json'));
    }
  }, CATALOG_TIMEOUT);
  afterAll(() => remove());

  it(
    'each model laid out is filled and asked as OME would ask it; the others are counted',
    async () => {
      expect(existsSync(OME_HF_CONFIGS)).toBe(true);
      const explain = (name: string, ...extra: string[]) =>
        runCli([
          'runtime',
          'explain',
          '--model',
          name,
          '-R',
          '-f',
          join(root, 'config'),
          '-o',
          'json',
          ...extra,
        ]);
      for (const [name] of LAID_OUT) {
        const before = JSON.parse((await explain(name)).stdout) as Explained;
        expect(before.error).toContain('model format name is required');
        const run = await explain(name, '--model-root', models);
        const after = JSON.parse(run.stdout) as Explained;
        expect(after.error ?? '').not.toContain('model format name is required');
        expect(run.stderr).toContain(
          `note: --model-root ${models}: filled the empty fields of ${LAID_OUT.length} models from their files`,
        );
        expect(run.stderr).toMatch(
          /no folder for \d+ models with empty fields \(looked up by spec.storage.path/,
        );
      }
    },
    CATALOG_TIMEOUT,
  );
});
