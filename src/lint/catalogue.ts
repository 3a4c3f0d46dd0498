/**
 * `ome-sim lint`'s rules: one id per rule, its severity and its documentation (the help text of
 * `-o sarif`, docs/lint.md's table). The rules themselves are small named functions in the files
 * beside this one; each finding names the rule it comes from.
 */

export type LintSeverity = 'error' | 'warning' | 'info';

export interface LintRule {
  readonly severity: LintSeverity;
  /** One line: what the rule reports. */
  readonly title: string;
  /** Why it matters and what to do, for `-o sarif`'s help text and docs/lint.md. */
  readonly help: string;
}

export const LINT_RULES = {
  'invalid-manifest': {
    severity: 'error',
    title: 'A manifest that does not decode (syntax, wrong type, missing field)',
    help: 'The API server would refuse the object, or kubectl could not read the file. Fix the field named in the message.',
  },
  'duplicate-object': {
    severity: 'warning',
    title: 'The same kind, namespace and name defined twice',
    help: 'kubectl apply keeps the definition applied last and silently replaces the other; keep one definition per name.',
  },
  'webhook-priority-conflict': {
    severity: 'error',
    title:
      'The admission webhook rejects the runtime: different priorities in one entry-name group',
    help: 'OME rejects a runtime whose autoSelect entries with the same name set different priorities (docs/selection-rules.md §12). Give them one priority.',
  },
  'priority-below-minimum': {
    severity: 'error',
    title: 'An entry priority below 1',
    help: 'The CRD requires priority >= 1; the API server rejects the runtime.',
  },
  'entry-missing-format': {
    severity: 'error',
    title: 'An entry without modelFormat.name',
    help: 'The CRD requires modelFormat.name in every supportedModelFormats entry.',
  },
  'entry-missing-framework': {
    severity: 'error',
    title: 'An entry without modelFramework.name',
    help: 'The CRD requires modelFramework.name in every supportedModelFormats entry.',
  },
  'child-runtime-autoselect': {
    severity: 'warning',
    title: 'A child runtime (ome.io/inherit-from) sets autoSelect',
    help: "Selection reads only the runtime's own spec, not what it inherits; OME advises naming a child runtime instead of auto-selecting it.",
  },
  'selection-error': {
    severity: 'error',
    title: 'Runtime selection fails for a model or InferenceService',
    help: 'OME returns an error instead of a runtime (for example the v1.2.2 nil-pointer panic on a one-bound modelSizeRange). Set both bounds.',
  },
  'ambiguous-tie': {
    severity: 'warning',
    title: "A model's pick is a tie on score, decided by size distance or name only",
    help: 'One priority change on either runtime flips the selection (OME #30, #594). Give the runtime meant to win a higher priority, or tell the shapes apart.',
  },
  'unranged-runtime-wins': {
    severity: 'warning',
    title: 'A runtime without modelSizeRange takes a model from runtimes sized for it',
    help: 'Without a range the size distance is 0, the smallest, so the tie-break picks it over ranged runtimes of the same score (docs/selection-rules.md §6.3).',
  },
  'autoselect-quirk': {
    severity: 'warning',
    title: 'Picked through an entry that does not match the model',
    help: 'The score ignores modelArchitecture, quantization and diffusionPipeline, so an entry of another architecture can carry the score (§7.3 a).',
  },
  'size-range-unchecked': {
    severity: 'info',
    title: "A model without modelParameterSize meets a runtime's modelSizeRange",
    help: 'OME skips the range check and the size tie-break when the model has no size; set modelParameterSize.',
  },
  'version-reading-differs': {
    severity: 'info',
    title: 'An entry version that OME and semver read differently',
    help: 'OME compares versions its own way (suffixes, precision, a leading v); the entry may not mean what a semver reader expects.',
  },
  'unserved-model': {
    severity: 'warning',
    title: 'No runtime serves a model',
    help: 'Every runtime is rejected; the message names the nearest one and the field that differs.',
  },
  'catch-all': {
    severity: 'warning',
    title: 'A runtime without modelSizeRange shadows sized runtimes of the same shape',
    help: 'On a tied score its size distance 0 beats every ranged runtime, so it takes models whose size another runtime was written for. Give it a range, or the sized runtimes a higher priority.',
  },
  overlap: {
    severity: 'warning',
    title:
      'Two autoSelect runtimes of one scope compete for the same model shape and size with the same score',
    help: 'Only size distance or the name decides between them (OME #30 "prevent overlapping runtimes", #594). Give them different priorities or disjoint ranges.',
  },
  unreachable: {
    severity: 'warning',
    title: 'An autoSelect entry no model of its shape can ever get',
    help: 'Another runtime outranks it at every size; it is used only when named explicitly.',
  },
  'size-reads-zero': {
    severity: 'warning',
    title: 'A size with a lowercase or unknown suffix, which OME reads as 0',
    help: 'Only T, B and M (uppercase) are suffixes; "7b" or "7G" fail to parse and OME silently uses 0.',
  },
  'min-above-max': {
    severity: 'error',
    title: 'modelSizeRange.min above max',
    help: 'No size fits the range, so the runtime never qualifies for a model with a size.',
  },
  'weight-zero': {
    severity: 'warning',
    title: 'weight: 0, which scores as the default (10 or 5), not as zero',
    help: 'OME replaces a zero weight with ModelFormatWeight (10) or ModelFrameworkWeight (5). Use a small positive weight, or a negative one to lower the score.',
  },
  'entry-without-architecture': {
    severity: 'warning',
    title: 'An autoSelect entry without modelArchitecture',
    help: 'An entry without an architecture matches only models without one; most models set it.',
  },
  'unknown-field': {
    severity: 'warning',
    title: 'A field OME does not know (a misspelling?)',
    help: 'The API server prunes unknown fields without a word, so the setting has no effect.',
  },
  'accelerator-class-undefined': {
    severity: 'warning',
    title: 'A runtime lists an accelerator class no AcceleratorClass defines',
    help: "OME's policy selection stops at the first listed class it cannot get and gives the component no class; naming the class fails the reconcile. Define the AcceleratorClass or drop the name. Checked when the input defines at least one AcceleratorClass.",
  },
  'accelerator-config-unknown-class': {
    severity: 'warning',
    title: "An entry's acceleratorConfig is keyed by a class no AcceleratorClass defines",
    help: "OME looks the settings up by the chosen class's name, so a key no class has is never applied (a misspelt key leaves tensor parallelism, arguments and variables unset). Checked when the input defines at least one AcceleratorClass.",
  },
  'accelerator-no-candidate': {
    severity: 'warning',
    title:
      "An InferenceService's constraints or policy leave a component with no accelerator class",
    help: 'OME then runs the component on no class without a word: no node selector, resources or acceleratorConfig from a class. Loosen spec.acceleratorSelector.constraints, or give the classes cost data for Cheapest.',
  },
  'accelerator-decision-error': {
    severity: 'error',
    title: "OME fails to decide a component's accelerator class",
    help: "A named class that does not exist, or BestFit without constraints among two classes or more (a nil-pointer panic), fails the InferenceService's reconcile. Define the class, or give BestFit constraints.",
  },
  'accelerator-discovery-overlap': {
    severity: 'warning',
    title: 'Two AcceleratorClasses can match the same node',
    help: "Only a class's node selector and required node affinity tie a pod to its hardware; when both classes' rules hold on one node, a pod planned for one can run on the other's hardware with the first one's runtime settings (OME #622: an H100 given A100 overrides). Give each class a label the other excludes.",
  },
  'accelerator-policy-tie': {
    severity: 'warning',
    title: "A policy cannot tell two accelerator classes apart; the runtime's list order decides",
    help: "Equal scores or costs go to the class listed first (past 12 candidates, to Go's sort order), so reordering the runtime's acceleratorClasses changes the class. Tell the classes apart (cost, capabilities) or name the class.",
  },
  'upgrade-hazard': {
    severity: 'warning',
    title: 'The selection differs between the OME releases ome-sim knows (1.2.2 and 1.3)',
    help: 'One-bound ranges, the spec.runtime.kind default and deployment modes changed between releases; the message gives both answers.',
  },
} as const satisfies Record<string, LintRule>;

export type LintRuleId = keyof typeof LINT_RULES;
export const LINT_RULE_IDS = Object.keys(LINT_RULES) as LintRuleId[];

export interface LintFinding {
  readonly rule: LintRuleId;
  readonly severity: LintSeverity;
  readonly message: string;
  /** The object the finding is about (`ClusterServingRuntime/name`), or null for a file. */
  readonly object: string | null;
  readonly source: string;
  /** 1-based; null when the object's position is unknown. */
  readonly line: number | null;
  readonly column: number | null;
}
