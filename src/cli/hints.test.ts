/**
 * ome-sim's hint lines after OME's error: the nearest name for one not found, and the model
 * fields OME's model agent fills. In table mode they go only to a terminal (the output stays
 * OME's when captured); the other formats always carry them.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { captureStream } from '../test-support/captured-stream';
import { describe, expect, it } from 'vitest';
import { main } from './main';

const WORKED = readFileSync(new URL('../examples/worked-example.yaml', import.meta.url), 'utf8');
const NO_FORMAT = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: llama-3-1-8b-instruct
spec:
  vendor: meta
`;

/** Runs the CLI on `text` from standard input; `tty`: stderr is a terminal. */
async function run(argv: string[], text: string, tty: boolean) {
  const out = captureStream();
  const err = captureStream();
  const stdin = new PassThrough();
  stdin.end(text);
  const stderr = Object.assign(err.stream, { isTTY: tty });
  const code = await main([...argv, '-f', '-'], { stdin, stdout: out.stream, stderr });
  return { code, stdout: out.text(), stderr: err.text() };
}

const explain = (...rest: string[]) => ['runtime', 'explain', ...rest];

describe('hints after OME’s error', () => {
  it('suggests the nearest model name, to a terminal only in table mode', async () => {
    const argv = explain('--model', 'llama-3-2-3b-Instruct', '-n', 'llama-demo');
    const error = 'error: clusterbasemodels.ome.io "llama-3-2-3b-Instruct" not found\n';
    const hint = 'hint: did you mean model "llama-3-2-3b-instruct"?\n';
    expect(await run(argv, WORKED, false)).toEqual({ code: 1, stdout: '', stderr: error });
    expect(await run(argv, WORKED, true)).toEqual({ code: 1, stdout: '', stderr: error + hint });
    expect((await run([...argv, '-o', 'json'], WORKED, false)).stderr).toBe(error + hint);
  });

  it('prints the model agent hint in table mode, to a terminal', async () => {
    const argv = explain('--model', 'llama-3-1-8b-instruct', '-n', 'llama-demo');
    const text = `${WORKED}\n---\n${NO_FORMAT}`;
    const error =
      'error: invalid model specification: modelFormat.name: model format name is required\n';
    const piped = await run(argv, text, false);
    expect(piped.code).toBe(1);
    expect(piped.stderr.endsWith(error)).toBe(true);
    expect(piped.stderr).not.toContain('hint:');
    const terminal = await run(argv, text, true);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toBe(piped.stdout);
    const hints = terminal.stderr.slice(piped.stderr.length).split('\n');
    expect(terminal.stderr.startsWith(piped.stderr)).toBe(true);
    expect(hints[0]).toMatch(
      /^hint: ClusterBaseModel llama-3-1-8b-instruct has no spec\.modelFormat\. In a cluster, OME's model agent fills/,
    );
    expect(hints).toContain(
      'hint: the runtimes here support modelFormat safetensors 1.0.0, modelFramework transformers 4.45.0.dev0, modelArchitecture LlamaForCausalLM (4 runtimes)',
    );
    expect(hints).toContain(
      "hint: modelParameterSize read from the name: 8B (a guess; check the model's config)",
    );
  });

  it('names a pinned runtime that only another namespace has: OME does not find it either', async () => {
    const text = `${WORKED}
---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: m}
spec:
  modelFormat: {name: safetensors, version: '1.0.0'}
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: chat, namespace: other}
spec:
  model: {name: m}
  runtime: {name: team-llama, kind: ServingRuntime}
`;
    const json = await run(explain('--isvc', 'chat', '-n', 'other', '-o', 'json'), text, false);
    expect(json.stderr).toContain(
      'hint: InferenceService chat names runtime team-llama (spec.runtime.name), which namespace other lacks (a ServingRuntime of that name is in another namespace)\n',
    );
  });

  it('names the runtime an InferenceService pins when the manifests lack it, with the nearest', async () => {
    const isvc = `apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: chat
  namespace: llama-demo
spec:
  model:
    name: llama-3-2-3b-instruct
  runtime:
    name: vllm-lama
`;
    const argv = explain('--isvc', 'chat', '-n', 'llama-demo');
    const text = `${WORKED}\n---\n${isvc}`;
    const piped = await run(argv, text, false);
    expect(piped.stderr).not.toContain('hint:');
    const terminal = await run(argv, text, true);
    expect(terminal.stdout).toBe(piped.stdout);
    expect(terminal.stderr).toBe(
      piped.stderr +
        'hint: InferenceService chat names runtime vllm-lama (spec.runtime.name), which the manifests lack; did you mean runtime "vllm-llama"?\n',
    );
  });
});
