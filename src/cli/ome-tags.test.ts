/**
 * OME's own tags as `--ome-version` and a test file's `omeVersion` (docs/selection-rules.md §0.1):
 * each ranks exactly as the behaviour read from its code, and says on standard error which tag
 * and commit it is and how it differs from that behaviour.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';

const WORKED = readFileSync(new URL('../examples/worked-example.yaml', import.meta.url), 'utf8');
const dir = tempDirForFile('ome-sim-tags-');
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
// srt-llama-small keeps only its lower bound: v1.3 reads the range as open above, v1.2.2's code
// dereferences the missing bound and the selection fails.
const oneBound = file(
  'one-bound.yaml',
  WORKED.replace(/modelSizeRange:\n(\s+)min: 1B\n\s+max: 8B/, 'modelSizeRange:\n$1min: 1B'),
);
const explain = (...args: string[]) =>
  runCli(['runtime', 'explain', '-n', 'llama-demo', '--model', 'llama-3-2-3b-instruct', ...args]);

/** [as written, the behaviour its code has, the commit its note names] */
const TAGS: readonly [string, '1.2.2' | '1.3', string][] = [
  ['v0.1.0', '1.2.2', 'c97e4248'],
  ['0.1.1', '1.2.2', 'ed55a096'],
  ['v0.1.2', '1.2.2', '07085a3f'],
  ['v0.1.3', '1.2.2', '578577ad'],
  ['0.1.4', '1.2.2', 'a26e43d4'],
  ['v0.1.5', '1.2.2', '957f541e'],
];

describe('--ome-version takes OME tags', () => {
  it.each(TAGS)('%s ranks as %s, with a note naming its commit', async (tag, behaviour, commit) => {
    const asBehaviour = await explain('-f', oneBound, '--ome-version', behaviour);
    const asTag = await explain('-f', oneBound, '--ome-version', tag);
    expect(asTag.code).toBe(asBehaviour.code);
    expect(asTag.stdout).toBe(asBehaviour.stdout);
    const [note, ...rest] = asTag.stderr.split('\n');
    expect(note).toMatch(new RegExp(`^note: OME ${tag} \\(tag v?[\\d.]+, commit ${commit}\\)`));
    expect(note).toContain(`reproducing ${behaviour} behaviour`);
    expect(rest.join('\n')).toBe(asBehaviour.stderr);
  });

  it('v0.1.5 fails the selection on a one-bound range, as its code does', async () => {
    const result = await explain('-f', oneBound, '--ome-version', 'v0.1.5');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('nil pointer dereference');
    expect((await explain('-f', oneBound)).code).toBe(0);
  });

  it('names the tag, its behaviour and the note in JSON', async () => {
    const json = JSON.parse(
      (await explain('-f', oneBound, '--ome-version', 'v0.1.3', '-o', 'json')).stdout,
    );
    expect(json.omeRelease).toBe('v0.1.3');
    expect(json.omeVersion).toBe('1.2.2');
    expect(json.notes).toHaveLength(1);
    expect(json.notes[0]).toMatch(
      /^note: OME v0\.1\.3 \(tag v0\.1\.3, commit 578577ad\): .*no accelerator-class check/,
    );
  });

  it('says in --help which forms it takes and where the tags are read', async () => {
    const help = (await runCli(['runtime', 'explain', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain("OME's own tags, v0.1.0 to v0.1.5 (or 0.1.3)");
    expect(help).toContain('docs/selection-rules.md §0.1');
  });
});

// The v1.3 deployment-mode check (docs/selection-rules.md §3.2) rejects multinode-rt for an
// OMENative service; no tag has that check, so there both runtimes tie and the name decides.
const RUNTIME = (name: string, engineConfig: string): string => `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: ${name}}
spec:
  supportedModelFormats:
  - {modelFormat: {name: safetensors}, modelFramework: {name: transformers}, autoSelect: true}
${engineConfig}`;
const MODES = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: m}
spec:
  modelFormat: {name: safetensors}
  modelFramework: {name: transformers}
---
${RUNTIME('multinode-rt', '  engineConfig: {annotations: {ome.io/deploymentMode: MultiNode}}')}
---
${RUNTIME('no-mode-rt', '')}
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: chat, namespace: team}
spec:
  model: {name: m}
  deploymentMode: OMENative
`;

describe("a test file's omeVersion takes OME tags", () => {
  file('modes.yaml', MODES);
  const testFile = (release: string): string =>
    file(
      `tag-${release}.ome-sim-test.yaml`,
      `manifests: [modes.yaml]\nomeVersion: "${release}"\nexpect:\n  - isvc: chat\n    namespace: team\n    selected: multinode-rt\n`,
    );

  it('checks the expectation with the tag behaviour, and notes the tag', async () => {
    const result = await runCli(['test', testFile('v0.1.4')]);
    expect(result.stdout).toMatch(
      /^PASS .*tag-v0\.1\.4\.ome-sim-test\.yaml:4 isvc chat in team: multinode-rt \(Cluster\)/m,
    );
    expect(result.stderr).toMatch(
      /^note: .*tag-v0\.1\.4\.ome-sim-test\.yaml: OME v0\.1\.4 \(tag v0\.1\.4, commit a26e43d4\)/,
    );
    expect(result.code).toBe(0);
  });

  it('fails the same expectation with the 1.3 behaviour', async () => {
    const result = await runCli(['test', testFile('1.3')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FAIL .*: expected multinode-rt; OME selects no-mode-rt/m);
  });
});
