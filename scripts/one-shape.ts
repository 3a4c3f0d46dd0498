/**
 * A catalog whose runtimes all declare one model shape (format, framework, architecture), with
 * overlapping size ranges and a few priorities: the worst case for the catalog rules of
 * `ome-sim lint`, which map the sizes of each shape. Deterministic: the same count, the same text.
 */
export function oneShapeCatalog(runtimes: number, models = 100): string {
  const docs: string[] = [];
  for (let i = 0; i < runtimes; i++) {
    const ranged = i % 7 !== 0;
    const min = 1 + (i % 200);
    docs.push(
      [
        'apiVersion: ome.io/v1beta1',
        'kind: ClusterServingRuntime',
        'metadata:',
        `  name: runtime-${i + 1}`,
        'spec:',
        '  supportedModelFormats:',
        '    - modelFormat: {name: safetensors, version: "1.0.0"}',
        '      modelFramework: {name: transformers, version: "4.45.0"}',
        '      modelArchitecture: LlamaForCausalLM',
        '      autoSelect: true',
        `      priority: ${1 + (i % 3)}`,
        ...(ranged
          ? ['  modelSizeRange:', `    min: ${min}B`, `    max: ${min + 1 + (i % 13)}B`]
          : []),
      ].join('\n'),
    );
  }
  for (let i = 0; i < models; i++) {
    docs.push(
      [
        'apiVersion: ome.io/v1beta1',
        'kind: ClusterBaseModel',
        'metadata:',
        `  name: model-${i + 1}`,
        'spec:',
        '  modelFormat: {name: safetensors, version: "1.0.0"}',
        '  modelFramework: {name: transformers, version: "4.45.0"}',
        '  modelArchitecture: LlamaForCausalLM',
        `  modelParameterSize: "${1 + ((i * 37) % 220)}B"`,
      ].join('\n'),
    );
  }
  return `${docs.join('\n---\n')}\n`;
}
