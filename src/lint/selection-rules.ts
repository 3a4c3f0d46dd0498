/**
 * Rules over every selection the manifests make: each model in each namespace where it can be
 * used, and each InferenceService. The findings the app gives for one ranking (a tie, a runtime
 * without a range winning the tie-break, the autoSelect quirk, an unchecked range), a model no
 * runtime serves, a selection that fails, and a selection that differs between OME releases.
 */
import {
  createEvaluationCache,
  explicitRuntimeVerdict,
  formatParameterCount,
  rankRuntimes,
  reasonText,
  selectionErrorText,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type Ranking,
  type RuntimeEvaluation,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import {
  autoSelectQuirkFinding,
  sizeRangeUncheckedFinding,
  unrangedWinnerFindings,
} from '../engine/selection-findings';
import { CHECK_ORDER, entryMismatchText } from '../engine/reasons';
import { hasMissingBound } from '../engine/size';
import { versionReadingFindings } from '../engine/version-reading';
import type { Located } from '../manifests';
import type { LintFinding } from './catalogue';
import { findingOn } from './locate';

/** One selection to check: a model (and InferenceService) in a namespace. */
export interface Selection {
  readonly subject: Located<BaseModel> | Located<InferenceService>;
  /** The engine's input, with only the runtimes that have an entry of the model's format. */
  readonly input: SelectionInput;
  /**
   * Every runtime of the namespace. A runtime with no entry of the model's format fails Q4 (or an
   * earlier check) and never qualifies or panics (§4.1), so rankings leave it out; the nearest
   * runtime of an unserved model and a named runtime are looked for among all of them.
   */
  readonly allRuntimes: readonly ServingRuntime[];
  /** " in namespace x" when the same model is checked in several namespaces, else "". */
  readonly where: string;
}

const nameOf = (s: Selection) =>
  `${'modelParameterSize' in s.subject.object ? 'model' : 'InferenceService'} ${s.subject.object.name}${s.where}`;

/** How close a rejected runtime came: later failing checks, then fewer differing fields. */
function nearness(e: RuntimeEvaluation): [number, number] {
  const failure = e.failure!;
  const step = CHECK_ORDER.indexOf(failure.check);
  if (failure.check !== 'format-mismatch') return [step, 0];
  const fewest = Math.min(...failure.entries.map((parts) => parts.length), 99);
  return [step, -fewest];
}

/** What differs for the nearest runtime: one entry's mismatch for a format failure. */
function nearestDifference(e: RuntimeEvaluation): string {
  const failure = e.failure!;
  if (failure.check !== 'format-mismatch' || failure.entries.length === 0)
    return reasonText(failure);
  const best = failure.entries.reduce((a, b) => (b.length < a.length ? b : a));
  return entryMismatchText(best);
}

/**
 * The rejected runtime that came closest: the latest failing check; among format mismatches, the
 * fewest differing fields. Mismatch details are worked out only for runtimes with an entry of
 * the model's format, when there are any (a cluster rejects most runtimes on format alone).
 */
function nearestRejected(ranking: Ranking, formatName: string): RuntimeEvaluation | undefined {
  let step = -1;
  for (const e of ranking.rejected) step = Math.max(step, CHECK_ORDER.indexOf(e.failure!.check));
  let pool = ranking.rejected.filter((e) => CHECK_ORDER.indexOf(e.failure!.check) === step);
  if (CHECK_ORDER[step] !== 'format-mismatch') return pool[0];
  const sameFormat = pool.filter((e) =>
    e.runtime.supportedModelFormats.some((entry) => entry.modelFormat?.name === formatName),
  );
  if (sameFormat.length > 0) pool = sameFormat;
  let best: RuntimeEvaluation | undefined;
  let fewest = Infinity;
  for (const e of pool) {
    const [, parts] = nearness(e);
    if (-parts < fewest) [best, fewest] = [e, -parts];
  }
  return best;
}

/** No runtime qualifies: the nearest runtime and the field that differs. */
export function unservedFindings(s: Selection, served: Ranking): LintFinding[] {
  if (served.error !== null || served.selected !== null) return [];
  // The runtimes of the model's format come nearest (nearestRejected prefers them); only when
  // there are none is every runtime of the namespace ranked to find the nearest.
  const ranking =
    served.rejected.length > 0
      ? served
      : rankRuntimes({ ...s.input, runtimes: s.allRuntimes, omeVersion: served.omeVersion });
  const nearest = nearestRejected(ranking, s.input.model!.modelFormat.name);
  const detail =
    nearest === undefined
      ? 'there are no runtimes to choose from'
      : `the nearest is ${nearest.runtime.name}: ${nearestDifference(nearest)}`;
  const out = [findingOn(s.subject, 'unserved-model', `No runtime serves ${nameOf(s)}; ${detail}`)];
  // A version OME reads otherwise than semver is often why the nearest runtime is not taken.
  if (nearest !== undefined)
    for (const f of versionReadingFindings(s.input.model!, nearest.runtime))
      out.push(
        findingOn(
          s.subject,
          'version-reading-differs',
          `${nameOf(s)} is not served by ${nearest.runtime.name}; ${f.message}`,
        ),
      );
  return out;
}

/** OME's selection fails (the v1.2.2 panic). */
export function selectionErrorFindings(s: Selection, ranking: Ranking): LintFinding[] {
  if (ranking.error === null) return [];
  return [
    findingOn(
      s.subject,
      'selection-error',
      `Runtime selection for ${nameOf(s)} fails: ${selectionErrorText(ranking.error)}`,
    ),
  ];
}

/** The pick is a tie on scope and score; only distance or name puts it first. */
export function tiePickFindings(s: Selection, ranking: Ranking): LintFinding[] {
  const [first, second] = ranking.ranked;
  if (first === undefined || second === undefined) return [];
  if (first.scope !== second.scope || first.score !== second.score) return [];
  const decider =
    second.placement === 'distance'
      ? `size distance (${formatParameterCount(first.distance ?? 0)} vs ${formatParameterCount(second.distance ?? 0)})`
      : 'name';
  return [
    findingOn(
      s.subject,
      'ambiguous-tie',
      `${nameOf(s)} gets ${first.runtime.name}, which ties ${second.runtime.name} on score ${first.score}; only the ${decider} decides, so one priority change flips the selection`,
    ),
  ];
}

const isUnranged = (r: RuntimeEvaluation): boolean =>
  r.runtime.modelSizeRange === null ||
  (r.runtime.modelSizeRange.min === null && r.runtime.modelSizeRange.max === null);

/** Ranged runtimes an unranged pick beat on size distance alone (same scope and score). */
export function shadowedBy(ranking: Ranking): string[] {
  const first = ranking.ranked[0];
  if (first === undefined || first.distance === null || !isUnranged(first)) return [];
  return ranking.ranked
    .filter(
      (r) =>
        r !== first &&
        r.scope === first.scope &&
        r.score === first.score &&
        !isUnranged(r) &&
        (r.distance ?? 0) > 0,
    )
    .map((r) => r.runtime.name);
}

/** The engine's ranking findings on the pick, reported on the model. */
export function pickFindings(s: Selection, ranking: Ranking): LintFinding[] {
  const pick = ranking.selected;
  if (pick === null) return [];
  const model = s.input.model!;
  const version = ranking.omeVersion;
  const out: LintFinding[] = [];
  for (const f of unrangedWinnerFindings(ranking.ranked, 0))
    out.push(
      findingOn(
        s.subject,
        'unranged-runtime-wins',
        `${nameOf(s)} gets ${pick.runtime.name}: ${f.message}`,
      ),
    );
  const quirk = autoSelectQuirkFinding(model, pick, version);
  if (quirk !== null)
    out.push(
      findingOn(
        s.subject,
        'autoselect-quirk',
        `${nameOf(s)} gets ${pick.runtime.name}: ${quirk.message}`,
      ),
    );
  const unchecked = ranking.ranked.filter((r) => sizeRangeUncheckedFinding(model, r) !== null);
  if (unchecked.length > 0)
    out.push(
      findingOn(
        s.subject,
        'size-range-unchecked',
        `${nameOf(s)} has no modelParameterSize, so the modelSizeRange of ${unchecked.map((r) => r.runtime.name).join(', ')} is not checked and plays no part in the tie-break`,
      ),
    );
  for (const f of versionReadingFindings(model, pick.runtime))
    out.push(
      findingOn(
        s.subject,
        'version-reading-differs',
        `${nameOf(s)} gets ${pick.runtime.name}; ${f.message}`,
      ),
    );
  return out;
}

const OTHER: Record<OmeVersion, OmeVersion> = { '1.3': '1.2.2', '1.2.2': '1.3' };

const answer = (ranking: Ranking): string =>
  ranking.error !== null
    ? `fails (${ranking.error.code})`
    : (ranking.selected?.runtime.name ?? 'no runtime');

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

/** The pick differs between the releases ome-sim knows: both answers. */
export function upgradeFindings(s: Selection, ranking: Ranking, rankings: Rankings): LintFinding[] {
  if (!releasesMayDiffer(s.input)) return [];
  const other = rankings.rank(s.input, OTHER[ranking.omeVersion]);
  if (answer(other) === answer(ranking)) return [];
  const by = { [ranking.omeVersion]: answer(ranking), [other.omeVersion]: answer(other) };
  return [
    findingOn(
      s.subject,
      'upgrade-hazard',
      `${nameOf(s)}: OME 1.2.2 picks ${by['1.2.2']}, OME 1.3 picks ${by['1.3']}`,
    ),
  ];
}

/** An InferenceService naming its runtime: what each release does with the name. */
export function explicitUpgradeFindings(s: Selection, version: OmeVersion): LintFinding[] {
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
    findingOn(
      s.subject,
      'upgrade-hazard',
      `InferenceService ${isvc.name} names runtime ${isvc.runtime!.name} (kind ${isvc.runtime!.kind ?? 'unset'}): OME 1.2.2 ${by['1.2.2']}, OME 1.3 ${by['1.3']}`,
    ),
  ];
}

