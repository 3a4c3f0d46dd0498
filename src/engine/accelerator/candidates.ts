/**
 * The candidates a policy chooses among, and the constraints that filter them
 * (docs/selection-rules.md §A4): OME's `candidatesFromNames` and `meetsRequirements`.
 */
import { compareNames } from '../order';
import { wholeGigabytes } from './quantity';
import type { ConstraintFailure } from './reasons';
import type { AcceleratorClass, AcceleratorConstraints } from './types';

/** One name of the runtime's `acceleratorClasses`, as OME's fetch finds it. */
export interface ListedClass {
  readonly name: string;
  /** Its place in the runtime's list. */
  readonly index: number;
  /** The same name again: OME skips it. */
  readonly duplicate: boolean;
  /** null: no AcceleratorClass of that name. */
  readonly accelerator: AcceleratorClass | null;
}

/**
 * The runtime's classes in list order, each fetched once (§A4). OME's fetcher returns an error
 * for a name it cannot find, and `candidatesFromNames` gives up there: `firstMissing` is that
 * name, and with it the policy chooses nothing.
 */
export function listClasses(
  names: readonly string[],
  classes: readonly AcceleratorClass[],
): { readonly listed: readonly ListedClass[]; readonly firstMissing: string | null } {
  const byName = new Map(classes.map((c) => [c.name, c]));
  const seen = new Set<string>();
  let firstMissing: string | null = null;
  const listed = names.map((name, index): ListedClass => {
    const duplicate = seen.has(name);
    seen.add(name);
    const accelerator = byName.get(name) ?? null;
    if (!duplicate && accelerator === null) firstMissing ??= name;
    return { name, index, duplicate, accelerator };
  });
  return { listed, firstMissing };
}

/** Go's `strings.ToLower`, per code point. */
export const goLower = (text: string): string => text.toLowerCase();

/** Go's `strings.EqualFold`: equal under simple case folding, code point by code point. */
export function equalFold(a: string, b: string): boolean {
  const fold = (c: string): string => {
    const upper = c.toUpperCase();
    return [...upper].length === 1 ? upper.toLowerCase() : c.toLowerCase();
  };
  const as = [...a];
  const bs = [...b];
  return as.length === bs.length && as.every((c, i) => c === bs[i] || fold(c) === fold(bs[i]!));
}

/**
 * `architectureFamilies`: an entry with a "-" names vendor-family, one without the family, both
 * compared ignoring case. OME reports the candidate's family in lower case.
 */
function familyFailure(
  candidate: AcceleratorClass,
  families: readonly string[],
): ConstraintFailure | null {
  if (families.length === 0) return null;
  const vendorFamily = `${goLower(candidate.vendor)}-${goLower(candidate.family)}`;
  const family = goLower(candidate.family);
  const allowed = families.some((f) => equalFold(f, f.includes('-') ? vendorFamily : family));
  return allowed ? null : { code: 'architecture-family', family };
}

/** `minMemory` / `maxMemory` against whole GB: `Value() / 1024³`, truncated (§A2). */
function memoryFailure(
  candidate: AcceleratorClass,
  c: AcceleratorConstraints,
): ConstraintFailure | null {
  if (c.minMemory === null && c.maxMemory === null) return null;
  const memory = candidate.capabilities.memoryGB;
  if (memory === null) return { code: 'memory-unknown' };
  const memoryGB = wholeGigabytes(memory);
  if (c.minMemory !== null && memoryGB < BigInt(c.minMemory))
    return { code: 'memory-below', memoryGB: Number(memoryGB), min: c.minMemory };
  if (c.maxMemory !== null && memoryGB > BigInt(c.maxMemory))
    return { code: 'memory-above', memoryGB: Number(memoryGB), max: c.maxMemory };
  return null;
}

/** Every `requiredFeatures` item among the class's features, lower-cased on both sides. */
function featureFailure(
  candidate: AcceleratorClass,
  required: readonly string[],
): ConstraintFailure | null {
  const has = new Set(candidate.capabilities.features.map(goLower));
  const missing = required.find((f) => !has.has(goLower(f)));
  return missing === undefined ? null : { code: 'feature-missing', feature: missing };
}

/** `minArchitectureVersion` against `computeCapability`, as strings ("10.0" < "9.0"). */
function capabilityFailure(
  candidate: AcceleratorClass,
  min: string | null,
): ConstraintFailure | null {
  if (min === null) return null;
  const has = candidate.capabilities.computeCapability;
  if (has === '') return { code: 'compute-capability-unknown' };
  return compareNames(has, min) < 0 ? { code: 'compute-capability-below', has, min } : null;
}

/**
 * `meetsRequirements` (§A4): the first constraint the candidate fails, in OME's order
 * (excluded, family, memory, features, compute capability), or null. No constraints: none.
 * `minComputePerformanceTFLOPS` and `preferredPrecisions` never filter.
 */
export function constraintFailure(
  candidate: AcceleratorClass,
  constraints: AcceleratorConstraints | null,
): ConstraintFailure | null {
  if (constraints === null) return null;
  if (constraints.excludedClasses.includes(candidate.name)) return { code: 'excluded' };
  return (
    familyFailure(candidate, constraints.architectureFamilies) ??
    memoryFailure(candidate, constraints) ??
    featureFailure(candidate, constraints.requiredFeatures) ??
    capabilityFailure(candidate, constraints.minArchitectureVersion)
  );
}
