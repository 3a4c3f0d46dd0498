/**
 * What lint could not check, and why: a question with no model to rank (its modelFormat not yet
 * filled in by OME's model agent, the model disabled, or not in the manifests). Every output of
 * `ome-sim lint` says so, so a clean result is never mistaken for a checked catalog.
 */
import type { Located } from '../manifests';
import { objectLabel, type Named } from './locate';

/**
 * Why a question was not checked: its model has no modelFormat yet (OME's model agent fills it
 * in), is disabled, is not in the manifests, or the InferenceService names no model.
 */
export type NotCheckedReason =
  'no-model-format' | 'model-disabled' | 'model-not-found' | 'no-model';

/** The objects left unchecked for one reason. */
export interface NotChecked {
  /** What was not checked: models, or InferenceServices. */
  readonly kind: 'model' | 'InferenceService';
  /** Why they were not checked. */
  readonly reason: NotCheckedReason;
  /** `ClusterBaseModel/name`, `InferenceService/namespace/name`, in the order they are written. */
  readonly objects: readonly string[];
  /** One line saying how many, why, and what to do. */
  readonly message: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the agent's fields come from, and how ome-sim is told them (the CLI, then the app). */
const FILL =
  "OME's model agent fills it in from the model's files (ome-sim reads them with --model-root DIR or --model-files NAME=PATH; in the app, Fill from the model's files)";

function messageOf(kind: NotChecked['kind'], reason: NotCheckedReason, n: number): string {
  const models = plural(n, 'model', 'models');
  const services = plural(n, 'InferenceService', 'InferenceServices');
  switch (reason) {
    case 'no-model-format':
      return kind === 'model'
        ? `${models} ${n === 1 ? 'has' : 'have'} no modelFormat, so no runtime is selected for ${n === 1 ? 'it' : 'them'} yet: ${FILL}`
        : `${services} ${n === 1 ? 'uses' : 'use'} a model without modelFormat, so no runtime is selected yet: ${FILL}`;
    case 'model-disabled':
      return `${models} ${n === 1 ? 'is' : 'are'} disabled (spec.disabled: true), so no runtime is selected for ${n === 1 ? 'it' : 'them'}`;
    case 'model-not-found':
      return `${services} ${n === 1 ? 'names' : 'name'} a model that is not in the manifests (spec.model.name)`;
    case 'no-model':
      return `${services} ${n === 1 ? 'has' : 'have'} no spec.model`;
  }
}

/** Collects the unchecked objects as the questions are resolved. */
export class NotCheckedLedger {
  readonly #groups = new Map<
    string,
    { kind: NotChecked['kind']; reason: NotCheckedReason; objects: Set<string> }
  >();

  add(kind: NotChecked['kind'], reason: NotCheckedReason, object: Located<Named> | string): void {
    const key = `${kind}/${reason}`;
    let group = this.#groups.get(key);
    if (group === undefined) this.#groups.set(key, (group = { kind, reason, objects: new Set() }));
    group.objects.add(typeof object === 'string' ? object : objectLabel(object.object));
  }

  /** Models first, then services; each group in the order of `NotCheckedReason`. */
  groups(): NotChecked[] {
    const order: NotCheckedReason[] = [
      'no-model-format',
      'model-disabled',
      'model-not-found',
      'no-model',
    ];
    return [...this.#groups.values()]
      .sort(
        (a, b) =>
          (a.kind === b.kind ? 0 : a.kind === 'model' ? -1 : 1) ||
          order.indexOf(a.reason) - order.indexOf(b.reason),
      )
      .map(({ kind, reason, objects }) => ({
        kind,
        reason,
        objects: [...objects],
        message: messageOf(kind, reason, objects.size),
      }));
  }
}
