/**
 * Output that cannot be turned against its reader: manifests whose names hold newlines, pipes,
 * HTML, mentions, image and link syntax, terminal escapes (ESC, OSC 52, BEL, C1) and spreadsheet
 * formulas, through every command that prints them. The Markdown stays one row per runtime with
 * no live markup, the CSV has no cell a spreadsheet would evaluate (and its numbers stay
 * numbers), and no control character reaches a terminal.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForFile } from '../test-support/temp-dir';
import { runCli } from '../test-support/run-cli';

const dir = tempDirForFile('ome-sim-hostile-');

/** OSC 52 (writes the clipboard), BEL, ESC [ 2 J (clears the screen) and C1 CSI. */
const ESCAPES = '\\e]52;c;aGVsbG8=\\a\\e[2J\\x9b31m';
/** A name that tries everything, in YAML's double-quoted form. */
const HOSTILE = `evil\\n## Owned\\n![pixel](https://evil.example/p.png) [click](https://evil.example) @octo-org/everyone | x </td><b>bold</b> &amp; *em* ${ESCAPES}`;

const MODEL = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: tiny
spec:
  modelFormat: {name: safetensors, version: "1.0.0"}
  modelFramework: {name: transformers, version: "4.51.0"}
  modelParameterSize: 1B
`;
const runtime = (name: string, priority: number) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "${name}"
spec:
  modelSizeRange: {min: 500M, max: 2B}
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: ${priority}
`;
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const before = write('before.yaml', MODEL + runtime('plain', 5));
const after = write(
  'after.yaml',
  `${MODEL}${runtime('plain', 5)}${runtime(HOSTILE, 9)}---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "=HYPERLINK(\\"https://evil.example\\",\\"x\\")"
spec:
  modelSizeRange: {min: 500M, max: 2B}
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0", weight: -5}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: -1
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: 3
      "field${ESCAPES}": 1
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "@SUM(1+1)"
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      priority: "${ESCAPES}"
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "+cmd|' /C calc'!A0"
spec:
  supportedModelFormats:
    - modelFormat: {name: onnx}
`,
);

/** C0 controls but newline, DEL and C1 controls: what must never reach a terminal raw. */
// eslint-disable-next-line no-control-regex -- exactly the characters looked for
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const explain = (...extra: string[]) =>
  runCli(['runtime', 'explain', '--model', 'tiny', '-f', after, ...extra]);