/**
 * Rankings shared by models of one shape: a ranking reads the model's fields, never its name, so
 * models that differ only in name (a catalog's many copies of one architecture and size) in one
 * namespace get one ranking. Within one lint only; InferenceServices are ranked each on its own.
 */
export class Rankings {
  readonly #memo = new Map<string, Ranking>();
  #cache = createEvaluationCache();
  #cachedModel: unknown = null;

  rank(input: SelectionInput, version: OmeVersion): Ranking {
    const model = input.model;
    // One model's verdicts on the cluster runtimes serve every namespace it is ranked in; a
    // fresh cache per model keeps only one model's verdicts alive at a time.
    if (model !== this.#cachedModel) {
      this.#cache = createEvaluationCache();
      this.#cachedModel = model;
    }
    if (model === null || input.inferenceService !== null)
      return rankRuntimes({ ...input, omeVersion: version }, this.#cache);
    const key = `${version}\0${input.namespace}\0${JSON.stringify({ ...model, name: '', kind: '', namespace: null })}`;
    let ranking = this.#memo.get(key);
    if (ranking === undefined) {
      ranking = rankRuntimes({ ...input, omeVersion: version }, this.#cache);
      this.#memo.set(key, ranking);
    }
    return ranking;
  }
}

/** Every selection rule for one selection, and the ranking (null when a runtime is named). */
export function selectionFindings(
  s: Selection,
  version: OmeVersion,
  rankings: Rankings,
): { findings: LintFinding[]; ranking: Ranking | null } {
  if (s.input.inferenceService?.runtime != null)
    return { findings: explicitUpgradeFindings(s, version), ranking: null };
  const ranking = rankings.rank(s.input, version);
  const findings = [
    ...selectionErrorFindings(s, ranking),
    ...unservedFindings(s, ranking),
    ...tiePickFindings(s, ranking),
    ...pickFindings(s, ranking),
    ...upgradeFindings(s, ranking, rankings),
  ];
  return { findings, ranking };
}
