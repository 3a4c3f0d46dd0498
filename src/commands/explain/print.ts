/**
 * `runtime explain`'s output for an asked question, in each format: kubectl's table (stderr and
 * exit code included, docs/selection-rules.md §E1, §E8), or ome-sim's JSON, Markdown and CSV.
 */
import { explainRanking, explainRankingVerdicts, type SelectionInput } from '../../engine';
import type { PiecePool } from '../../render/byte-writer';
import { renderJson } from '../../render/json';
import { kubectlChunks, kubectlSource } from '../../render/kubectl';
import { renderCsv, renderMarkdown } from '../../render/markdown';
import { resolveErrorText, type ManifestSet } from '../../manifests';
import { EXIT } from '../exit-codes';
import { modelHintLines, pinnedRuntimeHintLines, resolveHintLines } from '../hints';
import { lines, textOutput, type CommandOutput } from '../output';
import type { AskedQuestion } from './ask';
import { explicitRuntimeNotes, releaseNotes } from './notes';

export const EXPLAIN_FORMATS = ['table', 'json', 'markdown', 'csv'] as const;
export type ExplainFormat = (typeof EXPLAIN_FORMATS)[number];

export interface ExplainPrintOptions {
  readonly output: ExplainFormat;
  /** The table's width; 0 turns wrapping off. */
  readonly width: number;
  /** `--with-effective`: the effective-runtime context follows the table (§E6). */
  readonly withEffective: boolean;
  /** Print ome-sim's `hint:` lines (commands/hints.ts says when a surface does). */
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

/** The answer printed after `preamble`. */
export function printExplain(
  set: ManifestSet,
  asked: AskedQuestion,
  preamble: Preamble,
  options: ExplainPrintOptions,
): CommandOutput {
  const head = lines(preamble.lines);
  if (asked.resolved === null) {
    // kubectl prints the API server's error as it is (§E8); a hint of ours follows only where it
    // can't be mistaken for OME's output (hints.ts).
    const hints = options.hints ? resolveHintLines(asked.unresolved) : [];
    const error = `error: ${resolveErrorText(asked.unresolved)}`;
    return textOutput('', head + lines([error, ...hints]), EXIT.failed);
  }
  const input = asked.resolved.input;
  // Ours, after OME's lines: a runtime the InferenceService names that OME's lookup can't find.
  const pinned = options.hints ? pinnedRuntimeHintLines(set, asked.resolved) : [];
  if (options.output === 'table') return printTable(input, head, pinned, preamble.invalid, options);
  const explanation = explainRanking(input);
  const notes = explicitRuntimeNotes(input);
  const error = explanation.ranking.error === null ? [] : [`error: ${explanation.error}`];
  if (options.output === 'json') {
    const stdout = renderJson(explanation, {
      notes: [...releaseNotes(asked.release), ...notes],
      omeRelease: asked.release.written,
      withEffective: options.withEffective,
    });
    const stderr = head + lines([...notes, ...error, ...pinned]);
    return textOutput(stdout, stderr, failed(preamble.invalid, error.length > 0));
  }
  if (error.length > 0) {
    const hints = options.hints ? modelHintLines(input) : [];
    return textOutput('', head + lines([...error, ...hints]), EXIT.failed);
  }
  const ranked = { ...explanation, omeRelease: asked.release.written };
  const stdout = options.output === 'markdown' ? renderMarkdown(ranked) : renderCsv(ranked);
  return textOutput(stdout, head + lines([...notes, ...pinned]), failed(preamble.invalid));
}

/** kubectl's table: verdicts only, no breakdowns or findings to build for every runtime. */
function printTable(
  input: SelectionInput,
  head: string,
  pinned: readonly string[],
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
  const hints = options.hints ? [...pinned, ...modelHintLines(input)] : [];
  return {
    stdout: table.stdout,
    stderr: head + table.stderr + lines(hints),
    exitCode: failed(invalid, table.exitCode !== 0),
  };
}
