/**
 * The functions OME's policy_helpers_test.go asserts, by the names the scenario files give them
 * (scenarios/README.md, "Accelerator scenarios"), with their inputs decoded from YAML as a user
 * would write them: a class's spec through the AcceleratorClass decoder, constraints through the
 * InferenceService's, so the scenarios pin the decoders too.
 */
import { dump } from 'js-yaml';
import { constraintFailure } from '../engine/accelerator/candidates';
import { goSortSlice } from '../engine/accelerator/go-sort';
import { applyPolicy } from '../engine/accelerator/policies';
import { compareQuantities, parseQuantity, type Quantity } from '../engine/accelerator/quantity';
import { constraintText } from '../engine/accelerator/reasons';
import {
  bestFitScore,
  capabilityScore,
  computeScore,
  maxCapability,
  maxTflops,
  memoryFitScore,
  rawCapability,
  scoreFromTflops,
  tflopsForPrecision,
} from '../engine/accelerator/scores';
import {
  isAcceleratorPolicy,
  type AcceleratorClass,
  type AcceleratorConstraints,
  type AcceleratorPerformance,
} from '../engine/accelerator/types';
import { loadManifests } from '../manifests';

type Args = Readonly<Record<string, unknown>>;

/** Decodes YAML documents as Go-test data (no CRD rules: Go's structs have none). */
function decodeGoData(objects: readonly object[]) {
  const text = objects.map((o) => dump(o)).join('---\n');
  const set = loadManifests([{ name: 'case', text }], { applyCrdDefaults: false });
  const errors = set.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((d) => `${d.path}: ${d.message}`).join('; '));
  return set;
}

/** An AcceleratorClass from its spec (and name), decoded. */
export function classOf(spec: unknown, name = 'test-accelerator'): AcceleratorClass {
  const set = decodeGoData([
    {
      apiVersion: 'ome.io/v1beta1',
      kind: 'AcceleratorClass',
      metadata: { name },
      spec: spec ?? {},
    },
  ]);
  return set.acceleratorClasses[0]!.object;
}

/** Constraints as an InferenceService's selector carries them; null for none. */
export function constraintsOf(constraints: unknown): AcceleratorConstraints | null {
  if (constraints === null || constraints === undefined) return null;
  const set = decodeGoData([
    {
      apiVersion: 'ome.io/v1beta1',
      kind: 'InferenceService',
      metadata: { name: 'case', namespace: 'default' },
      spec: { acceleratorSelector: { constraints } },
    },
  ]);
  return set.inferenceServices[0]!.object.acceleratorSelector!.constraints;
}

/** Constraints the Go test always gives (`&AcceleratorConstraints{...}`), empty when none written. */
const given = (constraints: unknown): AcceleratorConstraints => constraintsOf(constraints ?? {})!;

const performanceOf = (performance: unknown): AcceleratorPerformance | null =>
  performance === null || performance === undefined
    ? null
    : classOf({ capabilities: { performance } }).capabilities.performance;

function quantityOf(text: unknown): Quantity {
  const reading = parseQuantity(String(text));
  if (!reading.ok) throw new Error(`not a quantity: ${String(text)}`);
  return reading.quantity;
}

const classesOf = (list: unknown): AcceleratorClass[] =>
  (list as { name: string; spec?: unknown }[]).map((c) => classOf(c.spec, c.name));

/** `sortScoredCandidates(scored, ascending)`: the names in the order Go's sort leaves them. */
function sortScored(args: Args): string[] {
  const scored = args['scored'] as { name: string; score: number }[];
  const less = args['ascending']
    ? (a: { score: number }, b: { score: number }) => a.score < b.score
    : (a: { score: number }, b: { score: number }) => a.score > b.score;
  return goSortSlice(scored, less).map((s) => s.name);
}

/** A policy's choice among candidates given directly (OME's `select*`): a name, or what ended it. */
function selectWith(args: Args): string {
  const policy = String(args['policy']);
  if (!isAcceleratorPolicy(policy)) throw new Error(`unknown policy ${policy}`);
  const result = applyPolicy(
    policy,
    classesOf(args['classes']),
    constraintsOf(args['constraints']),
  );
  return result.kind === 'picked' ? result.chosen.name : result.kind;
}

export const ACCELERATOR_FUNCTIONS: Readonly<Record<string, (args: Args) => unknown>> = {
  scoreFromTFLOPS: (a) => scoreFromTflops(Number(a['tflops']), Number(a['required'])),
  getTFLOPSForPrecision: (a) =>
    tflopsForPrecision(performanceOf(a['performance']), String(a['precision'])),
  getMaxTFLOPS: (a) => maxTflops(performanceOf(a['performance'])),
  calculateMemoryFitScore: (a) => memoryFitScore(classOf(a['class']), given(a['constraints'])),
  calculateComputePerformanceTFLOPSScore: (a) =>
    computeScore(classOf(a['class']), given(a['constraints'])).score,
  calculateBestFitScore: (a) => bestFitScore(classOf(a['class']), given(a['constraints'])).total,
  compareCosts: (a) => compareQuantities(quantityOf(a['a']), quantityOf(a['b'])),
  sortScoredCandidates: sortScored,
  /** The score of one candidate normalized against itself, as the Go test computes it. */
  calculateCapabilityScore: (a) => {
    const precisions = (a['preferredPrecisions'] as string[] | undefined) ?? [];
    const raw = rawCapability(classOf(a['class']), precisions);
    return capabilityScore(raw, maxCapability([raw])).total;
  },
  /** `meetsRequirements`: null when eligible, else OME's reason. */
  meetsRequirements: (a) => {
    const failure = constraintFailure(
      classOf(a['class'], String(a['name'] ?? 'test-accelerator')),
      constraintsOf(a['constraints']),
    );
    return failure === null ? null : constraintText(failure);
  },
  select: selectWith,
};
