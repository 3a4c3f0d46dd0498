/**
 * The cluster-wide view: which runtime OME picks for every model (in each namespace where it can
 * be used) and for every InferenceService in the manifests.
 */
import { rankRuntimes, type OmeVersion, type Scope } from '../engine';
import { isResolveError, resolveQuery } from './resolve';
import type { ManifestSet } from './types';

export interface MatrixCell {
  /** Stable key: `model/<ns>/<name>` or `isvc/<ns>/<name>`. */
  readonly key: string;
  readonly kind: 'model' | 'isvc';
  readonly name: string;
  readonly namespace: string;
  readonly model: string;
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  /** Why nothing is selected: no runtime qualifies, a selection error, or an unresolved model. */
  readonly problem: string | null;
  readonly qualifying: number;
}

/**
 * One row per InferenceService (its own namespace, accelerator and mode constraints apply), and
 * one per model and namespace: a BaseModel in its namespace, a ClusterBaseModel in every
 * namespace of the manifests.
 */
export function selectionMatrix(set: ManifestSet, omeVersion: OmeVersion = '1.3'): MatrixCell[] {
  const runtimes = set.runtimes.map((r) => r.object);
  const namespaces = set.namespaces.length > 0 ? set.namespaces : ['default'];
  const cells: MatrixCell[] = [];
  const run = (kind: 'model' | 'isvc', name: string, namespace: string): void => {
    const resolved = resolveQuery(
      set,
      namespace,
      kind === 'model' ? { model: name } : { isvc: name },
      omeVersion,
    );
    const key = `${kind}/${namespace}/${name}`;
    if (isResolveError(resolved)) {
      cells.push({
        key,
        kind,
        name,
        namespace,
        model: '',
        selected: null,
        problem: 'model not found',
        qualifying: 0,
      });
      return;
    }
    const ranking = rankRuntimes({ ...resolved.input, runtimes });
    const selected = ranking.selected;
    cells.push({
      key,
      kind,
      name,
      namespace,
      model: resolved.model.object.name,
      selected: selected === null ? null : { name: selected.runtime.name, scope: selected.scope },
      problem:
        ranking.error !== null
          ? 'selection fails'
          : selected === null
            ? 'no runtime qualifies'
            : null,
      qualifying: ranking.ranked.length,
    });
  };
  for (const { object: isvc } of set.inferenceServices)
    run('isvc', isvc.name, isvc.namespace || namespaces[0]!);
  for (const { object: model } of set.models) {
    const where =
      model.kind === 'BaseModel' && model.namespace !== null ? [model.namespace] : namespaces;
    for (const namespace of where) run('model', model.name, namespace);
  }
  return cells;
}

/** Keys whose selection differs between two matrices (a what-if edit's flips). */
export function flippedSelections(
  before: readonly MatrixCell[],
  after: readonly MatrixCell[],
): Set<string> {
  const previous = new Map(before.map((c) => [c.key, c]));
  const flipped = new Set<string>();
  for (const cell of after) {
    const old = previous.get(cell.key);
    if (old === undefined) continue;
    const was = old.selected === null ? null : `${old.selected.scope}/${old.selected.name}`;
    const now = cell.selected === null ? null : `${cell.selected.scope}/${cell.selected.name}`;
    if (was !== now) flipped.add(cell.key);
  }
  return flipped;
}
