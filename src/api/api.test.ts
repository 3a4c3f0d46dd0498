/**
 * The public API answers as the CLI does: every golden transcript of `runtime explain` and
 * `runtime diff` (scenarios/golden, listed in test-support/golden-cases.ts) comes out of
 * explainText and diffText byte for byte, explain gives the `-o json` document, lint and
 * lintText what `ome-sim lint` prints, with every option. (`ome-sim test` reads its files by path and has no library surface.)
 * The surface itself is pinned by api/ome-sim.api.md.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';
import { parseDiffArgs } from '../cli/diff/args';
import { parseExplainArgs } from '../cli/explain/explain-args';
import { parseAcceleratorArgs } from '../cli/accelerator/accelerator-args';
import { parseLintArgs } from '../cli/lint/lint-args';
import {
  ACCELERATOR_GOLDENS,
  DIFF_GOLDENS,
  diffSides,
  EXPLAIN_GOLDENS,
  goldenParts,
  scenarioManifests,
} from '../test-support/golden-cases';
import {
  diff,
  diffText,
  explain,
  explainAccelerator,
  explainAcceleratorText,
  explainText,
  lint,
  lintReport,
  lintText,
  loadManifests,
  renderDiff,
  renderLint,
  resolveOmeRelease,
  type ExplainTextOptions,
  type Question,
} from '.';

const manifestsOf = scenarioManifests;

/** A golden case's question and options, read by the CLI's own argument parser. */
function asApiCall(args: readonly string[]): { question: Question; options: ExplainTextOptions } {
  const parsed = parseExplainArgs([...args, '-f', 'x']);
  if (parsed.kind !== 'explain') throw new Error(`not explain arguments: ${args.join(' ')}`);
  const { question, output, width, withEffective, omeRelease } = parsed.args;
  return {
    question,
    options: {
      output,
      withEffective,
      omeRelease: omeRelease.written,
      ...(width === null ? {} : { width }),
    },
  };
}

describe('explainText prints what ome-sim runtime explain prints: every golden transcript', () => {
  it.each(EXPLAIN_GOLDENS)('$name', ({ name, scenario, args }) => {
    // The golden files name the manifests `<case>.yaml`.
    const manifests = loadManifests([{ name: `${name}.yaml`, text: manifestsOf(scenario) }]);
    const { question, options } = asApiCall(args);
    expect(explainText(manifests, question, options)).toEqual(goldenParts(name));
  });
});