describe('Markdown escapes names (explain -o markdown; runtime diff -o markdown, a PR comment)', () => {
  it('explain: one row per runtime, no heading, image, link, HTML, mention or escape left live', async () => {
    const { stdout } = await explain('-o', 'markdown');
    const lines = stdout.trimEnd().split('\n');
    // A title, a blank line, the header, its rule, and one row per valid runtime (4): no more.
    expect(lines).toHaveLength(8);
    expect(lines.slice(4).every((l) => l.startsWith('| ') && l.endsWith(' |'))).toBe(true);
    const row = lines.find((l) => l.includes('evil'))!;
    expect(row).toContain(
      'evil\\\\n## Owned\\\\n!\\[pixel\\](https://evil.example/p.png) \\[click\\](https://evil.example) @&#8203;octo-org/everyone \\| x \\</td>\\<b>bold\\</b> \\&amp; \\*em\\* \\\\u001b\\]52;c;aGVsbG8=\\\\u0007\\\\u001b\\[2J\\\\u009b31m',
    );
    // Cells: a row splits only at its own pipes (escaped ones are `\|`).
    expect(row.split(/(?<!\\)\|/)).toHaveLength(10);
    expect(stdout).not.toMatch(RAW_CONTROL);
  });

  it('runtime diff: the changed answer names the runtime escaped, in one row', async () => {
    const run = await runCli([
      'runtime',
      'diff',
      '--before',
      before,
      '--after',
      after,
      '-o',
      'markdown',
    ]);
    const rows = run.stdout.split('\n').filter((l) => l.startsWith('| model'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('@&#8203;octo-org/everyone \\| x \\</td>\\<b>bold\\</b>');
    expect(rows[0]).not.toMatch(/(?<!\\)\[|(?<!\\)<|@(?!&#8203;)/);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
  });
});

describe('CSV (-o csv, the app export) has no cell a spreadsheet would evaluate', () => {
  it("prefixes =, +, -, @, TAB and CR cells with ', and leaves numbers, negative ones too, as numbers", async () => {
    const { stdout } = await explain('-o', 'csv');
    const rows = stdout.trimEnd().split('\r\n');
    const hyperlink = rows.find((r) => r.includes('HYPERLINK'))!;
    expect(hyperlink).toMatch(
      /^\d,"'=HYPERLINK\(""https:\/\/evil\.example"",""x""\)",Cluster,Yes,/,
    );
    // The first matching entry's priority and weight are -1: numbers, not formulas.
    expect(hyperlink).toContain('",Cluster,Yes,6,-1,-1,-,');
    expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(RAW_CONTROL);
    expect(rows.find((r) => r.includes('calc'))).toMatch(
      /^-,'\+cmd\|' \/C calc'!A0,Cluster,No,-,-,-,/,
    );
    // No cell starts with a character a spreadsheet evaluates, unless it is a number or "-".
    const cells = rows.flatMap((r) => r.split(',')).map((c) => c.replace(/^"/, ''));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-?\d+$/.test(c) && c !== '-')).toEqual(
      [],
    );
  });
});

describe('no control character reaches the terminal, in any text output', () => {
  it('explain table and its stderr (a diagnostic quoting the value)', async () => {
    // Wide enough not to wrap the name (`--width 0` is kubectl's piped output, byte for byte).
    const run = await explain('--width', '400');
    expect(run.stdout).toContain('\\u001b]52;c;aGVsbG8=\\u0007');
    // The value is quoted as written (YAML's own escapes), never as what it decodes to.
    expect(run.stderr).toContain('priority: expected an integer, got "\\e]52;c;aGVsbG8=\\a');
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('runtime map', async () => {
    const run = await runCli(['runtime', 'map', '--model', 'tiny', '-f', after]);
    expect(run.stdout).toContain('evil\\n## Owned');
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('runtime diff (the table)', async () => {
    const run = await runCli(['runtime', 'diff', '--before', before, '--after', after]);
    expect(run.stdout).toContain('evil\\n## Owned');
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('accelerator explain: the lines, the table, the settings and standard error', async () => {
    const text = `${MODEL}---
apiVersion: ome.io/v1beta1
kind: AcceleratorClass
metadata:
  name: "${HOSTILE}"
spec:
  discovery: {nodeSelector: {"gpu${ESCAPES}": "x${ESCAPES}"}}
  capabilities: {}
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "rt${ESCAPES}"
spec:
  acceleratorRequirements: {acceleratorClasses: ["${HOSTILE}", "missing${ESCAPES}"]}
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata: {name: svc}
spec:
  model: {name: tiny}
  engine: {acceleratorOverride: {acceleratorClass: "${HOSTILE}"}}
  decoder: {acceleratorOverride: {acceleratorClass: "missing${ESCAPES}"}}
`;
    const run = await runCli([
      'accelerator',
      'explain',
      '--isvc',
      'svc',
      '-f',
      write('accel.yaml', text),
    ]);
    expect(run.code).toBe(1); // the decoder's class is missing: OME fails the reconcile
    expect(run.stdout).toContain('engine: evil\\n## Owned');
    expect(run.stdout).toContain('nodeSelector gpu\\u001b]52;c;aGVsbG8=\\u0007');
    expect(run.stderr).toContain('accelerator class missing\\u001b]52;c;aGVsbG8=');
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('lint (text)', async () => {
    const run = await runCli(['lint', '-f', after]);
    expect(run.stdout).toContain('\\u001b]52;c;aGVsbG8=\\u0007');
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('test (text)', async () => {
    const tests = join(dir, 'tests');
    mkdirSync(tests);
    writeFileSync(
      join(tests, 'ome-sim-test.yaml'),
      `manifests: [${write('valid.yaml', MODEL + runtime('plain', 5) + runtime(HOSTILE, 9))}]\nexpect:\n  - model: tiny\n    selected: plain\n`,
    );
    const run = await runCli(['test', tests]);
    expect(run.stdout).toMatch(/^FAIL .*evil\\n## Owned/m);
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROL);
  });
});

describe("no control character from a model's files reaches the terminal", () => {
  it('model inspect and --model-files: notes and errors quoting config.json', async () => {
    const model = join(dir, 'model');
    mkdirSync(model);
    const config = join(model, 'config.json');
    writeFileSync(config, JSON.stringify({ model_type: '\u001b]52;c;aGk=\u0007', hidden_size: 8 }));
    const inspect = await runCli(['model', 'inspect', model]);
    expect(inspect.stderr).toContain('model_type "\\u001b]52;c;aGk=\\u0007" has no loader');
    writeFileSync(config, JSON.stringify({ model_type: 'qwen3', hidden_size: '\u001b[2J' }));
    const filled = await runCli([
      'runtime',
      'explain',
      '--model',
      'tiny',
      '-f',
      before,
      '--model-files',
      `tiny=${model}`,
    ]);
    expect(filled.stderr).toContain('got "\\u001b[2J"');
    expect(inspect.stdout + inspect.stderr + filled.stdout + filled.stderr).not.toMatch(
      RAW_CONTROL,
    );
  });
});
