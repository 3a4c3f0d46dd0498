/** Everything the UI shows that follows from the store; computed, never stored. */
import {
  DEFAULT_OME_RELEASE,
  isOmeReleaseError,
  questionFlag,
  resolveOmeRelease,
  sameQuestion,
  sameSubject,
  type OmeRelease,
  type OmeVersion,
  type Question,
} from '../engine';
import { rankingTitle } from '../render/markdown';
import type {
  Choices,
  Diagnostic,
  EngineRequest,
  EngineResponse,
  ExplanationData,
} from '../worker/protocol';
import type { ChosenFor, QuestionVerdict } from './choose-target';
import { FAILURE_LABELS } from './cluster-wide-selectors';
import type { Scenario } from './scenario';
import { isBlockingDiagnostic, isFinding, requestText } from './requests';
import type { EngineAnswer, AppState, RankedAnswer } from './store';

/**
 * A text change this large came whole (a paste, an import, a replacement): nobody types 20,000
 * characters between two answers.
 */
export const WHOLE_TEXT_CHARS = 20_000;

/**
 * Whether `next` answers a text that arrived whole since the answer on screen (`shown`): such an
 * answer is drawn at once, since there is no typing to keep responsive (see RankingPanel).
 */
export function arrivedWhole(shown: RankedAnswer | null, next: RankedAnswer | null): boolean {
  if (next === null || next === shown) return false;
  const before = shown === null ? 0 : requestText(shown.request.sources).length;
  return Math.abs(requestText(next.request.sources).length - before) >= WHOLE_TEXT_CHARS;
}

let lastRelease: OmeRelease | null = null;

/**
 * The scenario's OME release read as one: its version, the behaviour it has and the note when
 * that is not simply its own. Stored releases are validated where they come in; should one not
 * read (it cannot), the default is used rather than nothing.
 */
export function omeReleaseOf(scenario: Pick<Scenario, 'omeRelease'>): OmeRelease {
  const written = scenario.omeRelease;
  // Every render and every store change asks; the release itself rarely changes.
  if (lastRelease?.written === written) return lastRelease;
  const read = resolveOmeRelease(written);
  const release = isOmeReleaseError(read)
    ? omeReleaseOf({ omeRelease: DEFAULT_OME_RELEASE })
    : read;
  lastRelease = release;
  return release;
}

/** The selection behaviour the engine reproduces for the scenario's release. */
export const omeBehaviourOf = (scenario: Pick<Scenario, 'omeRelease'>): OmeVersion =>
  omeReleaseOf(scenario).behaviour;

/** The request asked what the user asks now (the question, with the same OME behaviour). */
const asksCurrentQuestion = (state: AppState, request: EngineRequest): boolean =>
  sameQuestion(request.question, state.question) && request.omeVersion === omeBehaviourOf(state);

/** The ranking is the newest answer, and that answer's input was clean. */
const isRankedCurrent = (latest: EngineAnswer, ranked: RankedAnswer): boolean =>
  ranked.request.id === latest.request.id &&
  !latest.response.diagnostics.some(isBlockingDiagnostic);

/**
 * The ranking on screen no longer describes the input: the input has errors, nothing could be
 * ranked, or the engine failed. A request still in flight does not count (no flicker while typing),
 * nor does an answer to an earlier question while the current one is asked.
 */
export function isOutOfDate(state: AppState): boolean {
  if (state.engineFailure !== null) return true;
  const { latest, ranked } = state;
  if (latest === null) return false;
  if (ranked === null)
    return latest.response.error !== null && asksCurrentQuestion(state, latest.request);
  return !isRankedCurrent(latest, ranked);
}

/**
 * The engine has answered for the text in the editor (or failed on it): work that can wait, like
 * the outline, starts then, so it never delays the ranking of a paste.
 */
export const hasAnswerForText = (state: AppState): boolean =>
  state.engineFailure !== null ||
  (state.latest !== null && requestText(state.latest.request.sources) === state.text);

/** The ranking's positions match the editor text, so table edits can be applied to it. */
export const isRankingCurrent = (state: AppState): boolean =>
  state.ranked !== null && requestText(state.ranked.request.sources) === state.text;

const byPosition = (a: Diagnostic, b: Diagnostic): number =>
  a.document - b.document || (a.span?.start.offset ?? -1) - (b.span?.start.offset ?? -1);

/** A row of the problems list; a finding of a ranking that is out of date is marked so. */
export interface ListedProblem {
  readonly problem: Diagnostic;
  readonly outOfDate: boolean;
}

/**
 * The problems list: the newest text's own problems (YAML, types, references) and the findings
 * of the ranking on screen, which may be older: findings and table always come from the same
 * answer, and are out of date together.
 */
export function problemsOf(
  latest: EngineAnswer | null,
  ranked: RankedAnswer | null,
): readonly ListedProblem[] {
  if (latest === null) return [];
  const own = latest.response.diagnostics.filter((d) => !isFinding(d));
  const stale = ranked !== null && !isRankedCurrent(latest, ranked);
  const findings = ranked?.findings ?? [];
  return [
    ...own.map((problem) => ({ problem, outOfDate: false })),
    ...findings.map((problem) => ({ problem, outOfDate: stale })),
  ].sort((a, b) => byPosition(a.problem, b.problem));
}

/**
 * Problems that fit the text in the editor now, for editor markers: the text's own, and the
 * findings of the ranking on screen when it was computed from this very text.
 */
