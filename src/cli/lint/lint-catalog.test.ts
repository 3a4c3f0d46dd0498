/**
 * `ome-sim lint` on OME's own catalog (../shared/data/ome-catalog, a tarball of OME's
 * config/runtimes and config/models at one commit; see its README). The defects named
 * are reported with their files and lines: the four runtime names defined twice, the runtime
 * without a range that takes the Qwen2.5 32B/72B models, Llama-4 Scout getting the Maverick FP8
 * runtime and gpt-oss-20b getting the 120B gRPC one. Runs only where the shared data is.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../test-support/run-cli';
import type { LintFinding } from '../../lint';
import { captureStream } from '../../test-support/captured-stream';
import { describeWithCatalog, unpackCatalog } from '../../test-support/ome-catalog';

describeWithCatalog("ome-sim lint on OME's catalog", () => {
  let dir: string;
  let remove = () => {};
  let findings: LintFinding[];
  let code: number;
  beforeAll(async () => {
    ({ root: dir, remove } = unpackCatalog());
    const { runLint } = await import('./run-lint');
    const { PassThrough } = await import('node:stream');
    const sink = captureStream();
    code = await runLint(['-f', 'config', '-R', '-o', 'json'], {
      stdin: new PassThrough(),
      stdout: sink.stream,
      stderr: sink.stream,
      cwd: dir,
    });
    findings = JSON.parse(sink.text()).findings;
  }, 60_000);
  afterAll(() => remove());

  const at = (rule: string) =>
    findings
      .filter((f) => f.rule === rule)
      .map((f) => `${f.source}:${f.line}:${f.column} ${f.object ?? ''}`);

  it('reports the four runtime names defined twice, at the definition kubectl keeps', () => {
    expect(at('duplicate-object')).toEqual([
      'config/runtimes/srt/Qwen/qwen2-5-32b-instruct-rt.yaml:4:9 ',
      'config/runtimes/srt/Qwen/qwen3-embedding-0-6b-rt.yaml:4:9 ',
      'config/runtimes/srt/mixtral-8x7b-instruct-rt.yaml:4:9 ',
      'config/runtimes/srt/unsloth/llama-3-2-11b-vision-instruct-rt.yaml:4:9 ',
    ]);
    const qwen = findings.find((f) => f.rule === 'duplicate-object')!;
    expect(qwen.message).toContain(
      'srt-qwen2-5-32b-instruct is defined again (first in config/runtimes/srt/Qwen/Qwen2.5-32B-Instruct-rt.yaml',
    );
  });

  it('names the runtime without a range that takes the Qwen2.5 32B and 72B models', () => {
    expect(at('catch-all')).toEqual([
      'config/runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml:4:9 ClusterServingRuntime/srt-deepseek-r1-distill-qwen-14b',
    ]);
    const message = findings.find((f) => f.rule === 'catch-all')!.message;
    for (const taken of [
      'qwen2-5-32b-instruct (32B)',
      'qwen2-5-72b-instruct (72B)',
      'qwen2-5-coder-32b-instruct (32B)',
      'from srt-qwen2-5-72b-instruct',
    ])
      expect(message).toContain(taken);
  });

  it('reports the Llama-4 Scout and gpt-oss-20b picks as ties decided by name, on the models', () => {
    const tie = (file: string) =>
      findings.find((f) => f.rule === 'ambiguous-tie' && f.source === file);
    expect(tie('config/models/meta/Llama-4-Scout-17B-16E-Instruct.yaml')).toMatchObject({
      line: 4,
      column: 9,
      object: 'ClusterBaseModel/llama-4-scout-17b-16e-instruct',
      message: expect.stringContaining(
        'gets srt-llama-4-maverick-17b-128e-instruct-fp8, which ties srt-llama-4-scout-17b-16e-instruct',
      ),
    });
    expect(tie('config/models/openai/gpt-oss-20b.yaml')).toMatchObject({
      line: 4,
      object: 'ClusterBaseModel/gpt-oss-20b',
      message: expect.stringContaining('gets srt-gpt-oss-120b-grpc'),
    });
  });

  it('exits 0 (warnings only) unless --max-warnings is exceeded', async () => {
    expect(code).toBe(0);
    expect(findings.some((f) => f.severity === 'error')).toBe(false);
    const limited = await runCli(['lint', '-f', join(dir, 'config'), '-R', '--max-warnings', '0']);
    expect(limited.code).toBe(1);
    expect(limited.stderr).toMatch(/^error: \d+ warnings, more than --max-warnings 0\n$/);
  });
});
