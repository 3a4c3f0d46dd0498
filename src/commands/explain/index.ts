/**
 * `ome-sim runtime explain`, once for every surface: the manifests as read, a question and the
 * options in; the answer and what the command prints out (ask.ts, then print.ts).
 */
import type { OmeRelease, Question } from '../../engine';
import { printedProblems } from '../diagnostics';
import { EXIT } from '../exit-codes';
import type { CommandInput } from '../input';
import { lines, textOutput, type CommandOutput } from '../output';
import { askQuestion, type AskedQuestion } from './ask';
import { releaseNotes } from './notes';
import { printExplain, type ExplainPrintOptions } from './print';

export { askQuestion, explainAnswer } from './ask';
export type { AskedQuestion } from './ask';
export {
  EXPLAIN_FORMATS,
  explainJson,
  type ExplainFormat,
  type ExplainPrintOptions,
} from './print';
export { withSizeOverride } from './size-override';

export interface ExplainOptions extends ExplainPrintOptions {
  readonly release: OmeRelease;
}

export interface ExplainRun {
  /** The question as resolved; null when the manifests could not be read. */
  readonly asked: AskedQuestion | null;
  readonly output: CommandOutput;
}

export function explainCommand(
  input: CommandInput,
  question: Question,
  options: ExplainOptions,
): ExplainRun {
  const notes = [...releaseNotes(options.release), ...input.notes];
  if (!input.ok) {
    const output = textOutput('', lines([...notes, `error: ${input.error}`]), EXIT.failed);
    return { asked: null, output };
  }
  const problems = printedProblems(input.set.diagnostics);
  const preamble = { lines: [...notes, ...problems.lines], invalid: problems.invalid };
  const asked = askQuestion(input.set, question, options.release);
  return { asked, output: printExplain(input.set, asked, preamble, options) };
}
