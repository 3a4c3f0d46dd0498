/**
 * How close a rejected runtime came: every difference that keeps it from qualifying, not only the
 * first one OME reports. OME stops at the first failing check (§3); a user looking for the runtime
 * to fix wants the one with a single differing field before one with several. The count orders
 * the rejected rows in the UI ("nearest first") and the failed-selection summary; OME's order and
 * text stay as they are everywhere else (docs/selection-rules.md, docs/near-misses.md).
 *
 * Pure: built from the same checks and mismatch parts the verdict uses.
 */
import { acceleratorClassFailure, deploymentModeFailure, isDisabled } from './checks';
import { CHECK_ORDER, type CheckCategory, type MismatchPart, type Reason } from './reasons';
import { fitsSizeRange, parseModelSize, sizeRangeLabel } from './size';
import type { BaseModel, InferenceService, OmeVersion, ServingRuntime } from './types';

/** One field that differs: where, what the model (or InferenceService) has, what the runtime has. */
export interface Difference {
  /** The runtime's field, e.g. `modelArchitecture`, `modelSizeRange`, `autoSelect`. */
  readonly field: string;
  /** The supportedModelFormats entry it sits in, or null for a runtime-level field. */
  readonly entry: number | null;
  /** The model's (or InferenceService's) value; `unset` when it has none. */
  readonly model: string;
  /** The runtime's value; `unset` when it has none. */
  readonly runtime: string;
}

/**
 * How close a rejected runtime came: every field that keeps it out, not only the first check OME
 * reports (docs/near-misses.md). Its `distance` counts fields, unlike a row's size distance.
 */
export interface NearMiss {
  /** How many fields differ (1 = a near miss). */
  readonly distance: number;
  /**
   * Each field that differs: runtime-level checks first, then the nearest entry's fields, the
   * size range, and the autoSelect or priority gate.
   */
  readonly differences: readonly Difference[];
}

const UNSET = 'unset';

/** One entry difference as a field with both values (the parts of OME's format-mismatch text). */
export function partDifference(part: MismatchPart, entry: number): Difference {
  const at = (field: string, model: string | null, runtime: string | null): Difference => ({
    field,
    entry,
    model: model ?? UNSET,
    runtime: runtime ?? UNSET,
  });
  switch (part.code) {
    case 'sharded-no-cache-provider':
      return at('distribution', 'Sharded', 'needs a model cache provider');
    case 'pipeline-required':
      return at('diffusionPipeline', null, 'required');
    case 'pipeline-class':
      return at('diffusionPipeline.className', part.model, part.runtime);
    case 'pipeline-component-missing':
      return at(`diffusionPipeline.${part.component}`, null, 'required');
    case 'pipeline-component-field':
      return at(`diffusionPipeline.${part.component}.${part.field}`, part.model, part.runtime);
    case 'pipeline-additional-missing':
      return at('diffusionPipeline.additionalComponents', null, 'required');
    case 'pipeline-additional-key-missing':
      return at(`diffusionPipeline.additionalComponents.${part.key}`, null, 'required');
    case 'architecture-mismatch':
      return at('modelArchitecture', part.model, part.runtime);
    case 'architecture-model-unset':
      return at('modelArchitecture', null, part.runtime);
    case 'architecture-entry-unset':
      return at('modelArchitecture', part.model, null);
    case 'quantization-mismatch':
      return at('quantization', part.model, part.runtime);
    case 'quantization-model-unset':
      return at('quantization', null, part.runtime);
    case 'quantization-entry-unset':
      return at('quantization', part.model, null);
    case 'format-name':
      return at('modelFormat.name', part.model, part.runtime);
    case 'format-version':
      return at('modelFormat.version', part.model, part.runtime);
    case 'format-version-model-unset':
      return at('modelFormat.version', null, part.runtime);
    case 'format-version-entry-unset':
      return at('modelFormat.version', 'set', null);
    case 'framework-name':
      return at('modelFramework.name', part.model, part.runtime);
    case 'framework-version':
      return at('modelFramework.version', part.model, part.runtime);
    case 'framework-version-model-unset':
      return at('modelFramework.version', null, part.runtime);
    case 'framework-version-entry-unset':
      return at('modelFramework.version', 'set', null);
    case 'framework-model-unset':
      return at('modelFramework', null, part.runtime);
    case 'framework-entry-unset':
      return at('modelFramework', part.model, null);
  }
}

