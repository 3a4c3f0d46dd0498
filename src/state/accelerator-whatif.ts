/**
 * The "Runs on" what-if's form, read (docs/app.md): the policy and constraints as the user types
 * them, and the AcceleratorWhatIf they make, or what is wrong with a field. Numbers are read as
 * the CRD reads them (whole numbers, GB for memory); lists are names separated by commas or
 * spaces. Every constraint left empty is no constraints at all, unless the YAML writes an empty
 * `constraints`, which BestFit needs (without it OME panics).
 */
import { NO_CONSTRAINTS, type AcceleratorConstraints, type AcceleratorWhatIf } from '../engine';

export interface WhatIfDraft {
  /** '' for no policy. */
  readonly policy: string;
  readonly minMemory: string;
  readonly maxMemory: string;
  readonly minComputePerformanceTFLOPS: string;
  readonly minArchitectureVersion: string;
  readonly requiredFeatures: string;
  readonly architectureFamilies: string;
  readonly preferredPrecisions: string;
  readonly excludedClasses: readonly string[];
  /** The starting point wrote `constraints` (even empty): empty fields then mean `{}`. */
  readonly constraintsWritten: boolean;
}

export const NUMBER_FIELDS = ['minMemory', 'maxMemory', 'minComputePerformanceTFLOPS'] as const;
export const LIST_FIELDS = [
  'requiredFeatures',
  'architectureFamilies',
  'preferredPrecisions',
] as const;
export type DraftField = (typeof NUMBER_FIELDS)[number] | (typeof LIST_FIELDS)[number];

/** The form for a what-if (or the YAML's selector). */
export function draftOf(whatIf: AcceleratorWhatIf): WhatIfDraft {
  const c = whatIf.constraints ?? NO_CONSTRAINTS;
  const number = (n: number | null) => (n === null ? '' : String(n));
  return {
    policy: whatIf.policy ?? '',
    minMemory: number(c.minMemory),
    maxMemory: number(c.maxMemory),
    minComputePerformanceTFLOPS: number(c.minComputePerformanceTFLOPS),
    minArchitectureVersion: c.minArchitectureVersion ?? '',
    requiredFeatures: c.requiredFeatures.join(', '),
    architectureFamilies: c.architectureFamilies.join(', '),
    preferredPrecisions: c.preferredPrecisions.join(', '),
    excludedClasses: c.excludedClasses,
    constraintsWritten: whatIf.constraints !== null,
  };
}

const listOf = (text: string): string[] => text.split(/[\s,]+/).filter((item) => item !== '');

/** The CRD's int64 fields, as the form can hold them exactly. */
function numberOf(text: string): number | null | { readonly error: string } {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(Number(t)))
    return { error: `“${t}” is not a whole number` };
  return Number(t);
}

const CONSTRAINT_KEYS = Object.keys(NO_CONSTRAINTS) as (keyof AcceleratorConstraints)[];

function sameConstraints(a: AcceleratorConstraints | null, b: AcceleratorConstraints | null) {
  if (a === null || b === null) return a === b;
  return CONSTRAINT_KEYS.every((key) => {
    const x = a[key];
    const y = b[key];
    return Array.isArray(x) && Array.isArray(y)
      ? x.length === y.length && x.every((item, i) => item === y[i])
      : x === y;
  });
}

export type DraftReading =
  | { readonly ok: true; readonly whatIf: AcceleratorWhatIf }
  | { readonly ok: false; readonly errors: Partial<Record<DraftField, string>> };

export function readDraft(draft: WhatIfDraft): DraftReading {
  const errors: Partial<Record<DraftField, string>> = {};
  const numbers: Record<string, number | null> = {};
  for (const field of NUMBER_FIELDS) {
    const value = numberOf(draft[field]);
    if (value !== null && typeof value === 'object') errors[field] = value.error;
    else numbers[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const version = draft.minArchitectureVersion.trim();
  const constraints: AcceleratorConstraints = {
    minMemory: numbers['minMemory'] ?? null,
    maxMemory: numbers['maxMemory'] ?? null,
    minComputePerformanceTFLOPS: numbers['minComputePerformanceTFLOPS'] ?? null,
    minArchitectureVersion: version === '' ? null : version,
    requiredFeatures: listOf(draft.requiredFeatures),
    excludedClasses: draft.excludedClasses,
    architectureFamilies: listOf(draft.architectureFamilies),
    preferredPrecisions: listOf(draft.preferredPrecisions),
  };
  const empty = sameConstraints(constraints, NO_CONSTRAINTS);
  return {
    ok: true,
    whatIf: {
      policy: draft.policy === '' ? null : draft.policy,
      constraints: empty && !draft.constraintsWritten ? null : constraints,
    },
  };
}

/** Whether two what-ifs decide alike (the same policy and constraints). */
export const sameWhatIf = (a: AcceleratorWhatIf, b: AcceleratorWhatIf): boolean =>
  a.policy === b.policy && sameConstraints(a.constraints, b.constraints);
