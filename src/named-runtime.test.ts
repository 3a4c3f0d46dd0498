/**
 * An InferenceService that names its runtime (`spec.runtime.name`), in the shapes OME's own
 * samples use (config/samples/isvc: a name without `kind`), on OME's catalog manifests: every
 * surface gives the same answer about the runtime OME uses (docs/selection-rules.md §11). The
 * CLI's table, `-o json`, the library, the app's engine worker and `ome-sim test`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { explain, loadManifests } from './api';
import { main } from './cli/main';
import { captureStream } from './test-support/captured-stream';
import { runCli } from './test-support/run-cli';
import { tempDirForFile } from './test-support/temp-dir';
import { analyze } from './worker/analyze';

const ome = (path: string) =>
  readFileSync(new URL(`../testdata/ome/config/${path}`, import.meta.url), 'utf8');

/** OME's catalog files these cases use: one model without the agent's fields, one with. */
const CATALOG = [
  'models/meta/Llama-3.2-3B-Instruct.yaml',
  'runtimes/srt/meta/llama-3-2-3b-instruct-rt.yaml',
  'models/Qwen/Qwen3-4B.yaml',
  'runtimes/srt/Qwen/qwen3-4b-rt.yaml',
]
  .map(ome)
  .join('\n---\n');

/** An InferenceService as OME's samples write one; `kind` only when given. */
const isvc = (name: string, model: string, runtime: string, kind?: string) => `---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: ${name}
  namespace: demo
spec:
  model:
    name: ${model}
  runtime:
    name: ${runtime}${kind === undefined ? '' : `\n    kind: ${kind}`}
  engine:
    minReplicas: 1
    maxReplicas: 1
`;

const MANIFESTS = [
  CATALOG,
  // The model's agent fields are still empty: OME validates the model first, and uses nothing.
  isvc('llama-3-2-3b-instruct', 'llama-3-2-3b-instruct', 'srt-llama-3-2-3b-instruct'),
  // A model with its fields and a runtime that never auto-selects: OME uses the named one.
  isvc('qwen3-4b', 'qwen3-4b', 'srt-qwen3-4b'),
  isvc('qwen3-4b-cluster', 'qwen3-4b', 'srt-qwen3-4b', 'ClusterServingRuntime'),
  // The other kind: v1.3 looks only in the namespace and finds nothing; v1.2.2 ignores kind.
  isvc('qwen3-4b-other-kind', 'qwen3-4b', 'srt-qwen3-4b', 'ServingRuntime'),
].join('\n');

interface Case {
  readonly isvc: string;
  readonly release: '1.3' | '1.2.2';
  /** `name (Scope)` of the runtime OME uses, or null. */
  readonly uses: string | null;
}

const CASES: readonly Case[] = [
  { isvc: 'llama-3-2-3b-instruct', release: '1.3', uses: null },
  { isvc: 'llama-3-2-3b-instruct', release: '1.2.2', uses: null },
  { isvc: 'qwen3-4b', release: '1.3', uses: 'srt-qwen3-4b (Cluster)' },
  { isvc: 'qwen3-4b-cluster', release: '1.3', uses: 'srt-qwen3-4b (Cluster)' },
  { isvc: 'qwen3-4b-other-kind', release: '1.3', uses: null },
  { isvc: 'qwen3-4b-other-kind', release: '1.2.2', uses: 'srt-qwen3-4b (Cluster)' },
];

const dir = tempDirForFile('ome-sim-named-');
const FILE = join(dir, 'manifests.yaml');
writeFileSync(FILE, MANIFESTS);

const text = (runtime: { name: string; scope: string } | null | undefined) =>
  runtime == null ? null : `${runtime.name} (${runtime.scope})`;

/** `runtime explain` as a person at a terminal runs it: the table, with ome-sim's hints. */
async function terminalTable(c: Case): Promise<string> {
  const out = captureStream();
  const err = captureStream();
  const stdin = new PassThrough();
  stdin.end();
  const stderr = Object.assign(err.stream, { isTTY: true });
  await main(
    ['runtime', 'explain', '--isvc', c.isvc, '-n', 'demo', '--ome-version', c.release, '-f', FILE],
    { stdin, stdout: out.stream, stderr },
  );
  return err.text();
}

describe.each(CASES)('InferenceService $isvc, OME $release', (c) => {
  it('-o json says it in `uses`', async () => {
    const cli = await runCli([
      'runtime',
      'explain',
      '--isvc',
      c.isvc,
      '-n',
      'demo',
      '--ome-version',
      c.release,
      '-o',
      'json',
      '-f',
      FILE,
    ]);
    const document = JSON.parse(cli.stdout) as { uses: { name: string; scope: string } | null };
    expect(text(document.uses)).toBe(c.uses);
  });

  it('the library says it', () => {
    const answer = explain(
      loadManifests([{ name: 'manifests.yaml', text: MANIFESTS }]),
      { kind: 'isvc', name: c.isvc, namespace: 'demo' },
      { omeRelease: c.release },
    );
    expect(answer.ok && text(answer.explanation.uses)).toBe(c.uses);
  });

  it('the app says it', () => {
    const response = analyze({
      id: 1,
      sources: [{ name: 'editor', text: MANIFESTS }],
      question: { kind: 'isvc', name: c.isvc, namespace: 'demo' },
      omeVersion: c.release,
    });
    expect(text(response.result?.explanation.uses.runtime)).toBe(c.uses);
  });

  it('the table stays kubectl’s, and a hint says what OME uses', async () => {
    const stderr = await terminalTable(c);
    const hint = stderr.split('\n').find((line) => line.startsWith('hint: OME uses'));
    if (c.uses === null && c.isvc === 'qwen3-4b-other-kind')
      // Not found: the hint says the runtime is missing where OME looks.
      expect(stderr).toContain('hint: InferenceService qwen3-4b-other-kind names runtime');
    else if (c.uses === null) expect(hint).toMatch(/^hint: OME uses no runtime for /);
    else expect(hint).toContain(`hint: OME uses runtime ${c.uses}, which InferenceService`);
  });

  it('ome-sim test’s selected: means what OME uses', async () => {
    const tests = join(dir, `${c.isvc}-${c.release}`);
    mkdirSync(tests, { recursive: true });
    const selected = c.uses === null ? 'null' : c.uses.replace(/ \(.*$/, '');
    writeFileSync(
      join(tests, 'ome-sim-test.yaml'),
      `manifests: [${FILE}]\nomeVersion: "${c.release}"\nexpect:\n  - isvc: ${c.isvc}\n    namespace: demo\n    selected: ${selected}\n`,
    );
    const run = await runCli(['test', tests]);
    expect(run.stdout).toMatch(/^PASS /);
    expect(run.code).toBe(0);
  });
});

it('ome-sim test names the real cause when an expected named runtime is not used', async () => {
  const tests = join(dir, 'cause');
  mkdirSync(tests, { recursive: true });
  writeFileSync(
    join(tests, 'ome-sim-test.yaml'),
    `manifests: [${FILE}]\nexpect:\n  - isvc: llama-3-2-3b-instruct\n    namespace: demo\n    selected: srt-llama-3-2-3b-instruct\n`,
  );
  const run = await runCli(['test', tests]);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain(
    'expected srt-llama-3-2-3b-instruct; OME uses none: invalid model specification: modelFormat.name: model format name is required',
  );
});
