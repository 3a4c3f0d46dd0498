/**
 * `ome-sim accelerator explain`, once for every surface: the manifests as read, an
 * InferenceService and the options in; which AcceleratorClass each of its components runs on, why,
 * and what applies on it (docs/selection-rules.md part 6), with what the command prints out.
 */
import { DEFAULT_NAMESPACE, type OmeRelease, type Question } from '../../engine';
import { printedProblems } from '../diagnostics';
import { EXIT } from '../exit-codes';
import type { CommandInput } from '../input';
import { lines, textOutput, type CommandOutput } from '../output';
import { askQuestion } from '../explain/ask';
import type { AcceleratorAnswer } from './answer';
import {
  acceleratorNotes,
  acceleratorResult,
  printAccelerator,
  type AcceleratorPrintOptions,
} from './print';

export { acceleratorAnswer, type AcceleratorAnswer, type RankingOutcome } from './answer';
export {
  ACCELERATOR_FORMATS,
  acceleratorResult,
  unresolvedText,
  type AcceleratorFormat,
  type AcceleratorPrintOptions,
} from './print';

/** The InferenceService asked about: `--isvc NAME` in `-n NAMESPACE`. */
export interface IsvcQuestion {
  /** The InferenceService's `metadata.name`. */
  readonly name: string;
  /** Default `default`, as kubectl's. */
  readonly namespace?: string;
}

export interface AcceleratorOptions extends AcceleratorPrintOptions {
  readonly release: OmeRelease;
}

export interface AcceleratorRun {
  /** The decision made; null when the manifests could not be read or the question not resolved. */
  readonly answer: AcceleratorAnswer | null;
  readonly output: CommandOutput;
}

export const isvcQuestion = (isvc: IsvcQuestion): Question => ({
  kind: 'isvc',
  name: isvc.name,
  namespace: isvc.namespace || DEFAULT_NAMESPACE,
});

export function acceleratorCommand(
  input: CommandInput,
  isvc: IsvcQuestion,
  options: AcceleratorOptions,
): AcceleratorRun {
  const notes = [...acceleratorNotes(options.release), ...input.notes];
  if (!input.ok)
    return {
      answer: null,
      output: textOutput('', lines([...notes, `error: ${input.error}`]), EXIT.failed),
    };
  const problems = printedProblems(input.set.diagnostics);
  const preamble = { lines: [...notes, ...problems.lines], invalid: problems.invalid };
  const asked = askQuestion(input.set, isvcQuestion(isvc), options.release);
  const result = acceleratorResult(input.set, asked);
  return { answer: result.answer, output: printAccelerator(result, preamble, options) };
}
