/**
 * `ome-sim lint` as a user runs it: findings with file, line and column relative to the working
 * directory, exit codes as ESLint's, `-R`, and SARIF that the SARIF 2.1.0 schema accepts
 * (validated offline with ajv against the vendored schema, testdata/sarif).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintIn as lint, validSarif } from '../../test-support/lint-cli';

const entry = (priority: number, name = 'llama') => `
    - name: ${name}
      modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.50.0"}
      modelArchitecture: LlamaForCausalLM
      autoSelect: true
      priority: ${priority}`;
const runtime = (name: string, range: string, entries: string) =>
  `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}
spec:
  modelSizeRange: ${range}
  supportedModelFormats:${entries}
`;
const MODEL = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: llama-8b
spec:
  modelFormat: {name: safetensors, version: "1.0.0"}
  modelFramework: {name: transformers, version: "4.50.0"}
  modelArchitecture: LlamaForCausalLM
  modelParameterSize: 8B
`;

describe('ome-sim lint', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ome-sim-lint-'));
    mkdirSync(join(dir, 'clean/runtimes/sub'), { recursive: true });
    writeFileSync(join(dir, 'clean/model.yaml'), MODEL);
    writeFileSync(
      join(dir, 'clean/runtimes/small.yaml'),
      runtime('small', '{min: 1B, max: 13B}', entry(1)),
    );
    writeFileSync(
      join(dir, 'clean/runtimes/sub/large.yaml'),
      runtime('large', '{min: 30B, max: 80B}', entry(1)),
    );
    writeFileSync(
      join(dir, 'unsized.yaml'),
      runtime('small', '{min: 1B, max: 13B}', entry(1)) +
        '---\n' +
        MODEL.replace('  modelParameterSize: 8B\n', ''),
    );
    mkdirSync(join(dir, 'bad'));
    writeFileSync(
      join(dir, 'bad/conflict.yaml'),
      runtime('conflict', '{min: 1B, max: 13B}', entry(1) + entry(2)) + '---\n' + MODEL,
    );
    writeFileSync(
      join(dir, 'bad/tie.yaml'),
      [
        runtime('a', '{min: 1B, max: 13B}', entry(1)),
        runtime('b', '{min: 1B, max: 13B}', entry(1)),
        MODEL,
      ].join('---\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads AcceleratorClasses from folders and kubectl Lists with -R', async () => {
    mkdirSync(join(dir, 'accelerators/classes'), { recursive: true });
    const item = (name: string) =>
      `- apiVersion: ome.io/v1beta1\n  kind: AcceleratorClass\n  metadata: {name: ${name}}\n  spec: {discovery: {nodeSelector: {gpu: ${name}}}, capabilities: {}}\n`;
    writeFileSync(
      join(dir, 'accelerators/classes/list.yaml'),
      `apiVersion: v1\nkind: List\nitems:\n${item('h100')}${item('a100')}`,
    );
    writeFileSync(
      join(dir, 'accelerators/runtime.yaml'),
      runtime('small', '{min: 1B, max: 13B}', entry(1)).replace(
        'spec:\n',
        'spec:\n  acceleratorRequirements: {acceleratorClasses: [h100, b200]}\n',
      ),
    );
    const result = await lint(['-f', 'accelerators', '-R', '-o', 'json'], dir);
    const findings = JSON.parse(result.stdout).findings as { rule: string; message: string }[];
    expect(findings.filter((f) => f.rule.startsWith('accelerator'))).toEqual([
      expect.objectContaining({
        rule: 'accelerator-class-undefined',
        message: expect.stringContaining('b200, which no AcceleratorClass defines'),
      }),
    ]);
  });

  it('is quiet and exits 0 on a clean catalog read recursively', async () => {
    const result = await lint(['-f', 'clean', '-R'], dir);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('reads -R=false as kubectl does: not recursive', async () => {
    const result = await lint(['-f', 'clean', '-R', '-R=false', '-o', 'json'], dir);
    expect(JSON.parse(result.stdout).findings.map((f: { rule: string }) => f.rule)).toEqual([
      'unserved-model',
    ]);
  });

  it('reads only the top folder without -R, as kubectl does', async () => {
    const result = await lint(['-f', 'clean', '-o', 'json'], dir);
    // The model alone: no runtime serves it.
    expect(JSON.parse(result.stdout).findings.map((f: { rule: string }) => f.rule)).toEqual([
      'unserved-model',
    ]);
  });

  it('exits 1 on an error, with the rule, file, line and column', async () => {
    const result = await lint(['-f', 'bad/conflict.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bad/conflict.yaml\n');
    expect(result.stdout).toMatch(
      / {2}14:7 +error +The admission webhook would reject this runtime: .* webhook-priority-conflict\n/,
    );
    expect(result.stdout).toContain('1 problem (1 error, 0 warnings, 0 infos)');
  });

  it('counts warnings against --max-warnings', async () => {
    const unlimited = await lint(['-f', 'bad/tie.yaml'], dir);
    expect(unlimited.code).toBe(0);
    expect(unlimited.stdout).toContain('warning');
    const warnings = (unlimited.stdout.match(/ warning /g) ?? []).length;
    expect((await lint(['-f', 'bad/tie.yaml', '--max-warnings', String(warnings)], dir)).code).toBe(
      0,
    );
    const over = await lint(['-f', 'bad/tie.yaml', '--max-warnings', String(warnings - 1)], dir);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      `error: ${warnings} warnings, more than --max-warnings ${warnings - 1}\n`,
    );
  });

  it('writes SARIF 2.1.0 that the schema accepts, with paths relative to the working directory', async () => {
    const result = await lint(['-f', 'bad', '-o', 'sarif'], dir);
    expect(validSarif(result.stdout)).toEqual([]);
    // The validator does refuse a log that is not SARIF (a run without its tool).
    expect(validSarif('{"version": "2.1.0", "runs": [{"results": []}]}')).not.toEqual([]);
    const log = JSON.parse(result.stdout);
    const run = log.runs[0];
    expect(run.tool.driver.rules.length).toBeGreaterThan(20);
    for (const rule of run.tool.driver.rules) expect(rule.help.text.length).toBeGreaterThan(10);
    const conflict = run.results.find(
      (r: { ruleId: string }) => r.ruleId === 'webhook-priority-conflict',
    );
    expect(conflict.level).toBe('error');
    expect(conflict.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'bad/conflict.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 14, startColumn: 7 },
    });
    expect(run.tool.driver.rules[conflict.ruleIndex].id).toBe('webhook-priority-conflict');
  });

  it('shows a file outside the working directory by its absolute path, as ESLint does', async () => {
    const inside = join(dir, 'bad');
    const text = await lint(['-f', join(dir, 'bad', 'conflict.yaml')], inside);
    expect(text.stdout.startsWith('conflict.yaml\n  14:7 ')).toBe(true);
    const outside = await lint(['-f', join(dir, 'bad', 'conflict.yaml')], join(dir, 'clean'));
    const absolute = join(dir, 'bad', 'conflict.yaml').split(sep).join('/');
    expect(outside.stdout.startsWith(`${absolute}\n  14:7 `)).toBe(true);
    const sarif = await lint(['-f', absolute, '-o', 'sarif'], join(dir, 'clean'));
    expect(validSarif(sarif.stdout)).toEqual([]);
    const located = JSON.parse(sarif.stdout).runs[0].results[0].locations[0].physicalLocation;
    expect(located.artifactLocation).toEqual({ uri: `file://${encodeURI(absolute)}` });
  });

  it('gives its usage, and refuses what it does not know with exit code 2, as ESLint', async () => {
    expect((await lint(['--help'], dir)).stdout).toContain('ome-sim lint -f PATH');
    expect(await lint([], dir)).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('-f PATH'),
    });
    expect(await lint(['-f', 'x', '-o', 'xml'], dir)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown output format "xml"'),
    });
    for (const max of ['many', '', '0x10', '1.5', '-2', ' 3'])
      expect(await lint(['-f', 'x', `--max-warnings=${max}`], dir)).toMatchObject({
        code: 2,
        stderr: `error: invalid --max-warnings "${max}"; expected a whole number (-1 for no limit)\n`,
      });
    // -R with a value it cannot take is refused, not read as "not recursive".
    expect(await lint(['-f', 'clean', '-R=maybe'], dir)).toMatchObject({
      code: 2,
      stderr: 'error: flag -R takes true or false, or no value (got "maybe")\n',
    });
    expect(await lint(['-f', 'missing.yaml'], dir)).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('does not exist'),
    });
  });

  it('counts no infos against --max-warnings 0', async () => {
    const result = await lint(['-f', 'unsized.yaml', '--max-warnings', '0', '-o', 'json'], dir);
    expect(JSON.parse(result.stdout)).toMatchObject({ errors: 0, warnings: 0, infos: 1 });
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  it('reads standard input', async () => {
    const result = await lint(
      ['-f', '-', '-o', 'json'],
      dir,
      runtime('conflict', '{min: 1B, max: 13B}', entry(1) + entry(2)),
    );
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).findings[0]).toMatchObject({
      source: '<stdin>',
      rule: 'webhook-priority-conflict',
    });
  });
});
