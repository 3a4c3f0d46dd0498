/**
 * Checks one `ome-sim test` expectation against the manifests: what OME would do, and for a
 * failure, why (the deciding step, and the expected runtime's own verdict).
 */
import { reasonText, type OmeVersion, type Ranking } from '../engine';
import type { ManifestSet } from '../manifests';
import { ask, withMessage } from './answer';
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
  const why =
    picked !== null ? decidingStep(ranking).replace(' now first', ' first') : (answer.error ?? '');
  const { selected, scope } = expectation;
  if (selected === null && picked !== null)
    failures.push(`expected no runtime to qualify; OME selects ${actual}: ${why}`);
  if (typeof selected === 'string' && picked?.name !== selected) {
    const own = verdictText(ranking, selected);
    failures.push(
      picked === null
        ? `expected ${selected}; OME selects none: ${own}`
        : `expected ${selected}; OME selects ${actual}: ${why}; ${own}`,
    );
  }
  if (
    scope !== null &&
    picked !== null &&
    picked.scope !== scope &&
    (selected === undefined || picked.name === selected)
  )
    failures.push(`expected scope ${scope}; OME selects ${actual}`);
  if (scope !== null && picked === null && selected === undefined)
    failures.push(`expected a ${scope} runtime; OME selects none`);
  if (picked !== null && expectation.notSelected.includes(picked.name))
    failures.push(`expected anything but ${picked.name}; OME selects it: ${why}`);
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
