/**
 * What OME applies to a component once its class is chosen (docs/selection-rules.md §A6), as
 * data: from the class, the node selector, affinity and resources; from the runtime entry OME
 * renders the component with, that entry's `acceleratorConfig[class]`.
 */
import { entryScore } from '../score';
import type { BaseModel, ServingRuntime } from '../types';
import type { AcceleratorClass, AcceleratorModelConfig, ComponentPlacement } from './types';

/** One setting OME writes onto the component, or one it reads and does not use. */
export type AppliedSetting =
  /** A `discovery.nodeSelector` pair; the component's own value for the key wins. */
  | {
      readonly kind: 'node-selector';
      readonly key: string;
      readonly value: string;
      readonly overriddenBy: string | null;
    }
  /** `discovery.affinity`, replacing the pod's, unless the component sets one. */
  | { readonly kind: 'affinity'; readonly applied: boolean }
  /** A class resource, as request and limit, unless the component's runner sets resources. */
  | {
      readonly kind: 'resource';
      readonly name: string;
      readonly quantity: string;
      readonly applied: boolean;
    }
  /** With a class, OME does not compute the PARALLELISM_SIZE variable from the GPU count. */
  | { readonly kind: 'parallelism-size-env-skipped' }
  /** `tensorParallelismOverride`: applied when above 0 (data parallelism never). */
  | {
      readonly kind: 'tensor-parallel-size' | 'pipeline-parallel-size' | 'data-parallel-size';
      readonly value: number;
      readonly applied: boolean;
    }
  | { readonly kind: 'runtime-args'; readonly args: readonly string[] }
  | { readonly kind: 'environment'; readonly name: string; readonly value: string }
  /** Read by no OME code at the ported commit. */
  | { readonly kind: 'memory-per-billion-params'; readonly value: number };

/** Why an entry's settings for the class apply, or do not. */
export type EntryConfigState =
  'applied' | 'no-entry' | 'no-accelerator-config' | 'no-key-for-class' | 'null-config';

export interface AppliedSettings {
  readonly className: string;
  /** The entry OME renders the component with (§A6); null when none scores above 0. */
  readonly entry: { readonly index: number; readonly name: string } | null;
  readonly entryConfig: EntryConfigState;
  readonly settings: readonly AppliedSetting[];
}

/**
 * `GetSupportedModelFormat` (§A6): scored at priority 1, ignoring autoSelect, architecture,
 * quantization and size; an auto-selected runtime's entries only with `autoSelect: true`; the
 * first entry with the highest score above 0.
 */
export function entryUsed(
  runtime: ServingRuntime,
  model: BaseModel | null,
  runtimeNamed: boolean,
): number | null {
  if (model === null) return null;
  let best: number | null = null;
  let max = 0;
  runtime.supportedModelFormats.forEach((entry, i) => {
    if (!runtimeNamed && entry.autoSelect !== true) return;
    // entryScore reads autoSelect: false as a block; this lookup never does.
    const score = entryScore(model, { ...entry, autoSelect: null }, i, 1).score;
    if (score > max) [max, best] = [score, i];
  });
  return best;
}

function classSettings(
  accelerator: AcceleratorClass,
  placement: ComponentPlacement | null,
): AppliedSetting[] {
  const own = placement?.nodeSelector ?? {};
  const nodeSelector = Object.entries(accelerator.discovery.nodeSelector).map(
    ([key, value]): AppliedSetting => ({
      kind: 'node-selector',
      key,
      value,
      overriddenBy: Object.hasOwn(own, key) ? own[key]! : null,
    }),
  );
  const affinity: AppliedSetting[] = accelerator.discovery.hasAffinity
    ? [{ kind: 'affinity', applied: placement?.hasAffinity !== true }]
    : [];
  const resources = accelerator.resources.map((r): AppliedSetting => ({
    kind: 'resource',
    name: r.name,
    quantity: r.quantity.text,
    applied: placement?.runnerSetsResources !== true,
  }));
  return [...nodeSelector, ...affinity, ...resources, { kind: 'parallelism-size-env-skipped' }];
}

function configSettings(config: AcceleratorModelConfig): AppliedSetting[] {
  const out: AppliedSetting[] = [];
  const parallelism = config.tensorParallelismOverride;
  const sizes = [
    ['tensor-parallel-size', parallelism?.tensorParallelSize],
    ['pipeline-parallel-size', parallelism?.pipelineParallelSize],
    ['data-parallel-size', parallelism?.dataParallelSize],
  ] as const;
  for (const [kind, value] of sizes)
    if (value !== null && value !== undefined)
      out.push({ kind, value, applied: kind !== 'data-parallel-size' && value > 0 });
  if (config.runtimeArgsOverride !== null)
    out.push({ kind: 'runtime-args', args: config.runtimeArgsOverride });
  for (const [name, value] of Object.entries(config.environmentOverride ?? {}))
    out.push({ kind: 'environment', name, value });
  if (config.minMemoryPerBillionParams !== null)
    out.push({ kind: 'memory-per-billion-params', value: config.minMemoryPerBillionParams });
  return out;
}

/** Everything OME applies for `accelerator` on a component of `runtime` (§A6). */
export function appliedSettings(
  accelerator: AcceleratorClass,
  runtime: ServingRuntime,
  model: BaseModel | null,
  runtimeNamed: boolean,
  placement: ComponentPlacement | null,
): AppliedSettings {
  const className = accelerator.name;
  const index = entryUsed(runtime, model, runtimeNamed);
  const entry = index === null ? null : runtime.supportedModelFormats[index]!;
  const map = entry?.acceleratorConfig ?? null;
  const config = map !== null && Object.hasOwn(map, className) ? map[className]! : null;
  const entryConfig: EntryConfigState =
    entry === null
      ? 'no-entry'
      : map === null
        ? 'no-accelerator-config'
        : !Object.hasOwn(map, className)
          ? 'no-key-for-class'
          : config === null
            ? 'null-config'
            : 'applied';
  return {
    className,
    entry: index === null ? null : { index, name: entry!.name },
    entryConfig,
    settings: [
      ...classSettings(accelerator, placement),
      ...(config === null ? [] : configSettings(config)),
    ],
  };
}
