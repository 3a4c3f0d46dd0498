/**
 * The accelerator class traps (docs/lint.md; docs/selection-rules.md §A8): names no
 * AcceleratorClass defines, decisions that end with no class or fail, ties settled by list order,
 * and classes that can match one node. Each rule is one small function.
 */
import {
  constraintText,
  decideAccelerators,
  runtimeInUseFor,
  acceleratorQuestion,
  askedNamespaces,
  type AcceleratorClass,
  type AcceleratorDecision,
  type ComponentDecision,
  type InferenceService,
  type OmeVersion,
  type ServingRuntime,
} from '../engine';
import { sharedNode } from '../engine/accelerator/discovery';
import { isResolveError, resolveQuestion, type Located, type ManifestSet } from '../manifests';
import type { LintFinding } from './catalogue';
import { findingOn, type Named } from './locate';

/** A runtime's `acceleratorClasses` names a class no AcceleratorClass defines. */
export function undefinedClassFindings(
  located: Located<ServingRuntime>,
  defined: ReadonlySet<string>,
): LintFinding[] {
  const missing = [...new Set(located.object.acceleratorClasses ?? [])].filter(
    (n) => !defined.has(n),
  );
  return missing.map((name) =>
    findingOn(
      located,
      'accelerator-class-undefined',
      `acceleratorClasses lists ${name}, which no AcceleratorClass defines: a policy choosing for this runtime gives up there and picks no class`,
      { at: 'field', path: 'spec.acceleratorRequirements.acceleratorClasses' },
    ),
  );
}

/** An entry's `acceleratorConfig` has a key no AcceleratorClass defines. */
export function unknownConfigKeyFindings(
  located: Located<ServingRuntime>,
  defined: ReadonlySet<string>,
): LintFinding[] {
  return located.object.supportedModelFormats.flatMap((entry, i) =>
    Object.keys(entry.acceleratorConfig ?? {})
      .filter((key) => !defined.has(key))
      .map((key) =>
        findingOn(
          located,
          'accelerator-config-unknown-class',
          `supportedModelFormats[${i}].acceleratorConfig.${key} names no AcceleratorClass, so OME never applies it`,
          { at: 'entry', entry: i },
        ),
      ),
  );
}

const component = (d: ComponentDecision) => `the ${d.component}`;

/** Why a component's candidates all went: each class with the constraint it failed. */
function leftOut(d: ComponentDecision): string {
  return d.candidates
    .map((v) =>
      v.standing.code === 'excluded' ? `${v.name}: ${constraintText(v.standing.failure)}` : null,
    )
    .filter((t) => t !== null)
    .join('; ');
}

/** The constraints leave no candidate, or Cheapest finds no cost: the component gets no class. */
export function noCandidateFindings(
  located: Located<InferenceService>,
  decision: AcceleratorDecision,
): LintFinding[] {
  return decision.components.flatMap((d) => {
    const where = { at: 'field', path: 'spec.acceleratorSelector' } as const;
    if (d.outcome.code === 'no-candidate-left')
      return [
        findingOn(
          located,
          'accelerator-no-candidate',
          `spec.acceleratorSelector.constraints leave ${component(d)} no class of ${decision.runtime?.name} (${leftOut(d)}): OME runs it with no accelerator class`,
          where,
        ),
      ];
    if (d.outcome.code === 'no-cost')
      return [
        findingOn(
          located,
          'accelerator-no-candidate',
          `Cheapest finds no cost data among the classes left for ${component(d)}: OME runs it with no accelerator class`,
          where,
        ),
      ];
    return [];
  });
}

/** OME's reconcile fails on the decision (a missing named class, BestFit's panic). */
export function decisionErrorFindings(
  located: Located<InferenceService>,
  decision: AcceleratorDecision,
): LintFinding[] {
  return decision.components
    .filter((d) => d.error !== null)
    .map((d) =>
      findingOn(located, 'accelerator-decision-error', `${component(d)}: ${d.error}`, {
        at: 'field',
        path:
          d.outcome.code === 'named-class-missing' && d.named?.by === 'override'
            ? `spec.${d.component}.acceleratorOverride`
            : 'spec.acceleratorSelector',
      }),
    );
}

/** The policy's winner is tied with other candidates: the runtime's order decided. */
export function policyTieFindings(
  located: Located<InferenceService>,
  decision: AcceleratorDecision,
): LintFinding[] {
  return decision.components
    .filter((d) => d.tiedWith.length > 0)
    .map((d) =>
      findingOn(
        located,
        'accelerator-policy-tie',
        `for ${component(d)}, ${d.policy?.policy} cannot tell ${d.className} from ${d.tiedWith.join(', ')}; the order of ${decision.runtime?.name}'s acceleratorClasses picks ${d.className}`,
        { at: 'field', path: 'spec.acceleratorSelector' },
      ),
    );
}

const asNamed = (c: Located<AcceleratorClass>): Located<Named> => ({
  object: { kind: 'AcceleratorClass', name: c.object.name, namespace: null },
  origin: c.origin,
});

/** Two classes whose discoveries can hold on one node, reported on the later-named one. */
export function discoveryOverlapFindings(
  classes: readonly Located<AcceleratorClass>[],
): LintFinding[] {
  const sorted = [...classes].sort((a, b) => (a.object.name < b.object.name ? -1 : 1));
  return sorted.flatMap((b, j) =>
    sorted.slice(0, j).flatMap((a) => {
      const node = sharedNode(a.object.discovery, b.object.discovery);
      if (node === null) return [];
      const labels = Object.entries(node).map(([k, v]) => `${k}=${v}`);
      const example = labels.length === 0 ? 'any node' : `a node labelled ${labels.join(', ')}`;
      return [
        findingOn(
          asNamed(b),
          'accelerator-discovery-overlap',
          `${b.object.name} and ${a.object.name} can match the same node (${example}): a pod planned for one can run on the other's hardware, with the first one's runtime settings`,
          { at: 'field', path: 'spec.discovery' },
        ),
      ];
    }),
  );
}

/** Each InferenceService's decision, on the runtime OME uses for it. */
function decisions(set: ManifestSet, version: OmeVersion) {
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

/** Every accelerator finding of a set. */
export function acceleratorFindings(set: ManifestSet, version: OmeVersion): LintFinding[] {
  const defined = new Set(set.acceleratorClasses.map((c) => c.object.name));
  const findings: LintFinding[] = [];
  if (defined.size > 0)
    for (const runtime of set.runtimes)
      findings.push(
        ...undefinedClassFindings(runtime, defined),
        ...unknownConfigKeyFindings(runtime, defined),
      );
  for (const { isvc, decision } of decisions(set, version))
    findings.push(
      ...noCandidateFindings(isvc, decision),
      ...decisionErrorFindings(isvc, decision),
      ...policyTieFindings(isvc, decision),
    );
  findings.push(...discoveryOverlapFindings(set.acceleratorClasses));
  return findings;
}
