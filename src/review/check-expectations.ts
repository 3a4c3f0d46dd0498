/**
 * Checks one `ome-sim test` expectation against the manifests: what OME would do, and for a
 * failure, why (the deciding step, and the expected runtime's own verdict).
 */
import { modelHints, reasonText, type OmeVersion, type Ranking } from '../engine';
import type { ManifestSet } from '../manifests';
import { ask, withMessage, type Answer, type Asked } from './answer';
import { answerText } from './render-diff';
import type { Expectation } from './expectations-file';
import { checkPhrase, decidingStep } from './why';

export interface CheckResult {
  readonly expectation: Expectation;
  /** "model llama-3-2-3b-instruct in llama-demo" */
  readonly title: string;
  readonly passed: boolean;
  /** What OME would do: "team-llama (Namespaced)", "none (no runtime qualifies)", … */
  readonly actual: string;
  /** Each unmet expectation, with why OME decides otherwise. Empty when passed. */
  readonly failures: readonly string[];
}

const titleOf = (e: Expectation): string =>
  `${e.kind === 'isvc' ? 'isvc' : 'model'} ${e.name} in ${e.namespace}`;

/** A runtime's verdict for one question, in a few words. */
function verdictText(ranking: Ranking, name: string): string {
  const ranked = ranking.ranked.find((r) => r.runtime.name === name);
  if (ranked !== undefined) return `${name} ranks ${ranked.rank} (score ${ranked.score})`;
  const rejected = ranking.rejected.find((r) => r.runtime.name === name);
  if (rejected !== undefined) return `${name}: ${checkPhrase(rejected.failure!)} → rejected`;
  return `${name} is not a candidate in ${ranking.namespace}`;
}

/**
 * Why OME uses no runtime, by its real cause: the named runtime refused, selection failing
 * outright (a model whose format OME's agent has not filled yet, said so), or every runtime
 * rejected, with the expected one's own verdict.
 */
function noneText(asked: Asked, answer: Answer, ranking: Ranking, expected: string | null): string {
  switch (answer.failure) {
    case 'runtime-refused':
      return `OME uses none: ${answer.error}`;
    case 'invalid-model': {
      const model = modelFieldsHints(asked);
      return `selection fails: ${answer.error}${model.length === 0 ? '' : `; ${model.join('; ')}`}`;
    }
    default:
      return expected === null
        ? 'OME selects none'
        : `OME selects none: ${verdictText(ranking, expected)}`;
  }
}

/** The model's missing agent fields, as the explain hint says them. */
const modelFieldsHints = ({ input }: Asked): string[] =>
  input === null
    ? []
    : modelHints(input.model, input.runtimes, input.namespace).map((hint) => hint.message);

export function checkExpectation(
  set: ManifestSet,
  expectation: Expectation,
  omeVersion: OmeVersion,
): CheckResult {
  const asked = ask(set, expectation, omeVersion);
  const { ranking } = asked;
  const answer = withMessage(asked);
  const failures: string[] = [];
  const title = titleOf(expectation);
  const actual = answerText(answer);
  if (ranking === null) {
    return { expectation, title, passed: false, actual, failures: [answer.error ?? 'not found'] };
  }
  const picked = answer.selected;
  // A runtime the InferenceService names is used, not selected: OME ranks nothing (§11).
  const verb = asked.named === null ? 'selects' : 'uses';
  const why =
    picked === null
      ? (answer.error ?? '')
      : asked.named !== null
        ? `the InferenceService names it in spec.runtime.name`
        : decidingStep(ranking).replace(' now first', ' first');
  const { selected, scope } = expectation;
  if (selected === null && picked !== null)
    failures.push(`expected no runtime to qualify; OME ${verb} ${actual}: ${why}`);
  if (typeof selected === 'string' && picked?.name !== selected) {
    failures.push(
      picked !== null
        ? `expected ${selected}; OME ${verb} ${actual}: ${why}; ${verdictText(ranking, selected)}`
        : `expected ${selected}; ${noneText(asked, answer, ranking, selected)}`,
    );
  }
  if (
    scope !== null &&
    picked !== null &&
    picked.scope !== scope &&
    (selected === undefined || picked.name === selected)
  )
    failures.push(`expected scope ${scope}; OME ${verb} ${actual}`);
  if (scope !== null && picked === null && selected === undefined)
    failures.push(`expected a ${scope} runtime; ${noneText(asked, answer, ranking, null)}`);
  if (picked !== null && expectation.notSelected.includes(picked.name))
    failures.push(`expected anything but ${picked.name}; OME ${verb} it: ${why}`);
  for (const [runtime, substring] of Object.entries(expectation.rejected)) {
    const rejected = ranking.rejected.find((r) => r.runtime.name === runtime);
    if (rejected === undefined) {
      failures.push(
        `expected ${runtime} rejected ("${substring}"); ${verdictText(ranking, runtime)}`,
      );
      continue;
    }
    const reason = reasonText(rejected.failure!);
    if (!reason.includes(substring))
      failures.push(`expected ${runtime} rejected with "${substring}"; its reason is: ${reason}`);
  }
  return { expectation, title, passed: failures.length === 0, actual, failures };
}
