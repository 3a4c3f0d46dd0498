/**
 * Entry matching (docs/selection-rules.md §4): does a supportedModelFormats entry fully match the
 * model, and if not, every way in which it differs, in OME's order.
 *
 * `entryMatches` is the hot path and allocates nothing; `entryMismatchParts` runs only for runtimes
 * that no entry matches, to build the REASON text. A property test keeps the two in agreement.
 */
import type { MismatchPart } from './reasons';
import {
  DIFFUSION_COMPONENTS,
  type BaseModel,
  type DiffusionComponent,
  type DiffusionPipeline,
  type FormatRequirement,
  type OmeVersion,
  type SupportedModelFormat,
} from './types';
import { versionAccepts } from './version';

type ModelSide = { readonly name: string; readonly version: string | null };

/** Both unset, or both set and equal (architecture, quantization: exact, presence must agree). */
const optionalEqual = (a: string | null, b: string | null): boolean => a === b;

/** §4.1 step 4/5 versions: both set → operator rule; both unset → ok; one set → no match. */
function versionsMatch(entry: FormatRequirement, model: ModelSide): boolean {
  if (entry.version !== null && model.version !== null) {
    return versionAccepts(entry.version, entry.operator, model.version);
  }
  return entry.version === null && model.version === null;
}

/** §4.1 step 5: framework present on both sides and matching, or absent on both. */
function frameworkMatches(entry: FormatRequirement | null, model: ModelSide | null): boolean {
  if (entry !== null && model !== null) {
    return entry.name === model.name && versionsMatch(entry, model);
  }
  return entry === null && model === null;
}

/** A Sharded model needs a model-cache provider, and v1.3 can't configure one (§4.0). */
export const needsCacheProvider = (model: BaseModel, version: OmeVersion): boolean =>
  version === '1.3' && model.distribution === 'Sharded';

/** §4.1: the entry matches the model on pipeline, architecture, quantization, format, framework. */
export function entryMatches(
  model: BaseModel,
  entry: SupportedModelFormat,
  version: OmeVersion,
): boolean {
  if (needsCacheProvider(model, version)) return false;
  if (
    entry.diffusionPipeline !== null &&
    pipelineMismatch(model.diffusionPipeline, entry.diffusionPipeline) !== null
  ) {
    return false;
  }
  if (!optionalEqual(model.modelArchitecture, entry.modelArchitecture)) return false;
  if (!optionalEqual(model.quantization, entry.quantization)) return false;
  const format = entry.modelFormat;
  if (format === null || format.name !== model.modelFormat.name) return false;
  if (!versionsMatch(format, model.modelFormat)) return false;
  return frameworkMatches(entry.modelFramework, model.modelFramework);
}

/** The index of the first fully matching entry (the matching entry M of §3 Q4), or -1. */
export function firstMatchingEntry(
  model: BaseModel,
  entries: readonly SupportedModelFormat[],
  version: OmeVersion,
): number {
  for (let i = 0; i < entries.length; i++) {
    if (entryMatches(model, entries[i] as SupportedModelFormat, version)) return i;
  }
  return -1;
}

function componentMismatch(
  name: string,
  wanted: DiffusionComponent,
  have: DiffusionComponent | undefined,
): MismatchPart | null {
  if (have === undefined) return { code: 'pipeline-component-missing', component: name };
  if (wanted.library !== '' && wanted.library !== have.library) {
    return {
      code: 'pipeline-component-field',
      component: name,
      field: 'library',
      model: have.library,
      runtime: wanted.library,
    };
  }
  if (wanted.type !== '' && wanted.type !== have.type) {
    return {
      code: 'pipeline-component-field',
      component: name,
      field: 'type',
      model: have.type,
      runtime: wanted.type,
    };
  }
  return null;
}

/**
 * §4.3 `comparePipeline`: the first way the model's pipeline fails the entry's, or null.
 * An entry pipeline `{}` still requires the model to have one. Additional component keys are
 * checked in sorted order (Go's map order is random; sorting makes the report deterministic).
 */
export function pipelineMismatch(
  model: DiffusionPipeline | null,
  wanted: DiffusionPipeline,
): MismatchPart | null {
  if (model === null) return { code: 'pipeline-required' };
  if (wanted.className !== null && model.className !== wanted.className) {
    return { code: 'pipeline-class', model: model.className, runtime: wanted.className };
  }
  for (const name of DIFFUSION_COMPONENTS) {
    const component = wanted.components[name];
    if (component === undefined) continue;
    const failure = componentMismatch(name, component, model.components[name]);
    if (failure !== null) return failure;
  }
  const keys = Object.keys(wanted.additionalComponents).sort();
  if (keys.length === 0) return null;
  if (Object.keys(model.additionalComponents).length === 0) {
    return { code: 'pipeline-additional-missing' };
  }
  for (const key of keys) {
    const have = model.additionalComponents[key];
    if (have === undefined) return { code: 'pipeline-additional-key-missing', key };
    const failure = componentMismatch(
      key,
      wanted.additionalComponents[key] as DiffusionComponent,
      have,
    );
    if (failure !== null) return failure;
  }
  return null;
}