export function markerDiagnostics(state: AppState): readonly Diagnostic[] | null {
  const { latest, ranked } = state;
  if (latest === null || requestText(latest.request.sources) !== state.text) return null;
  const own = latest.response.diagnostics.filter((d) => !isFinding(d));
  return ranked !== null && isRankingCurrent(state) ? [...own, ...ranked.findings] : own;
}

const EMPTY_CHOICES: Choices = { models: [], inferenceServices: [], namespaces: [] };

export const choicesOf = (latest: EngineAnswer | null): Choices =>
  latest?.response.choices ?? EMPTY_CHOICES;

/** The answer is a ranking (OME picks a runtime, or says why none qualifies), not an error. */
export const isRanking = (response: EngineResponse): boolean =>
  response.result !== null && !response.result.selectionFailed;

/** The newest answer, when it answers the question asked now of the text in the editor. */
export function answerToQuestion(state: AppState): EngineResponse | null {
  const { latest } = state;
  if (latest === null || requestText(latest.request.sources) !== state.text) return null;
  return asksCurrentQuestion(state, latest.request) ? latest.response : null;
}

/**
 * The app chose the question for new manifests, its answer is an error, and every question's
 * outcome (the cluster-wide answer) is needed to look for one that ranks (first-choice.ts).
 */
export function awaitsOutcomes(state: AppState): boolean {
  if (state.firstChoice?.text !== state.text) return false;
  const answer = answerToQuestion(state);
  return answer !== null && !isRanking(answer);
}

/**
 * Why the current question has no ranking (target not found, engine failure), if it has none;
 * an error about an earlier question, while this one is on its way, is no longer news.
 */
export function rankingErrorOf(state: AppState): string | null {
  if (state.engineFailure !== null) return state.engineFailure;
  const latest = state.latest;
  if (latest === null || !asksCurrentQuestion(state, latest.request)) return null;
  return latest.response.error;
}

/** While the app waits for every question's outcome to choose the first screen (first-choice.ts). */
export const WAITING_FOR_OUTCOMES = 'Looking for a question OME picks a runtime for…';

/** What the note says the app chose a question for, after the question itself. */
const CHOSEN_FOR: Readonly<Record<ChosenFor, string>> = {
  picks: ', the first OME picks a runtime for',
  'no-runtime': ', the first OME can rank (it picks a runtime for none)',
};

/** Why a question still in the manifests was passed over: how its selection ends. */
function passedOverText(name: string, { outcome, failure }: QuestionVerdict): string {
  switch (outcome) {
    case 'fails':
      return `OME's selection fails for ${name}` + (failure ? ` (${FAILURE_LABELS[failure]})` : '');
    case 'no-runtime':
      return `no runtime qualifies for ${name}`;
    case 'not-found':
      return `the model ${name} names is not in the manifests`;
    case 'picks':
      return `OME picks a runtime for ${name}`;
    case 'uses-named':
      return `OME uses the runtime ${name} names`;
    case 'refuses-named':
      return (
        `OME refuses the runtime ${name} names` + (failure ? ` (${FAILURE_LABELS[failure]})` : '')
      );
  }
}

/**
 * One line on a question the app changed: "Now ranking qwen3-8b in default:
 * llama-3-2-3b-instruct is not in the manifests", or, when it passed over one whose answer is an
 * error, "Now ranking internvl2-5-8b in default, the first OME picks a runtime for: OME's
 * selection fails for llama-3-2-3b-instruct (no modelFormat)"; while it still looks for one that
 * ranks, it says so. Null when the user chose the question.
 */
export function retargetNote(state: AppState): string | null {
  if (awaitsOutcomes(state)) return WAITING_FOR_OUTCOMES;
  const change = state.retargeted;
  if (change === null) return null;
  const { from, fromOutcome, chosenFor } = change;
  const chosen = chosenFor === null ? '' : CHOSEN_FOR[chosenFor];
  const now = `Now ranking ${state.question.name} in ${state.question.namespace}${chosen}`;
  if (from.name === '') return now;
  if (fromOutcome !== null) return `${now}: ${passedOverText(from.name, fromOutcome)}`;
  if (sameSubject(from, state.question)) return `${now}: it is not in namespace ${from.namespace}`;
  return `${now}: ${from.name} is not in the manifests`;
}

/** `kubectl ome runtime explain --model NAME -n NS` for the question. */
export function kubectlCommand({ kind, name, namespace }: Question): string {
  return `kubectl ome runtime explain ${questionFlag(kind)} ${shellWord(name)} -n ${shellWord(namespace)}`;
}

/** Kubernetes names need no quoting; anything else typed in is quoted for a POSIX shell. */
const shellWord = (word: string): string =>
  /^[A-Za-z0-9._\-/:=]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * The release to name beside an answer's behaviour: the scenario's, as written, when it has that
 * behaviour (while an answer for another behaviour is on screen, only the behaviour is named).
 */
export const releaseFor = (
  omeVersion: OmeVersion,
  scenario: Pick<Scenario, 'omeRelease'>,
): string | null =>
  omeBehaviourOf(scenario) === omeVersion ? omeReleaseOf(scenario).written : null;

/** The table caption: what was ranked, where, with which OME release (as exports say it). */
export const rankingCaption = (
  explanation: ExplanationData,
  scenario: Pick<Scenario, 'omeRelease'>,
): string =>
  rankingTitle({ ...explanation, omeRelease: releaseFor(explanation.omeVersion, scenario) });
