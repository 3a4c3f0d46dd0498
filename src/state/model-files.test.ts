/** The picked files as the derivation sees them: rooted at the picked folder; one JSON is the config. */
import { describe, expect, it } from 'vitest';
import { safetensorsBytes } from '../modelfiles/test-support/memory-tree';
import { inspectPicked, pickedTree } from './model-files';

const file = (name: string, content: string | Uint8Array<ArrayBuffer>) => new File([content], name);
const config = JSON.stringify({ model_type: 'phi', architectures: ['PhiForCausalLM'] });

describe('pickedTree', () => {
  it('a folder pick: paths inside the folder, named with it; only the header bytes are sliced', async () => {
    const weights = safetensorsBytes({ w: { dtype: 'BF16', shape: [7, 1000] } });
    const picked = [
      { path: 'Phi/config.json', file: file('config.json', config) },
      { path: 'Phi/model.safetensors', file: file('model.safetensors', weights) },
    ];
    const tree = pickedTree(picked);
    expect(tree.paths).toEqual(['config.json', 'model.safetensors']);
    expect(tree.display('model.safetensors')).toBe('Phi/model.safetensors');
    const result = await inspectPicked(picked);
    expect(result.fields.modelParameterSize.value).toBe('7K');
    expect(result.configFile).toBe('Phi/config.json');
  });

  it('one JSON file picked alone is the config, named as picked', async () => {
    const result = await inspectPicked([
      { path: 'phi-config (1).json', file: file('phi-config (1).json', config) },
    ]);
    expect(result.configFile).toBe('phi-config (1).json');
    expect(result.fields.modelArchitecture?.value).toBe('PhiForCausalLM');
  });
});
