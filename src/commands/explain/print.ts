/**
 * `runtime explain`'s output for an asked question, in each format: kubectl's table (stderr and
 * exit code included, docs/selection-rules.md §E1, §E8), or ome-sim's JSON, Markdown and CSV.
 */
import { explainRanking, explainRankingVerdicts, type SelectionInput } from '../../engine';
import { resolveErrorText, type ManifestSet } from '../../manifests';
import type { PiecePool } from '../../render/byte-writer';
import {
  explanationJson,
  unresolvedJson,
  type ExplanationJson,
  type JsonExtras,
} from '../../render/json';
import { kubectlChunks, kubectlSource } from '../../render/kubectl';
import { renderCsv, renderMarkdown } from '../../render/markdown';
import { acceleratorJson } from '../../render/accelerator-json';
import { acceleratorAnswer } from '../accelerator/answer';
import { EXIT } from '../exit-codes';
import { modelHintLines, namedRuntimeHintLines, resolveHintLines } from '../hints';
import { lines, textOutput, type CommandOutput } from '../output';
import type { AskedQuestion } from './ask';
import { explicitRuntimeNotes, releaseNotes } from './notes';

/** `runtime explain -o`'s formats. */
export const EXPLAIN_FORMATS = ['table', 'json', 'markdown', 'csv'] as const;
/**
 * How an explanation is printed: `table` (kubectl's, byte for byte), `json` (the `Explanation`
 * document), or `markdown` and `csv` (the table with RANK and SCORE columns; docs/cli.md).
 */
export type ExplainFormat = (typeof EXPLAIN_FORMATS)[number];

export interface ExplainPrintOptions {
  readonly output: ExplainFormat;
  /** The table's width; 0 turns wrapping off. */
  readonly width: number;
  /** `--with-effective`: the effective-runtime context follows the table (§E6). */
  readonly withEffective: boolean;
  /** Print ome-sim's `hint:` lines on standard error (commands/hints.ts says when a surface does). */
  readonly hints: boolean;
  /** Where the table's pieces are made, for a writer that gives each back once it is out. */
  readonly pool?: PiecePool;
}

/** What is printed before the answer: notes, then the manifests' problems. */
export interface Preamble {
  readonly lines: readonly string[];
  /** The manifests had an error: the command fails whatever the answer. */
  readonly invalid: boolean;
}

const failed = (invalid: boolean, ...errors: boolean[]) =>
  invalid || errors.some(Boolean) ? EXIT.failed : EXIT.ok;

/**
 * Every hint ome-sim has for the answer, as printed (`hint: …`): where a missing object is and the
 * nearest name; what OME does with a runtime the InferenceService names; the model's missing fields.
 */
export function answerHints(set: ManifestSet, asked: AskedQuestion): string[] {
  if (asked.resolved === null) return resolveHintLines(asked.unresolved);
  return [...namedRuntimeHintLines(set, asked.resolved), ...modelHintLines(asked.resolved.input)];
}

/**
 * The `-o json` document of an asked question, also the library's `explain`: the explanation, or
 * for a question that did not resolve, kubectl's error and no rows; with the notes printed and
 * every hint a terminal would show.
 */
export function explainJson(
  set: ManifestSet,
  asked: AskedQuestion,
  withEffective = false,
): ExplanationJson {
  return jsonAnswer(set, asked, withEffective).document;
}

/** The document, and whether the question fails outright (kubectl's exit 1). */
function jsonAnswer(set: ManifestSet, asked: AskedQuestion, withEffective: boolean) {
  const hintText = answerHints(set, asked).map((hint) => hint.replace(/^hint: /, ''));
  const extras: JsonExtras = {
    question: asked.question,
    notes: [
      ...releaseNotes(asked.release),
      ...(asked.resolved === null ? [] : explicitRuntimeNotes(asked.resolved.input)),
    ],
    omeRelease: asked.release.written,
    hintText,
    withEffective,
  };
  if (asked.resolved === null) {
    const error = resolveErrorText(asked.unresolved);
    const document = unresolvedJson(error, { ...extras, omeVersion: asked.release.behaviour });
    return { document, outright: true };
  }
  const explanation = explainRanking(asked.resolved.input);
  const accelerator = acceleratorAnswer(set, asked.resolved.input, explanation);
  // An invalid model or the v1.2.2 panic fails outright; no runtime qualifying is an answer.
  return {
    document: explanationJson(explanation, {
      ...extras,
      accelerator: accelerator === null ? null : acceleratorJson(accelerator.decision),
    }),
    outright: explanation.ranking.error !== null,
  };
}

/** The answer printed after `preamble`. */
export function printExplain(
  set: ManifestSet,
  asked: AskedQuestion,
  preamble: Preamble,
  options: ExplainPrintOptions,
): CommandOutput {
  const head = lines(preamble.lines);
  const hints = options.hints ? answerHints(set, asked) : [];
  if (options.output === 'json')
    return printJson(set, asked, head, hints, preamble.invalid, options);
  if (asked.resolved === null) {
    // kubectl prints the API server's error as it is (§E8); a hint of ours follows only where it
    // can't be mistaken for OME's output (hints.ts).
    const error = `error: ${resolveErrorText(asked.unresolved)}`;
    return textOutput('', head + lines([error, ...hints]), EXIT.failed);
  }
  const input = asked.resolved.input;
  if (options.output === 'table') return printTable(input, head, hints, preamble.invalid, options);
  const explanation = explainRanking(input);
  if (explanation.ranking.error !== null)
    return textOutput('', head + lines([`error: ${explanation.error}`, ...hints]), EXIT.failed);
  const ranked = { ...explanation, omeRelease: asked.release.written };
  const stdout = options.output === 'markdown' ? renderMarkdown(ranked) : renderCsv(ranked);
  const stderr = head + lines([...explicitRuntimeNotes(input), ...hints]);
  return textOutput(stdout, stderr, failed(preamble.invalid));
}

/** The JSON document on standard output, always; the notes, error and hints on standard error. */
function printJson(
  set: ManifestSet,
  asked: AskedQuestion,
  head: string,
  hints: readonly string[],
  invalid: boolean,
  options: ExplainPrintOptions,
): CommandOutput {
  const { document, outright } = jsonAnswer(set, asked, options.withEffective);
  const notes = asked.resolved === null ? [] : explicitRuntimeNotes(asked.resolved.input);
  const error = outright ? [`error: ${document.error}`] : [];
  return textOutput(
    `${JSON.stringify(document, null, 2)}\n`,
    head + lines([...notes, ...error, ...hints]),
    failed(invalid, outright),
  );
}

/** kubectl's table: verdicts only, no breakdowns or findings to build for every runtime. */
function printTable(
  input: SelectionInput,
  head: string,
  hints: readonly string[],
  invalid: boolean,
  options: ExplainPrintOptions,
): CommandOutput {
  const table = kubectlChunks(
    kubectlSource(explainRankingVerdicts(input)),
    explicitRuntimeNotes(input).length > 0,
    options.width,
    options.withEffective,
    options.pool,
  );
  return {
    stdout: table.stdout,
    stderr: head + table.stderr + lines(hints),
    exitCode: failed(invalid, table.exitCode !== 0),
  };
}
