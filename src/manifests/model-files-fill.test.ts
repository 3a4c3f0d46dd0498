/** fillModelFields: the agent's fields written where the model's spec lacks them, and only there. */
import { describe, expect, it } from 'vitest';
import { fillModelFields } from './model-files-fill';

const values = {
  format: { name: 'safetensors', version: '1.0.0' },
  framework: { name: 'transformers', version: '4.51.0' },
  architecture: 'Qwen3ForCausalLM',
  parameterSize: '8.19B',
  quantization: 'fp8',
  comment: 'filled from q/config.json',
};

const model = (name: string, spec: string) =>
  `apiVersion: ome.io/v1beta1\nkind: ClusterBaseModel\nmetadata:\n  name: ${name}\nspec:\n${spec}`;

describe('fillModelFields', () => {
  it('adds the missing fields with the comment, keeps what is written, touches no other model', () => {
    const text = `${model('q', '  modelArchitecture: Custom   # mine\n  storage:\n    storageUri: hf://x\n')}---\n${model('other', '  vendor: x\n')}`;
    const out = fillModelFields([{ name: 'm.yaml', text }], [{ model: 'q', values }]);
    expect(out.filled).toEqual([{ model: 'q', objects: 1 }]);
    expect(out.sources[0]!.text).toBe(
      `${model('q', '  # filled from q/config.json\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.51.0"\n  modelParameterSize: 8.19B\n  quantization: fp8\n  modelArchitecture: Custom   # mine\n  storage:\n    storageUri: hf://x\n')}---\n${model('other', '  vendor: x\n')}`,
    );
  });

  it('an empty architecture or version is written as "" (OME sets the field, empty)', () => {
    const text = model('q', '  storage:\n    storageUri: hf://x\n');
    const empty = {
      format: { name: 'diffusers', version: '' },
      framework: { name: 'diffusers', version: '' },
      architecture: '',
      parameterSize: '0',
    };
    const out = fillModelFields([{ name: 'm.yaml', text }], [{ model: 'q', values: empty }]);
    expect(out.sources[0]!.text).toBe(
      model(
        'q',
        '  modelFormat:\n    name: diffusers\n    version: ""\n  modelFramework:\n    name: diffusers\n    version: ""\n  modelArchitecture: ""\n  modelParameterSize: "0"\n  storage:\n    storageUri: hf://x\n',
      ),
    );
  });

  it('a model with every field written is left as it is', () => {
    const spec =
      '  modelFormat: {name: safetensors}\n  modelFramework: {name: transformers}\n  modelArchitecture: A\n  modelParameterSize: 1B\n  quantization: int4\n';
    const out = fillModelFields(
      [{ name: 'm.yaml', text: model('q', spec) }],
      [{ model: 'q', values }],
    );
    expect(out.sources[0]!.text).toBe(model('q', spec));
    expect(out.filled).toEqual([{ model: 'q', objects: 0 }]);
  });

  it('an unknown name is reported; a flow-style spec is refused, not rewritten', () => {
    const flow = model('q', '').replace('spec:\n', 'spec: {vendor: x}\n');
    const out = fillModelFields(
      [{ name: 'm.yaml', text: flow }],
      [
        { model: 'q', values },
        { model: 'nope', values },
      ],
    );
    expect(out.unmatched).toEqual(['nope']);
    expect(out.refused).toEqual(['q']);
    expect(out.sources[0]!.text).toBe(flow);
  });

  it("a model annotated to skip config parsing is left alone, as OME's agent leaves it", () => {
    const text = model('q', '  vendor: x\n').replace(
      'metadata:\n',
      'metadata:\n  annotations:\n    ome.oracle.com/skip-config-parsing: "True"\n',
    );
    const out = fillModelFields([{ name: 'm.yaml', text }], [{ model: 'q', values }]);
    expect(out.skipped).toEqual(['q']);
    expect(out.sources[0]!.text).toBe(text);
  });

  it.each([
    [
      'block style, "True"',
      '  annotations:\n    ome.oracle.com/skip-config-parsing: "True"\n',
      true,
    ],
    ['flow style', '  annotations: {ome.oracle.com/skip-config-parsing: "TRUE"}\n', true],
    ['a quoted key', '  annotations:\n    "ome.oracle.com/skip-config-parsing": \'true\'\n', true],
    ['"false"', '  annotations:\n    ome.oracle.com/skip-config-parsing: "false"\n', false],
    ["another model's annotation", '  annotations:\n    other: "true"\n', false],
    ['only in a comment', '  # ome.oracle.com/skip-config-parsing: "true"\n', false],
    ['under labels', '  labels:\n    ome.oracle.com/skip-config-parsing: "true"\n', false],
  ])('reads the skip annotation from the YAML: %s', (_, metadata, skipped) => {
    const text = model('q', '  vendor: x\n').replace('metadata:\n', `metadata:\n${metadata}`);
    const out = fillModelFields([{ name: 'm.yaml', text }], [{ model: 'q', values }]);
    expect(out.skipped).toEqual(skipped ? ['q'] : []);
  });

  it('reads the skip annotation of the right model: each document, and each item of a List', () => {
    const annotated = (name: string) =>
      `    - apiVersion: ome.io/v1beta1\n      kind: ClusterBaseModel\n      metadata:\n        name: ${name}\n        annotations: {ome.oracle.com/skip-config-parsing: "true"}\n      spec:\n        vendor: x\n`;
    const plain = (name: string) =>
      `    - apiVersion: ome.io/v1beta1\n      kind: ClusterBaseModel\n      metadata:\n        name: ${name}\n      spec:\n        vendor: x\n`;
    const text = `${model('first', '  vendor: x\n')}---\napiVersion: v1\nkind: List\nitems:\n${plain('a')}${annotated('b')}${plain('c')}`;
    const fills = ['first', 'a', 'b', 'c'].map((name) => ({ model: name, values }));
    const out = fillModelFields([{ name: 'm.yaml', text }], fills);
    expect(out.skipped).toEqual(['b']);
    expect(out.filled.map((f) => [f.model, f.objects])).toEqual([
      ['first', 1],
      ['a', 1],
      ['b', 0],
      ['c', 1],
    ]);
  });
});
