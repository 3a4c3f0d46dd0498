import { describe, expect, it } from 'vitest';
import { applyEdit } from './edit';
import { loadManifests } from './load';
import { modelFieldsEdit, type ModelFieldValues } from './model-fields-edit';

const VALUES: ModelFieldValues = {
  format: { name: 'safetensors', version: '1.0.0' },
  framework: { name: 'transformers', version: '4.51.0' },
  architecture: 'Qwen3ForCausalLM',
  parameterSize: '8B',
};

function fix(text: string, values: ModelFieldValues = VALUES): string | null {
  const set = loadManifests([{ name: 'editor', text }]);
  const model = set.models[0]!;
  const edit = modelFieldsEdit(text, model.origin.fields, values);
  return edit === null ? null : applyEdit(text, edit);
}

describe('modelFieldsEdit', () => {
  it('writes the missing fields at the top of spec, keeping comments and the rest', () => {
    const text =
      'kind: ClusterBaseModel\nmetadata:\n  name: qwen3-8b\nspec:\n  # from the catalog\n  vendor: Qwen\n  storage:\n    storageUri: hf://Qwen/Qwen3-8B\n';
    const fixed = fix(text)!;
    expect(fixed).toBe(
      'kind: ClusterBaseModel\nmetadata:\n  name: qwen3-8b\nspec:\n  # from the catalog\n' +
        '  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n' +
        '  modelFramework:\n    name: transformers\n    version: "4.51.0"\n' +
        '  modelArchitecture: Qwen3ForCausalLM\n  modelParameterSize: 8B\n' +
        '  vendor: Qwen\n  storage:\n    storageUri: hf://Qwen/Qwen3-8B\n',
    );
    const model = loadManifests([{ name: 'editor', text: fixed }]).models[0]!.object;
    expect(model.modelFormat).toEqual({ name: 'safetensors', version: '1.0.0' });
    expect(model.modelFramework).toEqual({ name: 'transformers', version: '4.51.0' });
    expect(model.modelParameterSize).toBe('8B');
  });

  it('adds only what is missing, and nothing when nothing is', () => {
    const text =
      'kind: ClusterBaseModel\nmetadata:\n  name: m\nspec:\n    modelArchitecture: Qwen3ForCausalLM\n    modelParameterSize: 7B\n';
    expect(fix(text, { ...VALUES, framework: null })).toBe(
      'kind: ClusterBaseModel\nmetadata:\n  name: m\nspec:\n' +
        '    modelFormat:\n      name: safetensors\n      version: "1.0.0"\n' +
        '    modelArchitecture: Qwen3ForCausalLM\n    modelParameterSize: 7B\n',
    );
    const complete =
      'kind: ClusterBaseModel\nmetadata:\n  name: m\nspec:\n  modelFormat: {name: onnx}\n  modelArchitecture: X\n  modelParameterSize: 7B\n';
    expect(fix(complete, { ...VALUES, framework: null })).toBeNull();
  });

  it('quotes values YAML would read as something else', () => {
    const text = 'kind: ClusterBaseModel\nmetadata:\n  name: m\nspec:\n  vendor: x\n';
    const fixed = fix(text, {
      format: { name: 'yes', version: null },
      framework: null,
      architecture: null,
      parameterSize: null,
    })!;
    expect(fixed).toContain('  modelFormat:\n    name: "yes"\n  vendor: x');
    const model = loadManifests([{ name: 'editor', text: fixed }]).models[0]!.object;
    expect(model.modelFormat.name).toBe('yes');
  });
});
