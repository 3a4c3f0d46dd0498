/**
 * What the accelerator rules read (docs/selection-rules.md §A3–§A8): the classes the input
 * defines, and each InferenceService's accelerator class decision on the runtime OME uses for it,
 * worked out once per lint (`LintRun.accelerators`).
 */
import {
  acceleratorQuestion,
  askedNamespaces,
  decideAccelerators,
  runtimeInUseFor,
  type AcceleratorDecision,
  type ComponentDecision,
  type InferenceService,
  type OmeVersion,
} from '../engine';
import { isResolveError, resolveQuestion, type Located, type ManifestSet } from '../manifests';

/** One InferenceService's decision. */
export interface ServiceDecision {
  readonly isvc: Located<InferenceService>;
  readonly decision: AcceleratorDecision;
}

export interface AcceleratorAnalysis {
  /** The names of the AcceleratorClasses the input defines. */
  readonly defined: ReadonlySet<string>;
  readonly decisions: readonly ServiceDecision[];
}

/** Each InferenceService's decision, on the runtime OME uses for it. */
function decisionsOf(set: ManifestSet, version: OmeVersion): ServiceDecision[] {
  const classes = set.acceleratorClasses.map((c) => c.object);
  const fallback = askedNamespaces(set.namespaces)[0]!;
  return set.inferenceServices.flatMap((isvc) => {
    const namespace = isvc.object.namespace || fallback;
    const question = { kind: 'isvc', name: isvc.object.name, namespace } as const;
    const resolved = resolveQuestion(set, question, version);
    if (isResolveError(resolved)) return [];
    const { input } = resolved;
    const asked = acceleratorQuestion(input, runtimeInUseFor(input), classes);
    return asked === null ? [] : [{ isvc, decision: decideAccelerators(asked) }];
  });
}

export function analyseAccelerators(set: ManifestSet, version: OmeVersion): AcceleratorAnalysis {
  return {
    defined: new Set(set.acceleratorClasses.map((c) => c.object.name)),
    decisions: decisionsOf(set, version),
  };
}

/** `the engine`, `the decoder`: how a message names a component. */
export const componentName = (d: ComponentDecision): string => `the ${d.component}`;
