/**
 * `accelerator explain`'s answer and output for an asked question: the decision as a table or the
 * `-o json` document on standard output; notes, problems, errors and hints on standard error. The
 * output is ome-sim's own (OME's `kubectl ome accelerator explain` only echoes the controller's
 * status), so hints are always printed.
 */
import { explainRanking, acceleratorReleaseNote, type OmeRelease } from '../../engine';
import { resolveErrorText, type ManifestSet, type ResolveError } from '../../manifests';
import { didYouMean } from '../../manifests/did-you-mean';
import {
  acceleratorExplanationJson,
  renderAcceleratorExplain,
  type AcceleratorAnswer,
  type AcceleratorExplanationJson,
} from '../../render/accelerator-explain';
import { EXIT } from '../exit-codes';
import { lines, textOutput, type CommandOutput } from '../output';
import type { AskedQuestion } from '../explain/ask';
import { releaseNotes } from '../explain/notes';
import { answerHints } from '../explain/print';
import { acceleratorAnswer } from './answer';

/** The formats `ome-sim accelerator explain -o` takes: ome-sim's own table, or JSON. */
export const ACCELERATOR_FORMATS = ['table', 'json'] as const;
/** One of ACCELERATOR_FORMATS. */
export type AcceleratorFormat = (typeof ACCELERATOR_FORMATS)[number];

export interface AcceleratorPrintOptions {
  readonly output: AcceleratorFormat;
  /** The table's width; 0 turns wrapping off. */
  readonly width: number;
}

/** What is printed before the answer: notes, then the manifests' problems. */
export interface Preamble {
  readonly lines: readonly string[];
  /** The manifests had an error: the command fails whatever the answer. */
  readonly invalid: boolean;
}

/** The notes every accelerator answer carries: the release's, then how it decides classes. */
export function acceleratorNotes(release: OmeRelease): string[] {
  const note = acceleratorReleaseNote(release);
  return [...releaseNotes(release), ...(note === null ? [] : [`note: ${note}`])];
}

/**
 * Why the question has no answer, in kubectl's words where runtime explain has them. An
 * InferenceService without spec.model has no runtime, so there is nothing to decide on; runtime
 * explain's "pass --model instead" does not apply here.
 */
export function unresolvedText(error: ResolveError): string {
  return error.code === 'isvc-without-model'
    ? `InferenceService "${error.name}" has no spec.model: OME selects no runtime for it, so no component gets an accelerator class`
    : resolveErrorText(error);
}

/** After OME's "not found at cluster scope": the defined class nearest to the name. */
function missingClassHints(set: ManifestSet, answer: AcceleratorAnswer): string[] {
  const defined = set.acceleratorClasses.map((c) => c.object.name);
  return answer.decision.components.flatMap((c) => {
    if (c.outcome.code !== 'named-class-missing') return [];
    const near = didYouMean(c.outcome.className, defined);
    return near === null ? [] : [`hint: did you mean AcceleratorClass "${near}"?`];
  });
}

/** The answer, its document, and what fails it, for every surface. */
export interface AcceleratorResult {
  /** Null when the question did not resolve. */
  readonly answer: AcceleratorAnswer | null;
  readonly document: AcceleratorExplanationJson;
  /**
   * What fails the command, as OME words it: the question not resolving, a selection that fails
   * outright (an invalid model), a decision that fails OME's reconcile. No class is an answer.
   */
  readonly errors: readonly string[];
  /** ome-sim's hints, as printed (`hint: …`). */
  readonly hints: readonly string[];
}

export function acceleratorResult(set: ManifestSet, asked: AskedQuestion): AcceleratorResult {
  const hints = answerHints(set, asked);
  const extras = {
    question: asked.question,
    notes: acceleratorNotes(asked.release),
    omeRelease: asked.release.written,
    hintText: [] as string[],
  };
  const hintText = (all: readonly string[]) => all.map((h) => h.replace(/^hint: /, ''));
  if (asked.resolved === null) {
    const error = unresolvedText(asked.unresolved);
    const document = acceleratorExplanationJson(
      { view: null, error },
      { ...extras, hintText: hintText(hints) },
    );
    return { answer: null, document, errors: [error], hints };
  }
  const explanation = explainRanking(asked.resolved.input);
  // The question is about an InferenceService, so there is a decision.
  const answer = acceleratorAnswer(set, asked.resolved.input, explanation)!;
  const all = [...hints, ...missingClassHints(set, answer)];
  const errors = [
    ...(explanation.ranking.error === null ? [] : [explanation.error ?? '']),
    ...answer.decision.components.flatMap((c) => (c.error === null ? [] : [c.error])),
  ];
  const document = acceleratorExplanationJson(
    { view: answer },
    { ...extras, hintText: hintText(all) },
  );
  return { answer, document, errors, hints: all };
}

/** The result as printed after `preamble`. */
export function printAccelerator(
  result: AcceleratorResult,
  preamble: Preamble,
  options: AcceleratorPrintOptions,
): CommandOutput {
  const { answer, document, errors, hints } = result;
  const stdout =
    options.output === 'json'
      ? `${JSON.stringify(document, null, 2)}\n`
      : answer === null
        ? ''
        : renderAcceleratorExplain(answer, options.width);
  const stderr = lines([...preamble.lines, ...errors.map((e) => `error: ${e}`), ...hints]);
  const failed = preamble.invalid || errors.length > 0;
  return textOutput(stdout, stderr, failed ? EXIT.failed : EXIT.ok);
}
