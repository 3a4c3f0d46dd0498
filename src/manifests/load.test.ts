/**
 * The manifests loader against broken and hostile input: every problem gets a diagnostic with
 * document, line and field, nothing throws, and valid documents beside a bad one are kept.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticText } from './diagnostic-text';
import { createManifestCache, loadManifests } from './load';
import { setEntryPriorityEdit, applyEdit } from './edit';

const RUNTIME = (name: string, extra = '') => `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors}
      modelFramework: {name: transformers}
      autoSelect: true${extra}
`;

const load = (text: string) => loadManifests([{ name: 'input.yaml', text }]);
const messages = (text: string) => load(text).diagnostics.map(diagnosticText);

describe('loadManifests: broken input', () => {
  it.each([
    [
      'priority: "3"',
      'spec.supportedModelFormats[0].priority: expected an integer, got "3" (a quoted string; write 3 without quotes)',
    ],
    ['priority: high', 'spec.supportedModelFormats[0].priority: expected an integer, got high'],
    [
      'priority: 1.5',
      'spec.supportedModelFormats[0].priority: expected an integer, got 1.5 (not a whole number)',
    ],
    [
      'priority: 4294967296',
      'spec.supportedModelFormats[0].priority: expected an integer, got 4294967296 (outside the int32 range)',
    ],
  ])('rejects %s with its path and line', (field, message) => {
    const result = load(RUNTIME('good') + '---\n' + RUNTIME('bad', `\n      ${field}`));
    expect(result.runtimes.map((r) => r.object.name)).toEqual(['good']);
    expect(result.diagnostics.map(diagnosticText)).toEqual([
      `input.yaml: document 2, line 20: ${message}`,
    ]);
  });

  it('rejects a wrong-typed weight and modelSizeRange', () => {
    const text =
      RUNTIME('a').replace('{name: safetensors}', '{name: safetensors, weight: 1.5}') +
      '  modelSizeRange: 7B\n';
    expect(messages(text)).toEqual([
      'input.yaml: document 1, line 7: spec.supportedModelFormats[0].modelFormat.weight: expected an integer, got 1.5 (not a whole number)',
      'input.yaml: document 1, line 10: spec.modelSizeRange: expected a mapping (key: value lines), got 7B',
    ]);
  });

  it('explains an unquoted version that YAML reads as a number', () => {
    expect(
      messages(RUNTIME('a').replace('{name: safetensors}', '{name: safetensors, version: 1.10}')),
    ).toEqual([
      "input.yaml: document 1, line 7: spec.supportedModelFormats[0].modelFormat.version: expected a string, got 1.10 (YAML reads 1.10 as a number: quote it, '1.10')",
    ]);
  });

  it('reports syntax errors, tabs and duplicate keys with their line and keeps the other documents', () => {
    const text = `${RUNTIME('ok')}---\nkind: ClusterServingRuntime\nmetadata:\n\tname: tabbed\n---\nkind: BaseModel\nkind: ClusterBaseModel\nmetadata: {name: dup}\n`;
    const result = load(text);
    expect(result.runtimes.map((r) => r.object.name)).toEqual(['ok']);
    const lines = result.diagnostics.map((d) => [d.document, d.code, d.span?.start.line]);
    expect(lines).toContainEqual([2, 'yaml-syntax', 13]);
    expect(lines).toContainEqual([3, 'yaml-duplicate-key', 16]);
  });

  it('notes unknown kinds, and reports documents without kind, scalars and empty documents sensibly', () => {
    const result = load(
      `kind: ConfigMap\nmetadata: {name: x}\n---\nmetadata: {name: y}\n---\njust a string\n---\n---\n${RUNTIME('ok')}`,
    );
    expect(result.runtimes).toHaveLength(1);
    expect(result.diagnostics.map((d) => [d.document, d.severity, d.code])).toEqual([
      [1, 'warning', 'unknown-kind'],
      [2, 'error', 'missing-kind'],
      [3, 'error', 'not-an-object'],
    ]);
  });

  it('unpacks kubectl Lists and names items in messages', () => {
    const text = `apiVersion: v1\nkind: List\nitems:\n- ${RUNTIME('a').trim().split('\n').join('\n  ')}\n- kind: ClusterServingRuntime\n  metadata: {name: b}\n  spec: {disabled: maybe}\n`;
    const result = load(text);
    expect(result.runtimes.map((r) => r.object.name)).toEqual(['a']);
    expect(result.diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 1, items[1], line 15: spec.disabled: expected true or false, got maybe',
    ]);
  });

  it('refuses an alias bomb without expanding it', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)}]`,
      );
    const text = `kind: ClusterServingRuntime\nmetadata:\n  name: bomb\n  annotations: {}\n${bomb.map((l) => `x-${l}`).join('\n')}\nspec:\n  supportedModelFormats: *l\n`;
    const result = load(text.replace('x-l:', 'l:'));
    // The selection fields are read through the alias once: no expansion of the 9^12 elements.
    expect(result.diagnostics.some((d) => d.path.startsWith('spec.supportedModelFormats'))).toBe(
      true,
    );
  });

  it('refuses deep nesting with a message instead of overflowing the stack', () => {
    const text = `kind: ClusterServingRuntime\nmetadata: {name: deep}\nspec: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    expect(load(text).diagnostics.map((d) => d.code)).toEqual(['yaml-too-complex']);
  });

  it('keeps HTML in names as plain text', () => {
    const result = load(RUNTIME('"<img src=x onerror=alert(1)>"'));
    expect(result.runtimes[0]?.object.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('applies CRD defaults only where the field is absent, and records them', () => {
    const entry = load(
      RUNTIME('a').replace('{name: safetensors}', '{name: safetensors, weight: 0}'),
    ).runtimes[0]!.object.supportedModelFormats[0]!;
    expect(entry.modelFormat).toEqual({
      name: 'safetensors',
      version: null,
      operator: 'Equal',
      weight: 0,
    });
    expect(entry.modelFramework).toEqual({
      name: 'transformers',
      version: null,
      operator: 'Equal',
      weight: 1,
    });
    expect(entry.defaulted).toEqual([
      'modelFormat.operator',
      'modelFramework.weight',
      'modelFramework.operator',
    ]);
    expect(entry.priority).toBeNull();
    expect(entry.autoSelect).toBe(true);
  });
});

describe('setEntryPriorityEdit', () => {
  it('replaces only the priority value, keeping comments', () => {
    const text = RUNTIME('a', '\n      priority: 3 # keep me');
    const set = load(text);
    const edited = applyEdit(
      text,
      setEntryPriorityEdit(text, set.runtimes[0]!.origin.entries[0]!, 12)!,
    );
    expect(edited).toBe(text.replace('priority: 3 # keep me', 'priority: 12 # keep me'));
  });

  it('adds a priority line to a block entry and inside a flow entry', () => {
    const block = RUNTIME('a');
    const edit = setEntryPriorityEdit(block, load(block).runtimes[0]!.origin.entries[0]!, 2)!;
    expect(applyEdit(block, edit)).toBe(
      block.replace('autoSelect: true', 'autoSelect: true\n      priority: 2'),
    );
    const flow =
      'kind: ClusterServingRuntime\nmetadata: {name: f}\nspec:\n  supportedModelFormats:\n    - {modelFormat: {name: x}, autoSelect: true}\n';
    const flowEdit = setEntryPriorityEdit(flow, load(flow).runtimes[0]!.origin.entries[0]!, 5)!;
    expect(applyEdit(flow, flowEdit)).toBe(
      flow.replace('autoSelect: true}', 'autoSelect: true, priority: 5}'),
    );
  });
});

describe('incremental loading', () => {
  const text = `# a cluster export\n---\n${RUNTIME('a')}---\n${RUNTIME('b')}---\n${RUNTIME('c', '\n      priority: oops')}`;

  it('numbers documents and lines as a whole-file parse would', () => {
    const result = load(text);
    expect(
      result.runtimes.map((r) => [r.object.name, r.origin.document, r.origin.span?.start.line]),
    ).toEqual([
      ['a', 1, 3],
      ['b', 2, 13],
    ]);
    expect(result.diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 3, line 32: spec.supportedModelFormats[0].priority: expected an integer, got oops',
    ]);
  });

  it('re-decodes only the documents whose text changed', () => {
    const cache = createManifestCache();
    const first = loadManifests([{ name: 'input.yaml', text }], {}, cache);
    const edited = text.replace('name: b', 'name: b2');
    const second = loadManifests([{ name: 'input.yaml', text: edited }], {}, cache);
    const byName = (set: typeof first, name: string) =>
      set.runtimes.find((r) => r.object.name === name)?.object;
    expect(byName(second, 'a')).toBe(byName(first, 'a'));
    expect(byName(second, 'b2')).toBeDefined();
    expect(second.diagnostics).toHaveLength(1);
    // Inserting a document earlier moves the later ones' numbers and lines, from the cache.
    const inserted = loadManifests(
      [{ name: 'input.yaml', text: `${RUNTIME('z')}---\n${edited}` }],
      {},
      cache,
    );
    const a = inserted.runtimes.find((r) => r.object.name === 'a')!;
    expect(a.object).toBe(byName(first, 'a'));
    // z is document 1; the comment after its `---` is an empty document 2.
    expect([a.origin.document, a.origin.span?.start.line]).toEqual([3, 13]);
  });
});

describe('deep block nesting', () => {
  it('is refused with a message, not a stack overflow', () => {
    const lines = ['kind: ClusterServingRuntime', 'metadata: {name: deep}', 'spec:'];
    for (let depth = 1; depth <= 3000; depth++) lines.push(`${' '.repeat(depth)}k${depth}:`);
    const diagnostics = loadManifests([{ name: 'deep.yaml', text: lines.join('\n') }]).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['yaml-too-complex', 'nesting too deep to parse; refused (a manifest is never this deep)'],
    ]);
  });
});