describe('explain gives the -o json document', () => {
  const dir = tempDirForFile('ome-sim-api-');
  it.each(EXPLAIN_GOLDENS.filter((c) => !c.args.includes('-o')))(
    '$name',
    async ({ name, scenario, args }) => {
      const { question, options } = asApiCall(args);
      const file = join(dir, `${name}.yaml`);
      writeFileSync(file, manifestsOf(scenario));
      const cli = await runCli([
        'runtime',
        'explain',
        question.kind === 'model' ? '--model' : '--isvc',
        question.name,
        '-n',
        question.namespace,
        ...(options.omeRelease === undefined ? [] : ['--ome-version', options.omeRelease]),
        '-o',
        'json',
        '-f',
        file,
      ]);
      const answer = explain(
        loadManifests([{ name: file, text: manifestsOf(scenario) }]),
        question,
        {
          ...(options.omeRelease === undefined ? {} : { omeRelease: options.omeRelease }),
        },
      );
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(answer.explanation).toEqual(JSON.parse(cli.stdout));
    },
  );

  it('the worked example: team-llama, in the table order', () => {
    const manifests = loadManifests([
      { name: 'worked-example.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const answer = explain(manifests, {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    });
    expect(answer.ok && answer.explanation.selected).toEqual({
      name: 'team-llama',
      scope: 'Namespaced',
    });
    expect(answer.ok && answer.explanation.rows.map((row) => row.runtime)).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
    ]);
  });

  it('objects say where they were written; a copy without one runtime ranks without it', () => {
    const manifests = loadManifests([
      { name: 'worked-example.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const team = manifests.runtimes.find((r) => r.object.name === 'team-llama')!;
    expect(team.origin.source).toBe('worked-example.yaml');
    expect(team.origin.span?.start.line).toBeGreaterThan(1);
    const question: Question = {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    };
    const without = { ...manifests, runtimes: manifests.runtimes.filter((r) => r !== team) };
    const answer = explain(without, question);
    expect(answer.ok && answer.explanation.selected).toEqual({
      name: 'vllm-llama',
      scope: 'Cluster',
    });
  });

  it('a name that does not resolve is an error with kubectl words, not an exception', () => {
    const manifests = loadManifests([{ name: 'empty.yaml', text: '' }]);
    expect(explain(manifests, { kind: 'model', name: 'nope', namespace: 'default' })).toEqual({
      ok: false,
      error: {
        code: 'model-not-found',
        name: 'nope',
        message: 'clusterbasemodels.ome.io "nope" not found',
      },
    });
  });

  it('a release newer than known is noted; one that is no release throws the CLI message', () => {
    const manifests = loadManifests([
      { name: 'w.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const question: Question = {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    };
    const newer = explain(manifests, question, { omeRelease: '1.9.0' });
    expect(newer.ok && newer.explanation.notes).toEqual([
      `note: ${(resolveOmeRelease('1.9.0') as { note: string }).note}`,
    ]);
    expect(newer.ok && newer.explanation.omeRelease).toBe('1.9.0');
    expect(() => explain(manifests, question, { omeRelease: 'banana' })).toThrow(
      new RangeError((resolveOmeRelease('banana') as { error: string }).error),
    );
  });
});

/** An accelerator golden's InferenceService and options, read by the CLI's own parser. */
function asAcceleratorCall(args: readonly string[]) {
  const parsed = parseAcceleratorArgs(['explain', ...args, '-f', 'x']);
  if (parsed.kind !== 'explain') throw new Error(`not accelerator arguments: ${args.join(' ')}`);
  const { isvc, output, omeRelease } = parsed.args;
  return {
    isvc: { name: isvc.name, ...(isvc.namespace === null ? {} : { namespace: isvc.namespace }) },
    options: { output, omeRelease: omeRelease.written },
  };
}

describe('explainAcceleratorText prints what ome-sim accelerator explain prints: every golden', () => {
  it.each(ACCELERATOR_GOLDENS)('$name', ({ name, scenario, args }) => {
    const manifests = loadManifests([{ name: `${name}.yaml`, text: manifestsOf(scenario) }]);
    const { isvc, options } = asAcceleratorCall(args);
    expect(explainAcceleratorText(manifests, isvc, options)).toEqual(goldenParts(name));
  });
});

describe('explainAccelerator gives the -o json document', () => {
  it.each(ACCELERATOR_GOLDENS.filter((c) => c.args.includes('json')))(
    '$name',
    ({ name, scenario, args }) => {
      const manifests = loadManifests([{ name: `${name}.yaml`, text: manifestsOf(scenario) }]);
      const { isvc, options } = asAcceleratorCall(args);
      const answer = explainAccelerator(manifests, isvc, { omeRelease: options.omeRelease });
      const document = JSON.parse(goldenParts(name).stdout) as { error: string | null };
      if (document.error === null) expect(answer).toEqual({ ok: true, explanation: document });
      else expect(answer.ok === false && answer.error.message).toBe(document.error);
    },
  );

  it('the engine on the class BestFit picks, with the entry settings OME applies', () => {
    const manifests = loadManifests([
      { name: 'picked.yaml', text: manifestsOf('accelerator/explain/picked.yaml') },
    ]);
    const answer = explainAccelerator(manifests, { name: 'llama-chat', namespace: 'team-a' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const [engine] = answer.explanation.components;
    expect(engine?.acceleratorClass).toBe('nvidia-a100-40gb');
    expect(engine?.policy).toEqual({ name: 'BestFit', source: 'service' });
    expect(engine?.settings?.applied.map((s) => s.text)).toContain('tensor parallel size 8');
    // The same decision rides in runtime explain's document.
    const ranked = explain(manifests, { kind: 'isvc', name: 'llama-chat', namespace: 'team-a' });
    expect(ranked.ok && ranked.explanation.accelerator?.components).toEqual(
      answer.explanation.components,
    );
  });

  it('a copy of the manifests without the classes decides without them', () => {
    const manifests = loadManifests([
      { name: 'picked.yaml', text: manifestsOf('accelerator/explain/picked.yaml') },
    ]);
    const without = { ...manifests, acceleratorClasses: [] };
    const answer = explainAccelerator(without, { name: 'llama-chat', namespace: 'team-a' });
    expect(answer.ok && answer.explanation.components[0]?.outcome).toBe('candidate-missing');
  });

  it('an InferenceService without spec.model is an error that says why, not runtime explain advice', () => {
    const manifests = loadManifests([
      {
        name: 'x.yaml',
        text: 'apiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata: {name: svc}\nspec: {engine: {}}\n',
      },
    ]);
    const answer = explainAccelerator(manifests, { name: 'svc' });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'isvc-without-model',
        name: 'svc',
        message:
          'InferenceService "svc" has no spec.model: OME selects no runtime for it, so no component gets an accelerator class',
      },
    });
  });
});

describe('diffText and renderDiff print what ome-sim runtime diff prints: every golden', () => {
  it.each(DIFF_GOLDENS)('$name', async ({ name, scenario, args }) => {
    const sides = diffSides(scenario);
    const before = [{ name: 'before.yaml', text: sides.before }];
    const after = [{ name: 'after.yaml', text: sides.after }];
    const parsed = parseDiffArgs(['--before', 'b', '--after', 'a', ...args]);
    if (parsed.kind !== 'diff') throw new Error(`not diff arguments: ${args.join(' ')}`);
    const { output, exitCode, always } = parsed.args;
    expect(await diffText(before, after, { output, exitCode, always })).toEqual(goldenParts(name));
    const result = diff(before, after);
    expect(renderDiff(result, output)).toBe(goldenParts(name).stdout);
    expect(result.diagnostics).toEqual({ before: [], after: [] });
  });
});

describe('lint gives what ome-sim lint prints', () => {
  const dir = tempDirForFile('ome-sim-api-lint-');
  it.each(['catch-all', 'duplicate-object', 'admission', 'unknown-field', 'clean'])(
    'scenarios/lint/%s.yaml',
    async (name) => {
      const file = join(dir, `${name}.yaml`);
      const text = manifestsOf(`lint/${name}.yaml`);
      writeFileSync(file, text);
      // The CLI shows a file outside the working directory (this temp one) by its absolute path;
      // the API keeps the names it is given.
      const source = { name: file, text };
      const findings = lint(loadManifests([source]), [source]);
      for (const output of ['json', 'sarif', 'text'] as const) {
        const cli = await runCli(['lint', '-f', file, '-o', output]);
        expect(renderLint(findings, output), output).toBe(cli.stdout);
      }
      if (name !== 'clean') expect(findings.length).toBeGreaterThan(0);
    },
  );
});

describe('lintText prints what ome-sim lint prints, with every option', () => {
  const dir = tempDirForFile('ome-sim-api-lint-text-');
  const cases: readonly [string, readonly string[]][] = [
    ['admission', []],
    ['admission', ['--quiet']],
    ['admission', ['--rule', 'webhook-priority-conflict=off', '-o', 'json']],
    ['catch-all', ['--max-warnings', '0', '-o', 'sarif']],
    ['catch-all', ['--rule=catch-all=off', '--rule', 'overlap=off', '--max-warnings', '0']],
    ['namespaces', ['-o', 'json']],
    ['lint-ignore', ['--ome-version', 'v1.2.2']],
  ];
  it.each(cases)('scenarios/lint/%s.yaml %j', async (name, flags) => {
    const file = join(dir, `${name}.yaml`);
    const text = manifestsOf(`lint/${name}.yaml`);
    writeFileSync(file, text);
    const parsed = parseLintArgs([...flags, '-f', file]);
    if (parsed.kind !== 'lint') throw new Error(`not lint arguments: ${flags.join(' ')}`);
    const { output, maxWarnings, off, quiet, omeRelease } = parsed.args;
    const source = { name: file, text };
    const api = lintText(loadManifests([source]), [source], {
      output,
      maxWarnings,
      off,
      quiet,
      omeRelease: omeRelease.written,
    });
    const cli = await runCli(['lint', ...flags, '-f', file]);
    expect(api).toEqual({ stdout: cli.stdout, stderr: cli.stderr, exitCode: cli.code });
    expect(cli.stdout).not.toBe('');
  });

  it('lintReport says what could not be checked, as the CLI does', async () => {
    const text = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: unfilled}
spec: {storage: {storageUri: 'hf://org/unfilled'}}
`;
    const file = join(dir, 'unfilled.yaml');
    writeFileSync(file, text);
    const source = { name: file, text };
    const report = lintReport(loadManifests([source]), [source]);
    expect(report.notChecked).toEqual([
      expect.objectContaining({
        kind: 'model',
        reason: 'no-model-format',
        objects: ['ClusterBaseModel/unfilled'],
      }),
    ]);
    const cli = await runCli(['lint', '-f', file, '-o', 'sarif']);
    expect(renderLint(report.findings, 'sarif', undefined, report.notChecked)).toBe(cli.stdout);
  });
});