/**
 * Whether entry `index`, once it matches, still leaves the runtime out at the autoSelect gates:
 * Q6 wants some entry with `autoSelect: true`, and Q7's score skips an entry whose autoSelect is
 * false (an unset one scores, so it qualifies beside another entry that is true).
 */
const gateStillShut = (runtime: ServingRuntime, index: number): boolean =>
  !runtime.supportedModelFormats.some((e) => e.autoSelect === true) ||
  runtime.supportedModelFormats[index]?.autoSelect === false;

/**
 * The entry that comes closest: fewest differing fields (its autoSelect counted when the gates
 * would still shut it out), the first of equals (entry order is what OME reads). An entry with no
 * part (OME's `unknown mismatch`) counts as one difference.
 */
function nearestEntry(
  runtime: ServingRuntime,
  entries: readonly (readonly MismatchPart[])[],
): { index: number; parts: readonly MismatchPart[] } | null {
  let best: { index: number; parts: readonly MismatchPart[]; cost: number } | null = null;
  entries.forEach((parts, index) => {
    const cost = Math.max(parts.length, 1) + (gateStillShut(runtime, index) ? 1 : 0);
    if (best === null || cost < best.cost) best = { index, parts, cost };
  });
  return best;
}

function runtimeLevelDifferences(
  runtime: ServingRuntime,
  isvc: InferenceService | null,
  version: OmeVersion,
): Difference[] {
  const differences: Difference[] = [];
  if (isDisabled(runtime))
    differences.push({
      field: 'disabled',
      entry: null,
      model: 'needs it enabled',
      runtime: 'true',
    });
  const accelerator = acceleratorClassFailure(runtime, isvc);
  if (accelerator?.check === 'accelerator-class') {
    differences.push({
      field: 'acceleratorClasses',
      entry: null,
      model: `needs ${accelerator.required.join(', ') || '""'}`,
      runtime: accelerator.supported.length === 0 ? UNSET : accelerator.supported.join(', '),
    });
  }
  const mode = version === '1.3' ? deploymentModeFailure(runtime, isvc) : null;
  if (mode?.check === 'deployment-mode') {
    differences.push({
      field: `${mode.component} deployment mode`,
      entry: null,
      model: mode.requestedMode,
      runtime: mode.runtimeMode,
    });
  }
  return differences;
}

function sizeDifference(model: BaseModel, runtime: ServingRuntime): Difference | null {
  const range = runtime.modelSizeRange;
  if (model.modelParameterSize === null || range === null) return null;
  if (fitsSizeRange(parseModelSize(model.modelParameterSize), range)) return null;
  return {
    field: 'modelSizeRange',
    entry: null,
    model: model.modelParameterSize,
    runtime: sizeRangeLabel(range),
  };
}

const autoSelectValue = (runtime: ServingRuntime, entry: number): string => {
  const value = runtime.supportedModelFormats[entry]?.autoSelect ?? null;
  return value === null ? UNSET : String(value);
};

const autoSelectDifference = (runtime: ServingRuntime, entry: number): Difference => ({
  field: 'autoSelect',
  entry,
  model: 'needs true',
  runtime: autoSelectValue(runtime, entry),
});

/** The autoSelect / priority gates (Q6, Q7) for the entry that matches. */
function gateDifference(
  failure: Reason,
  runtime: ServingRuntime,
  entry: number,
): Difference | null {
  switch (failure.check) {
    case 'no-autoselect-entry':
    case 'matching-entry-not-autoselect':
      return autoSelectDifference(runtime, entry);
    case 'score-not-positive':
      return {
        field: 'priority',
        entry,
        model: 'needs a score above 0',
        runtime: failure.priorityIsZero ? '0' : 'scores 0',
      };
    default:
      return null;
  }
}

export interface NearMissInput {
  readonly model: BaseModel;
  readonly isvc: InferenceService | null;
  readonly version: OmeVersion;
  readonly runtime: ServingRuntime;
  /** OME's verdict: the first failing check. */
  readonly failure: Reason;
  /** Every entry in entry order: whether it fully matches the model, and how it differs if not. */
  readonly entries: readonly {
    readonly matches: boolean;
    readonly mismatch: readonly MismatchPart[];
  }[];
}

/**
 * Every difference between a rejected runtime and the model: runtime-level checks (disabled,
 * accelerator class, deployment mode), the nearest entry's fields, the size range, and the
 * autoSelect / priority gate when the formats match. Checks OME never reached are counted too:
 * fixing the first would reveal them.
 */
