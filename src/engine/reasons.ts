/**
 * Reasons are data: a code plus the values that fill OME's text. `reasonText` is the one place that
 * knows OME's wording (docs/selection-rules.md §3, §4.2, §E3), so tests can assert
 * codes and parameters, and the catalogue is checked once against the spec's strings.
 */

/**
 * The first check a runtime fails, by the categories of docs/selection-rules.md §16 (JSON's
 * `check`), in OME's order (§3):
 * - `disabled` (Q1): `spec.disabled: true`;
 * - `accelerator-class` (Q2): it does not list every accelerator class the InferenceService
 *   requires (§3.1);
 * - `deployment-mode` (Q3, v1.3 only): its engine or decoder mode differs from the requested
 *   one (§3.2);
 * - `format-mismatch` (Q4): no entry fully matches the model (§4);
 * - `size-out-of-range` (Q5): the model's size is outside `modelSizeRange` (§6.2);
 * - `no-autoselect-entry` (Q6): no entry has `autoSelect: true`;
 * - `matching-entry-not-autoselect` (Q7a): the score is not above 0 and the first matching
 *   entry's `autoSelect` is not `true`;
 * - `score-not-positive` (Q7b): the score is not above 0 though that entry's `autoSelect` is true.
 *
 * Q1–Q5 make a runtime incompatible and are listed in OME's "no runtime found" text (§10); Q6 and
 * Q7 are the auto-selection gates.
 */
export type CheckCategory =
  | 'disabled'
  | 'accelerator-class'
  | 'deployment-mode'
  | 'format-mismatch'
  | 'size-out-of-range'
  | 'no-autoselect-entry'
  | 'matching-entry-not-autoselect'
  | 'score-not-positive';

/** The checks in the order OME applies them (§3 Q1–Q7). */
export const CHECK_ORDER: readonly CheckCategory[] = [
  'disabled',
  'accelerator-class',
  'deployment-mode',
  'format-mismatch',
  'size-out-of-range',
  'no-autoselect-entry',
  'matching-entry-not-autoselect',
  'score-not-positive',
];

/** Every mismatch part code (a meta-test checks each is reached by some scenario). */
export const MISMATCH_PART_CODES = [
  'sharded-no-cache-provider',
  'pipeline-required',
  'pipeline-class',
  'pipeline-component-missing',
  'pipeline-component-field',
  'pipeline-additional-missing',
  'pipeline-additional-key-missing',
  'architecture-mismatch',
  'architecture-model-unset',
  'architecture-entry-unset',
  'quantization-mismatch',
  'quantization-model-unset',
  'quantization-entry-unset',
  'format-name',
  'format-version',
  'format-version-model-unset',
  'format-version-entry-unset',
  'framework-name',
  'framework-version',
  'framework-version-model-unset',
  'framework-version-entry-unset',
  'framework-model-unset',
  'framework-entry-unset',
] as const satisfies readonly MismatchPart['code'][];

/** One difference between a model and one supportedModelFormats entry (§4.2). */
export type MismatchPart =
  | { readonly code: 'sharded-no-cache-provider' }
  | { readonly code: 'pipeline-required' }
  | { readonly code: 'pipeline-class'; readonly model: string | null; readonly runtime: string }
  | { readonly code: 'pipeline-component-missing'; readonly component: string }
  | {
      readonly code: 'pipeline-component-field';
      readonly component: string;
      readonly field: 'library' | 'type';
      readonly model: string;
      readonly runtime: string;
    }
  | { readonly code: 'pipeline-additional-missing' }
  | { readonly code: 'pipeline-additional-key-missing'; readonly key: string }
  | { readonly code: 'architecture-mismatch'; readonly model: string; readonly runtime: string }
  | { readonly code: 'architecture-model-unset'; readonly runtime: string }
  | { readonly code: 'architecture-entry-unset'; readonly model: string }
  | { readonly code: 'quantization-mismatch'; readonly model: string; readonly runtime: string }
  | { readonly code: 'quantization-model-unset'; readonly runtime: string }
  | { readonly code: 'quantization-entry-unset'; readonly model: string }
  | { readonly code: 'format-name'; readonly model: string; readonly runtime: string }
  | { readonly code: 'format-version'; readonly model: string; readonly runtime: string }
  | { readonly code: 'format-version-model-unset'; readonly runtime: string }
  | { readonly code: 'format-version-entry-unset' }
  | { readonly code: 'framework-name'; readonly model: string; readonly runtime: string }
  | { readonly code: 'framework-version'; readonly model: string; readonly runtime: string }
  | { readonly code: 'framework-version-model-unset'; readonly runtime: string }
  | { readonly code: 'framework-version-entry-unset' }
  | { readonly code: 'framework-model-unset'; readonly runtime: string }
  | { readonly code: 'framework-entry-unset'; readonly model: string };