function optionalFieldParts(
  model: string | null,
  entry: string | null,
  mismatch: 'architecture-mismatch' | 'quantization-mismatch',
): MismatchPart | null {
  if (model === entry) return null;
  if (model !== null && entry !== null) return { code: mismatch, model, runtime: entry };
  if (mismatch === 'architecture-mismatch') {
    return model === null
      ? { code: 'architecture-model-unset', runtime: entry as string }
      : { code: 'architecture-entry-unset', model };
  }
  return model === null
    ? { code: 'quantization-model-unset', runtime: entry as string }
    : { code: 'quantization-entry-unset', model };
}

function formatParts(model: ModelSide, entry: FormatRequirement | null): MismatchPart | null {
  if (entry === null) return null;
  if (entry.name !== model.name)
    return { code: 'format-name', model: model.name, runtime: entry.name };
  if (entry.version !== null && model.version !== null) {
    return versionAccepts(entry.version, entry.operator, model.version)
      ? null
      : { code: 'format-version', model: model.version, runtime: entry.version };
  }
  if (entry.version !== null) return { code: 'format-version-model-unset', runtime: entry.version };
  if (model.version !== null) return { code: 'format-version-entry-unset' };
  return null;
}

function frameworkParts(
  model: ModelSide | null,
  entry: FormatRequirement | null,
): MismatchPart | null {
  if (model === null && entry === null) return null;
  if (model === null)
    return { code: 'framework-model-unset', runtime: (entry as FormatRequirement).name };
  if (entry === null) return { code: 'framework-entry-unset', model: model.name };
  if (entry.name !== model.name) {
    return { code: 'framework-name', model: model.name, runtime: entry.name };
  }
  if (entry.version !== null && model.version !== null) {
    return versionAccepts(entry.version, entry.operator, model.version)
      ? null
      : { code: 'framework-version', model: model.version, runtime: entry.version };
  }
  if (entry.version !== null)
    return { code: 'framework-version-model-unset', runtime: entry.version };
  if (model.version !== null) return { code: 'framework-version-entry-unset' };
  return null;
}

const pushPart = (parts: MismatchPart[], part: MismatchPart | null): void => {
  if (part !== null) parts.push(part);
};

/** §4.2: every difference between the model and one entry, in OME's order. */
export function entryMismatchParts(
  model: BaseModel,
  entry: SupportedModelFormat,
  version: OmeVersion,
): MismatchPart[] {
  // Pushed one by one, no list of nulls to filter: this runs for every entry of every rejected
  // runtime (20,000 in the bench's 10,000-runtime cluster).
  const parts: MismatchPart[] = [];
  if (needsCacheProvider(model, version)) parts.push({ code: 'sharded-no-cache-provider' });
  if (entry.diffusionPipeline !== null)
    pushPart(parts, pipelineMismatch(model.diffusionPipeline, entry.diffusionPipeline));
  pushPart(
    parts,
    optionalFieldParts(model.modelArchitecture, entry.modelArchitecture, 'architecture-mismatch'),
  );
  pushPart(
    parts,
    optionalFieldParts(model.quantization, entry.quantization, 'quantization-mismatch'),
  );
  pushPart(parts, formatParts(model.modelFormat, entry.modelFormat));
  pushPart(parts, frameworkParts(model.modelFramework, entry.modelFramework));
  return parts;
}

/** `getModelFormatLabel` (§4.2): `mt:<format>[:<version>][:<arch>][:<quant>][:<fw>[:<fwVersion>]]`. */
export function modelFormatLabel(model: BaseModel): string {
  let label = `mt:${model.modelFormat.name}`;
  if (model.modelFormat.version !== null) label += `:${model.modelFormat.version}`;
  if (model.modelArchitecture !== null) label += `:${model.modelArchitecture}`;
  if (model.quantization !== null) label += `:${model.quantization}`;
  if (model.modelFramework !== null) {
    label += `:${model.modelFramework.name}`;
    if (model.modelFramework.version !== null) label += `:${model.modelFramework.version}`;
  }
  return label;
}