export function nearMiss(input: NearMissInput): NearMiss {
  const { model, runtime, failure } = input;
  const differences = runtimeLevelDifferences(runtime, input.isvc, input.version);
  // Worked out here rather than taken from the verdict, which stops before matching when a
  // runtime-level check fails.
  const matchingEntry = input.entries.findIndex((e) => e.matches);
  let entry = matchingEntry;
  if (matchingEntry < 0) {
    const nearest = nearestEntry(
      runtime,
      input.entries.map((e) => e.mismatch),
    );
    if (nearest === null) {
      differences.push({
        field: 'supportedModelFormats',
        entry: null,
        model: model.modelFormat.name,
        runtime: 'none',
      });
    } else {
      entry = nearest.index;
      if (nearest.parts.length === 0)
        differences.push({ field: 'entry', entry, model: 'matches', runtime: 'unknown mismatch' });
      for (const part of nearest.parts) differences.push(partDifference(part, nearest.index));
    }
  }
  const size = sizeDifference(model, runtime);
  if (size !== null) differences.push(size);
  if (matchingEntry >= 0) {
    const gate =
      gateDifference(failure, runtime, matchingEntry) ??
      (gateStillShut(runtime, matchingEntry) ? autoSelectDifference(runtime, matchingEntry) : null);
    if (gate !== null) differences.push(gate);
  } else if (entry >= 0 && gateStillShut(runtime, entry)) {
    differences.push(autoSelectDifference(runtime, entry));
  }
  return { distance: differences.length, differences };
}

/** "modelArchitecture (entry 1): model LlamaForCausalLM, runtime MistralForCausalLM"; "autoSelect (entry 2): model needs true, runtime unset" */
export function differenceText(d: Difference): string {
  const where = d.entry === null ? d.field : `${d.field} (entry ${d.entry + 1})`;
  return `${where}: model ${d.model}, runtime ${d.runtime}`;
}

/** What a row must say for the summary: a verdict and, when rejected, how close it came. */
export interface RowVerdict {
  readonly compatible: boolean;
  readonly check: CheckCategory | null;
  readonly nearMiss: NearMiss | null;
}

export interface RejectionSummary<Row extends RowVerdict> {
  readonly rejected: number;
  /** How many runtimes each check rejected, most first (OME's check order among equals). */
  readonly byReason: readonly { readonly check: CheckCategory; readonly count: number }[];
  /** The rejected rows nearest first (nearestFirst's order). */
  readonly nearest: readonly Row[];
}

const distanceOf = (row: RowVerdict): number => row.nearMiss?.distance ?? Number.POSITIVE_INFINITY;

/** How far OME's checks got with the row: the later the check that stopped it, the further. */
const reached = (row: RowVerdict): number =>
  row.check === null ? -1 : CHECK_ORDER.indexOf(row.check);

/**
 * Rows nearest first: fewest differences; among equals, the one OME's checks took further first
 * (a runtime whose entry matches and only the autoSelect gate stops, the one written for the
 * model, before one whose entry differs by a version); then the given order (a stable sort).
 */
export const nearestFirst = <Row extends RowVerdict>(rows: readonly Row[]): Row[] =>
  rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        distanceOf(a.row) - distanceOf(b.row) ||
        reached(b.row) - reached(a.row) ||
        a.index - b.index,
    )
    .map(({ row }) => row);

/**
 * The lead of OME's "no runtime found": every candidate rejected. Null when some runtime
 * qualifies or there are no rows (an invalid model, or a v1.2.2 panic, fail otherwise).
 */
export function rejectionSummary<Row extends RowVerdict>(
  rows: readonly Row[],
  limit = 3,
): RejectionSummary<Row> | null {
  if (rows.length === 0 || rows.some((row) => row.compatible)) return null;
  const counts = new Map<CheckCategory, number>();
  for (const row of rows) {
    if (row.check !== null) counts.set(row.check, (counts.get(row.check) ?? 0) + 1);
  }
  const byReason = [...counts]
    .map(([check, count]) => ({ check, count }))
    .sort(
      (a, b) => b.count - a.count || CHECK_ORDER.indexOf(a.check) - CHECK_ORDER.indexOf(b.check),
    );
  const nearest = nearestFirst(rows.filter((row) => row.nearMiss !== null)).slice(0, limit);
  return { rejected: rows.length, byReason, nearest };
}
