/**
 * One lint over a set of manifests: what every rule's check reads. The analyses several rules
 * share (each selection's ranking, the engine's findings of a runtime, the size maps of the
 * catalog's shapes, the nearest runtime of an unserved model, the accelerator class decisions)
 * are computed on first use and kept for the other rules of the same run.
 */
import {
  findingsFor,
  type Finding,
  type OmeVersion,
  type Ranking,
  type RuntimeEvaluation,
  type ServingRuntime,
} from '../engine';
import type { ManifestSet, ManifestSource } from '../manifests';
import { analyseAccelerators, type AcceleratorAnalysis } from './accelerator-decisions';
import { analyseShapes, type ShapeAnalysis } from './catalog-analysis';
import { nearestRejected } from './nearest';
import type { NotChecked } from './not-checked';
import { selectionsOf, type Questions } from './questions';
import { Rankings, type CheckedSelection, type Selection } from './selection';

export class LintRun {
  readonly rankings = new Rankings();
  #questions: Questions | null = null;
  #selections: readonly CheckedSelection[] | null = null;
  #shapes: ShapeAnalysis | null = null;
  #accelerators: AcceleratorAnalysis | null = null;
  readonly #engineFindings = new Map<ServingRuntime, readonly Finding[]>();
  readonly #nearest = new Map<Selection, RuntimeEvaluation | null>();

  constructor(
    readonly set: ManifestSet,
    readonly sources: readonly ManifestSource[],
    readonly version: OmeVersion,
  ) {}

  /** Every selection the manifests make, with OME's ranking for it. */
  get selections(): readonly CheckedSelection[] {
    this.#selections ??= this.#asked().selections.map((selection) => ({
      selection,
      // A runtime the InferenceService names is used or refused, not selected.
      ranking:
        selection.input.inferenceService?.runtime != null
          ? null
          : this.rankings.rank(selection.input, this.version),
    }));
    return this.#selections;
  }

  /** The questions that could not be checked, and why. */
  get notChecked(): readonly NotChecked[] {
    return this.#asked().notChecked;
  }

  #asked(): Questions {
    this.#questions ??= selectionsOf(this.set, this.version);
    return this.#questions;
  }

  /** What the catalog rules read: each autoSelect entry's shape and its size map. */
  get shapes(): ShapeAnalysis {
    this.#shapes ??= analyseShapes(this.set.runtimes, this.version);
    return this.#shapes;
  }

  /** What the accelerator rules read: the classes defined, each InferenceService's decision. */
  get accelerators(): AcceleratorAnalysis {
    this.#accelerators ??= analyseAccelerators(this.set, this.version);
    return this.#accelerators;
  }

  /** The engine's findings on one runtime (admission, CRD minimums, a child's autoSelect). */
  engineFindings(runtime: ServingRuntime): readonly Finding[] {
    let found = this.#engineFindings.get(runtime);
    if (found === undefined)
      this.#engineFindings.set(runtime, (found = findingsFor(runtime, this.version)));
    return found;
  }

  /** For a selection no runtime serves: the rejected runtime that came closest, if any. */
  nearestRejected(selection: Selection, served: Ranking): RuntimeEvaluation | null {
    let nearest = this.#nearest.get(selection);
    if (nearest === undefined) {
      // The selection's ranking may leave out runtimes whose range excludes the model's size.
      const full = this.rankings.rankInFull(selection.input, served.omeVersion);
      nearest = nearestRejected(selection, full) ?? null;
      this.#nearest.set(selection, nearest);
    }
    return nearest;
  }
}
