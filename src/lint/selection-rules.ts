/**
 * Rules over every selection the manifests make: each model in each namespace where it can be
 * used, and each InferenceService. The findings the app gives for one ranking (a tie, a runtime
 * without a range winning the tie-break, the autoSelect quirk, an unchecked range), a model no
 * runtime serves, a selection that fails, and a selection that differs between OME releases.
 */
import {
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
} from '../engine';
import {
  autoSelectQuirkFinding,
  sizeRangeUncheckedFinding,
  unrangedWinnerFindings,
} from '../engine/lints';
import { CHECK_ORDER, entryMismatchText } from '../engine/reasons';
import { versionReadingFindings } from '../engine/version-reading';
import type { Located } from '../manifests';
import type { LintFinding } from './catalogue';
import { findingOn } from './locate';

/** One selection to check: a model (and InferenceService) in a namespace. */
export interface Selection {
  readonly subject: Located<BaseModel> | Located<InferenceService>;
  readonly input: SelectionInput;
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

/** No runtime qualifies: the nearest runtime and the field that differs. */
export function unservedFindings(s: Selection, ranking: Ranking): LintFinding[] {
  if (ranking.error !== null || ranking.selected !== null) return [];
  const nearest = [...ranking.rejected].sort((a, b) => {
    const [sa, fa] = nearness(a);
    const [sb, fb] = nearness(b);
    return sb - sa || fb - fa;
  })[0];
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

/** The pick differs between the releases ome-sim knows: both answers. */
export function upgradeFindings(s: Selection, ranking: Ranking): LintFinding[] {
  const other = rankRuntimes({ ...s.input, omeVersion: OTHER[ranking.omeVersion] });
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
    const verdict = explicitRuntimeVerdict(isvc, model, s.input.runtimes, v);
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

/** Every selection rule for one selection, and the ranking (null when a runtime is named). */
export function selectionFindings(
  s: Selection,
  version: OmeVersion,
): { findings: LintFinding[]; ranking: Ranking | null } {
  if (s.input.inferenceService?.runtime != null)
    return { findings: explicitUpgradeFindings(s, version), ranking: null };
  const ranking = rankRuntimes({ ...s.input, omeVersion: version });
  const findings = [
    ...selectionErrorFindings(s, ranking),
    ...unservedFindings(s, ranking),
    ...tiePickFindings(s, ranking),
    ...pickFindings(s, ranking),
    ...upgradeFindings(s, ranking),
  ];
  return { findings, ranking };
}