export type Reason =
  | { readonly check: 'disabled' }
  | {
      readonly check: 'accelerator-class';
      readonly required: readonly string[];
      readonly supported: readonly string[];
    }
  | {
      readonly check: 'deployment-mode';
      readonly component: 'engine' | 'decoder';
      readonly runtimeMode: string;
      readonly requestedMode: string;
    }
  | {
      readonly check: 'format-mismatch';
      readonly label: string;
      /** One list of parts per entry, in entry order; an empty list renders `unknown mismatch`. */
      readonly entries: readonly (readonly MismatchPart[])[];
    }
  | {
      readonly check: 'size-out-of-range';
      readonly size: string;
      readonly rangeLabel: string;
    }
  | { readonly check: 'no-autoselect-entry' }
  | { readonly check: 'matching-entry-not-autoselect'; readonly formatName: string }
  | { readonly check: 'score-not-positive'; readonly priorityIsZero: boolean };

/** OME's text for one entry difference (`getFormatMismatchReason`). */
export function mismatchPartText(part: MismatchPart): string {
  switch (part.code) {
    case 'sharded-no-cache-provider':
      return 'no model cache provider is configured for sharded model loading';
    case 'pipeline-required':
      return 'diffusion pipeline required by runtime but not specified in model';
    case 'pipeline-class':
      return `pipeline class mismatch (model=${part.model ?? '<nil>'}, runtime=${part.runtime})`;
    case 'pipeline-component-missing':
      return `component ${part.component} required by runtime but not specified in model`;
    case 'pipeline-component-field':
      return `${part.component} ${part.field} mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'pipeline-additional-missing':
      return 'diffusion pipeline missing required additional components';
    case 'pipeline-additional-key-missing':
      return `diffusion component ${part.key} missing in model`;
    case 'architecture-mismatch':
      return `architecture mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'architecture-model-unset':
      return `model has no architecture but runtime requires ${part.runtime}`;
    case 'architecture-entry-unset':
      return `model has architecture ${part.model} but runtime has no architecture requirement`;
    case 'quantization-mismatch':
      return `quantization mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'quantization-model-unset':
      return `model has no quantization but runtime requires ${part.runtime}`;
    case 'quantization-entry-unset':
      return `model has quantization ${part.model} but runtime has no quantization requirement`;
    case 'format-name':
      return `format name mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'format-version':
      return `format version mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'format-version-model-unset':
      return `model has no format version but runtime requires ${part.runtime}`;
    case 'format-version-entry-unset':
      return 'model has format version but runtime has no version requirement';
    case 'framework-name':
      return `framework name mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'framework-version':
      return `framework version mismatch (model=${part.model}, runtime=${part.runtime})`;
    case 'framework-version-model-unset':
      return `model has no framework version but runtime requires ${part.runtime}`;
    case 'framework-version-entry-unset':
      return 'model has framework version but runtime has no version requirement';
    case 'framework-model-unset':
      return `model has no framework but runtime requires ${part.runtime}`;
    case 'framework-entry-unset':
      return `model has framework ${part.model} but runtime has no framework requirement`;
  }
}

/** One entry's reason: its parts joined by ", ", or `unknown mismatch` when none applies. */
export const entryMismatchText = (parts: readonly MismatchPart[]): string =>
  parts.length === 0 ? 'unknown mismatch' : parts.map(mismatchPartText).join(', ');

/** The REASON column's text for a rejected runtime, exactly as OME prints it. */
export function reasonText(reason: Reason): string {
  switch (reason.check) {
    case 'disabled':
      return 'runtime is disabled';
    case 'accelerator-class':
      return 'runtime does not support the required accelerator class';
    case 'deployment-mode':
      return (
        `runtime ${reason.component} deployment mode ${reason.runtimeMode} does not match ` +
        `requested ${reason.component} deployment mode ${reason.requestedMode}`
      );
    case 'format-mismatch': {
      const list =
        reason.entries.length === 0
          ? 'no supported formats defined'
          : reason.entries.map(entryMismatchText).join('; ');
      return `model format '${reason.label}' not in supported formats: ${list}`;
    }
    case 'size-out-of-range':
      return `model size ${reason.size} is outside supported range ${reason.rangeLabel}`;
    case 'no-autoselect-entry':
      return (
        'supports the model but has no supportedModelFormats[].autoSelect=true entry, so ' +
        'automatic selection skips it (pin it explicitly via spec.runtime.name instead)'
      );
    case 'matching-entry-not-autoselect':
      return (
        `matching format ${reason.formatName} is not autoSelect-enabled (a different ` +
        'supportedModelFormats entry on this runtime has autoSelect=true, but not the one that ' +
        'matches this model)'
      );
    case 'score-not-positive':
      return reason.priorityIsZero
        ? 'auto-select score is 0 (format priority 0)'
        : 'auto-select score is 0';
  }
}

/** Q1–Q5 are compatibility failures; only those are listed in OME's "no runtime found" error (§10). */
export const isCompatibilityFailure = (check: CheckCategory): boolean =>
  CHECK_ORDER.indexOf(check) <= CHECK_ORDER.indexOf('size-out-of-range');
