/**
 * The selection differs between the OME releases ome-sim knows (1.2.2 and 1.3): a ranking that
 * reads what changed between them (src/engine/README.md), or what each release does with a
 * runtime an InferenceService names.
 */
import {
  explicitRuntimeVerdict,
  type OmeVersion,
  type Ranking,
  type SelectionInput,
} from '../../engine';
import { hasMissingBound } from '../../engine/size';
import { defineRule, type LintDraft } from '../rule';
import type { LintRun } from '../run';
import { nameOf, type CheckedSelection, type Selection, findingOnSelection } from '../selection';

const OTHER: Record<OmeVersion, OmeVersion> = { '1.3': '1.2.2', '1.2.2': '1.3' };

/** What one release does, as the verb phrase after "OME 1.3": "picks x", "fails with …". */
function answer(ranking: Ranking): string {
  const { error } = ranking;
  if (error === null) return `picks ${ranking.selected?.runtime.name ?? 'no runtime'}`;
  switch (error.code) {
    case 'nil-pointer-panic':
      return `fails with a nil-pointer panic (runtime ${error.runtime} sets only one modelSizeRange bound)`;
    case 'model-missing':
      return 'fails: the model is missing';
    case 'model-format-missing':
      return 'fails: the model has no modelFormat';
  }
}

/**
 * Can the two releases rank this input differently? Only through what the engine reads by
 * version (src/engine/README.md: Q3 deployment modes and Q4c sharded models are v1.3 only; a
 * sized model meeting a one-bound range is an open bound in v1.3 and a panic in v1.2.2). Without
 * any of those, the rankings are the same and the second one is not computed.
 */
export function releasesMayDiffer(input: SelectionInput): boolean {
  const model = input.model;
  if (model === null) return false;
  if (model.distribution === 'Sharded') return true;
  const sized = model.modelParameterSize !== null;
  const isvc = input.inferenceService;
  return input.runtimes.some(
    (r) =>
      (sized && r.modelSizeRange !== null && hasMissingBound(r.modelSizeRange)) ||
      (isvc !== null && (r.engineDeploymentMode !== null || r.decoderDeploymentMode !== null)),
  );
}

/** The pick differs between the releases: both answers. */
function rankedHazard(run: LintRun, s: Selection, ranking: Ranking): LintDraft[] {
  if (!releasesMayDiffer(s.input)) return [];
  const other = run.rankings.rank(s.input, OTHER[ranking.omeVersion]);
  if (answer(other) === answer(ranking)) return [];
  const by = { [ranking.omeVersion]: answer(ranking), [other.omeVersion]: answer(other) };
  return [findingOnSelection(s, `${nameOf(s)}: OME 1.2.2 ${by['1.2.2']}, OME 1.3 ${by['1.3']}`)];
}

/** An InferenceService naming its runtime: what each release does with the name. */
function namedHazard(s: Selection, version: OmeVersion): LintDraft[] {
  const isvc = s.input.inferenceService;
  const model = s.input.model;
  if (isvc === null || model === null) return [];
  const said = (v: OmeVersion) => {
    const verdict = explicitRuntimeVerdict(isvc, model, s.allRuntimes, v);
    if (verdict === null) return null;
    const resolved =
      verdict.resolved === null
        ? 'no runtime'
        : `${verdict.resolved.kind} ${verdict.resolved.name}`;
    return `${verdict.used ? 'uses' : 'refuses'} ${resolved}`;
  };
  const now = said(version);
  const then = said(OTHER[version]);
  if (now === null || now === then) return [];
  const by = { [version]: now, [OTHER[version]]: then };
  return [
    findingOnSelection(
      s,
      `InferenceService ${isvc.name} names runtime ${isvc.runtime!.name} (kind ${isvc.runtime!.kind ?? 'unset'}): OME 1.2.2 ${by['1.2.2']}, OME 1.3 ${by['1.3']}`,
    ),
  ];
}

const hazardOf = (run: LintRun, { selection, ranking }: CheckedSelection): LintDraft[] =>
  ranking === null ? namedHazard(selection, run.version) : rankedHazard(run, selection, ranking);

export const upgradeHazard = defineRule({
  id: 'upgrade-hazard',
  severity: 'warning',
  title: 'The selection differs between the OME releases ome-sim knows (1.2.2 and 1.3)',
  help: 'One-bound ranges, the spec.runtime.kind default and deployment modes changed between releases; the message gives both answers.',
  check: (run) => run.selections.flatMap((c) => hazardOf(run, c)),
});
