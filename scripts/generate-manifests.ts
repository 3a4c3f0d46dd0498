/**
 * Realistic synthetic clusters for benchmarks and scale tests: mixed scopes and namespaces, several
 * entries per runtime, versions with operators, size ranges, accelerator classes, deployment
 * modes and InferenceServices. Seeded, so the same arguments give the same text.
 */

export interface GenerateOptions {
  readonly runtimes: number;
  readonly models: number;
  readonly inferenceServices?: number;
  readonly namespaces?: number;
  readonly seed?: number;
}

const FORMATS = ['safetensors', 'gguf', 'onnx', 'pytorch'];
const FRAMEWORKS: ReadonlyArray<readonly [string, string[]]> = [
  ['transformers', ['4.36.0', '4.40.1', '4.45.0', '4.51.3', '4.45.0.dev0']],
  ['vllm', ['0.6.3', '0.7.2', '0.8.5']],
  ['diffusers', ['0.30.0', '0.32.1']],
];
const ARCHITECTURES = [
  'LlamaForCausalLM',
  'Qwen2ForCausalLM',
  'MistralForCausalLM',
  'DeepseekV3ForCausalLM',
  'GemmaForCausalLM',
];
const QUANTIZATIONS = [null, null, null, 'fp8', 'int4'];
const SIZES = ['500M', '1B', '3.21B', '7B', '8B', '13B', '32B', '70B', '405B'];
const RANGES: ReadonlyArray<readonly [string | null, string | null]> = [
  ['1B', '8B'],
  ['1B', '70B'],
  ['7B', '13B'],
  ['30B', '80B'],
  [null, '4B'],
  ['100B', null],
];
const ACCELERATORS = ['nvidia-a100', 'nvidia-h100', 'amd-mi300x', 'nvidia-l4'];
const OPERATORS = ['Equal', 'GreaterThanOrEqual', 'GreaterThan'];

function random(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateManifests(options: GenerateOptions): string {
  const rand = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const namespaces = Array.from({ length: options.namespaces ?? 5 }, (_, i) => `team-${i + 1}`);
  const docs: string[] = [];
  const modelNames: string[] = [];

  for (let i = 0; i < options.models; i++) {
    const [framework, versions] = pick(FRAMEWORKS);
    const name = `model-${i + 1}`;
    modelNames.push(name);
    const clusterScoped = rand() < 0.6;
    const quantization = pick(QUANTIZATIONS);
    docs.push(
      [
        'apiVersion: ome.io/v1beta1',
        `kind: ${clusterScoped ? 'ClusterBaseModel' : 'BaseModel'}`,
        'metadata:',
        `  name: ${name}`,
        ...(clusterScoped ? [] : [`  namespace: ${pick(namespaces)}`]),
        'spec:',
        `  modelArchitecture: ${pick(ARCHITECTURES)}`,
        `  modelFormat: {name: ${pick(FORMATS)}, version: "1.0.0"}`,
        `  modelFramework: {name: ${framework}, version: "${pick(versions)}"}`,
        `  modelParameterSize: "${pick(SIZES)}"`,
        ...(quantization === null ? [] : [`  quantization: ${quantization}`]),
      ].join('\n'),
    );
  }

  for (let i = 0; i < options.runtimes; i++) {
    const namespaced = rand() < 0.3;
    const lines = [
      'apiVersion: ome.io/v1beta1',
      `kind: ${namespaced ? 'ServingRuntime' : 'ClusterServingRuntime'}`,
      'metadata:',
      `  name: runtime-${i + 1}`,
      ...(namespaced ? [`  namespace: ${pick(namespaces)}`] : []),
      'spec:',
      ...(rand() < 0.05 ? ['  disabled: true'] : []),
      '  supportedModelFormats:',
    ];
    const entries = 1 + Math.floor(rand() * 3);
    for (let e = 0; e < entries; e++) {
      const [framework, versions] = pick(FRAMEWORKS);
      const quantization = pick(QUANTIZATIONS);
      lines.push(
        `    - modelFormat: {name: ${pick(FORMATS)}, version: "1.0.0", weight: ${1 + Math.floor(rand() * 3)}}`,
        `      modelFramework: {name: ${framework}, version: "${pick(versions)}", operator: ${pick(OPERATORS)}}`,
        `      modelArchitecture: ${pick(ARCHITECTURES)}`,
        ...(quantization === null ? [] : [`      quantization: ${quantization}`]),
        `      autoSelect: ${rand() < 0.85}`,
        `      priority: ${1 + Math.floor(rand() * 5)}`,
      );
    }
    if (rand() < 0.6) {
      const [min, max] = pick(RANGES);
      lines.push(
        '  modelSizeRange:',
        ...(min ? [`    min: ${min}`] : []),
        ...(max ? [`    max: ${max}`] : []),
      );
    }
    if (rand() < 0.4) {
      lines.push(
        '  acceleratorRequirements:',
        `    acceleratorClasses: [${pick(ACCELERATORS)}, ${pick(ACCELERATORS)}]`,
      );
    }
    if (rand() < 0.2) {
      lines.push(
        '  engineConfig:',
        '    annotations:',
        `      ome.io/deploymentMode: ${pick(['RawDeployment', 'MultiNode'])}`,
      );
    }
    docs.push(lines.join('\n'));
  }

  const isvcCount = options.inferenceServices ?? Math.ceil(options.models / 2);
  for (let i = 0; i < isvcCount && modelNames.length > 0; i++) {
    const lines = [
      'apiVersion: ome.io/v1beta1',
      'kind: InferenceService',
      'metadata:',
      `  name: service-${i + 1}`,
      `  namespace: ${pick(namespaces)}`,
      'spec:',
      `  model: {name: ${pick(modelNames)}}`,
      '  engine: {minReplicas: 1}',
    ];
    if (rand() < 0.3)
      lines.push(`  acceleratorSelector: {acceleratorClass: ${pick(ACCELERATORS)}}`);
    docs.push(lines.join('\n'));
  }
  return `${docs.join('\n---\n')}\n`;
}
