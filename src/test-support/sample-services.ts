/**
 * InferenceServices laid out as OME's own samples are (config/samples/isvc in OME's repository):
 * one service per model, each in a namespace named after it, some naming their runtime
 * (`srt-<model>`, with and without `kind`), the rest left to automatic selection. Written here,
 * not copied, for tests that add services in many namespaces to OME's catalog.
 */

/** How a sample service picks its runtime. */
export type SampleRuntime = 'named' | 'named-with-kind' | 'auto';

/** The i-th service's way: a third name the runtime, a third with its kind, a third auto. */
export const sampleRuntimeOf = (i: number): SampleRuntime =>
  (['named', 'named-with-kind', 'auto'] as const)[i % 3]!;

/** One InferenceService per model name, in a namespace of that name. */
export function sampleServices(models: readonly string[]): string {
  return models
    .map((model, i) => {
      const way = sampleRuntimeOf(i);
      const runtime =
        way === 'auto'
          ? []
          : [
              '  runtime:',
              `    name: srt-${model}`,
              ...(way === 'named-with-kind' ? ['    kind: ClusterServingRuntime'] : []),
            ];
      return [
        'apiVersion: ome.io/v1beta1',
        'kind: InferenceService',
        'metadata:',
        `  name: ${model}`,
        `  namespace: ${model}`,
        'spec:',
        '  model:',
        `    name: ${model}`,
        ...runtime,
        '  engine:',
        '    minReplicas: 1',
        '    maxReplicas: 1',
        '  router:',
        '    minReplicas: 1',
        '    maxReplicas: 1',
      ].join('\n');
    })
    .join('\n---\n')
    .concat('\n');
}
