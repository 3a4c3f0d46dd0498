/**
 * The flags `kubectl ome runtime explain` takes beyond the selector's own (docs/selection-rules.md
 * §E1, §E6), and `--ome-version` read as any OME release.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';

const WORKED = readFileSync(new URL('../examples/worked-example.yaml', import.meta.url), 'utf8');
const PINNED_SERVICE = `
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: chat, namespace: llama-demo}
spec:
  model: {name: llama-3-2-3b-instruct}
  runtime: {name: vllm-llama}
`;
const dir = tempDirForFile('ome-sim-flags-');
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const worked = file('worked.yaml', WORKED);
const pinned = file('pinned.yaml', WORKED + PINNED_SERVICE);
const explain = (...args: string[]) => runCli(['runtime', 'explain', '-n', 'llama-demo', ...args]);

const EFFECTIVE_UNAVAILABLE =
  '\nEffective context (separate observation; selector verdict unchanged):\n' +
  'SCOPE     FIELD      VALUE\n' +
  'Service   EVIDENCE   Unavailable\n' +
  'Service   CAVEAT     Selector verdict above is unchanged\n';

describe('--with-effective and --ome-namespace', () => {
  it('appends the effective context OME prints when it cannot observe the cluster', async () => {
    const plain = await explain('--isvc', 'chat', '-f', pinned);
    const effective = await explain('--isvc', 'chat', '-f', pinned, '--with-effective');
    expect(effective.code).toBe(0);
    expect(effective.stderr).toBe(plain.stderr);
    expect(effective.stdout).toBe(plain.stdout + EFFECTIVE_UNAVAILABLE);
    const withNamespace = await explain(
      '--isvc=chat',
      '-f',
      pinned,
      '--with-effective=true',
      '--ome-namespace',
      'ome-system',
    );
    expect(withNamespace).toEqual(effective);
    const off = await explain('--isvc', 'chat', '-f', pinned, '--with-effective=false');
    expect(off).toEqual(plain);
  });

  it('needs --isvc, checked after the model/isvc rule, before reading files', async () => {
    expect(await explain('--model', 'm', '--with-effective', '-f', '/nope.yaml')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: --with-effective requires --isvc\n',
    });
    expect((await explain('--with-effective', '-f', worked)).stderr).toBe(
      'error: exactly one of --model or --isvc is required\n',
    );
    expect((await explain('--isvc', 'chat', '--with-effective=maybe', '-f', pinned)).stderr).toBe(
      'error: invalid argument "maybe" for "--with-effective" flag: strconv.ParseBool: parsing "maybe": invalid syntax\n',
    );
  });

  it('says "for selector" when there is nothing to rank, then the context', async () => {
    const modelAndService = file(
      'service-only.yaml',
      WORKED.split('\n---\n').slice(0, 2).join('\n---\n') + PINNED_SERVICE,
    );
    expect(await explain('--isvc', 'chat', '-f', modelAndService, '--with-effective')).toEqual({
      code: 0,
      stdout: EFFECTIVE_UNAVAILABLE,
      stderr:
        'Note: spec.runtime is explicit; automatic selection below is hypothetical.\n' +
        'No serving runtimes found for selector.\n',
    });
  });

  it("accepts kubectl's connection flags and ignores them", async () => {
    const plain = await explain('--model', 'llama-3-2-3b-instruct', '-f', worked);
    const connected = await explain(
      '--model',
      'llama-3-2-3b-instruct',
      '-f',
      worked,
      '--context',
      'prod',
      '--kubeconfig=/dev/null',
    );
    expect(connected).toEqual(plain);
  });
});

describe('--ome-version takes any OME release', () => {
  const model = ['--model', 'llama-3-2-3b-instruct', '-f', worked];
  it('reads v-prefixed and full versions as the behaviour of their line', async () => {
    const plain = await explain(...model);
    for (const release of ['1.3', 'v1.3', '1.3.0', 'v1.3.4', '1.3.0-rc.1']) {
      expect(await explain(...model, '--ome-version', release)).toEqual(plain);
    }
  });

  it('gives a release newer than any known the newest behaviour, with a note', async () => {
    const plain = await explain(...model);
    const newer = await explain(...model, '--ome-version', '1.4.0-rc.1');
    expect(newer.stdout).toBe(plain.stdout);
    expect(newer.stderr).toBe(
      'note: OME 1.4.0-rc.1 is newer than the releases ome-sim knows (up to 1.3); reproducing 1.3 behaviour\n',
    );
    const json = JSON.parse(
      (await explain(...model, '--ome-version', '1.4.0-rc.1', '-o', 'json')).stdout,
    );
    expect(json.omeVersion).toBe('1.3');
    expect(json.omeRelease).toBe('1.4.0-rc.1');
    expect(json.notes).toEqual([newer.stderr.trimEnd()]);
  });

  it('gives 1.2.x the 1.2.2 behaviour', async () => {
    const range = file(
      'one-bound.yaml',
      WORKED.replace(/modelSizeRange:\n(\s+)min: 1B\n\s+max: 8B/, 'modelSizeRange:\n$1min: 1B'),
    );
    const compat = await explain(...model.slice(0, 2), '-f', range, '--ome-version', '1.2.2');
    const patch = await explain(...model.slice(0, 2), '-f', range, '--ome-version', 'v1.2.0');
    expect(compat.code).toBe(1);
    expect(compat.stderr).toContain('nil pointer dereference');
    expect((await explain(...model.slice(0, 2), '-f', range)).code).toBe(0);
    expect(patch).toEqual(compat);
    const json = JSON.parse(
      (await explain(...model.slice(0, 2), '-f', range, '--ome-version', 'v1.2', '-o', 'json'))
        .stdout,
    );
    expect(json.omeVersion).toBe('1.2.2');
  });
});
