/**
 * Rules about one object at a time: what admission rejects (the engine's `findingsFor`), and the
 * silent traps OME accepts without a word (docs/lint.md).
 */
import {
  findingsFor,
  parseModelSize,
  type BaseModel,
  type OmeVersion,
  type ServingRuntime,
} from '../engine';
import type { Diagnostic, Located } from '../manifests';
import type { LintFinding, LintRuleId } from './catalogue';
import { findingFromDiagnostic, findingOn } from './locate';

/** The engine's per-runtime findings (webhook, CRD minimums, child autoSelect), as lint rules. */
export function admissionFindings(
  located: Located<ServingRuntime>,
  version: OmeVersion,
): LintFinding[] {
  return findingsFor(located.object, version).map((f) =>
    findingOn(
      located,
      f.code as LintRuleId,
      f.message,
      f.entry === null ? { at: 'name' } : { at: 'entry', entry: f.entry },
    ),
  );
}

/** Problems the manifests layer found: duplicates (kubectl keeps the last), and the rest. */
export function manifestFindings(diagnostics: readonly Diagnostic[]): LintFinding[] {
  return diagnostics
    .filter((d) => d.severity !== 'info')
    .map((d) =>
      d.code === 'duplicate-object'
        ? findingFromDiagnostic(d, 'duplicate-object', 'warning')
        : findingFromDiagnostic(
            d,
            'invalid-manifest',
            d.severity === 'error' ? 'error' : 'warning',
          ),
    );
}

/** A numeric zero as written ("0", "0.0", "0B"): read as 0 on purpose. */
const ZERO = /^[+-]?0*(\.0*)?([eE][+-]?\d+)?[TBM]?$/;

/** A size text that OME reads as 0 although it does not say 0: "7b", "7G", "seven". */
export function readsAsZeroByMistake(text: string): boolean {
  return text.trim() !== '' && parseModelSize(text) === 0 && !ZERO.test(text);
}

const zeroMessage = (field: string, text: string): string => {
  const lower = /^[0-9.]+[tbm]$/.test(text);
  const why = lower
    ? `the suffix must be uppercase (${text.slice(0, -1)}${text.slice(-1).toUpperCase()})`
    : 'only T, B and M are suffixes';
  return `${field} "${text}" reads as 0: ${why}, and OME parses anything else as 0 without an error`;
};

/** A modelParameterSize or range bound OME reads as 0. */
export function sizeTrapFindings(
  located: Located<ServingRuntime> | Located<BaseModel>,
): LintFinding[] {
  const o = located.object;
  const fields: [string, string | null][] =
    'modelParameterSize' in o
      ? [['spec.modelParameterSize', o.modelParameterSize]]
      : [
          ['spec.modelSizeRange.min', o.modelSizeRange?.min ?? null],
          ['spec.modelSizeRange.max', o.modelSizeRange?.max ?? null],
        ];
  return fields
    .filter(([, text]) => text !== null && readsAsZeroByMistake(text))
    .map(([field, text]) =>
      findingOn(located, 'size-reads-zero', zeroMessage(field, text!), {
        at: 'field',
        path: field,
      }),
    );
}

/** min above max: no size fits. */
export function minAboveMaxFinding(located: Located<ServingRuntime>): LintFinding[] {
  const range = located.object.modelSizeRange;
  if (range?.min == null || range.max == null) return [];
  // A bound read as 0 by mistake is reported as such (size-reads-zero), not again here.
  if (readsAsZeroByMistake(range.min) || readsAsZeroByMistake(range.max)) return [];
  const min = parseModelSize(range.min);
  const max = parseModelSize(range.max);
  if (min <= max) return [];
  return [
    findingOn(
      located,
      'min-above-max',
      `modelSizeRange min ${range.min} is above max ${range.max}: no model size fits, so the runtime never qualifies for a model with a size`,
      { at: 'field', path: 'spec.modelSizeRange' },
    ),
  ];
}

/** An explicit `weight: 0` (not defaulted): it scores as 10 (format) or 5 (framework). */
export function weightZeroFindings(located: Located<ServingRuntime>): LintFinding[] {
  const out: LintFinding[] = [];
  located.object.supportedModelFormats.forEach((entry, index) => {
    for (const [side, requirement, counts] of [
      ['modelFormat', entry.modelFormat, 10],
      ['modelFramework', entry.modelFramework, 5],
    ] as const) {
      if (requirement?.weight !== 0 || entry.defaulted.includes(`${side}.weight`)) continue;
      out.push(
        findingOn(
          located,
          'weight-zero',
          `spec.supportedModelFormats[${index}].${side}.weight is 0, which OME scores as ${counts} (the default weight), not as zero`,
          { at: 'entry', entry: index },
        ),
      );
    }
  });
  return out;
}

/** An autoSelect entry with no modelArchitecture: it matches only models without one. */
export function noArchitectureFindings(located: Located<ServingRuntime>): LintFinding[] {
  const out: LintFinding[] = [];
  located.object.supportedModelFormats.forEach((entry, index) => {
    if (entry.autoSelect !== true || entry.modelArchitecture !== null) return;
    if (entry.diffusionPipeline !== null) return; // diffusion pipelines are matched by class
    out.push(
      findingOn(
        located,
        'entry-without-architecture',
        `spec.supportedModelFormats[${index}] has no modelArchitecture, so it matches only models that set none (most models set one)`,
        { at: 'entry', entry: index },
      ),
    );
  });
  return out;
}
