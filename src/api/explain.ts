/**
 * The API's explain: one question asked of loaded manifests, answered as the `-o json` document
 * (a typed, documented contract), or as the exact text `ome-sim runtime explain` prints.
 */
import { explainRanking, explainRankingVerdicts, type SelectionInput } from '../engine';
import { explanationJson, renderJson, type ExplanationJson } from '../render/json';
import {
  EXPLICIT_RUNTIME_NOTE,
  KUBECTL_WIDTH,
  kubectlOutput,
  kubectlSource,
} from '../render/kubectl';
import { renderCsv, renderMarkdown } from '../render/markdown';
import {
  diagnosticText,
  isResolveError,
  resolveErrorText,
  resolveQuestion,
  type ResolvedQuestion,
} from '../manifests';
import type { Question } from '../review/questions';
import { setOf, type Manifests } from './manifests';
import { releaseOf, type ReleaseOption } from './options';

export type ExplainOptions = ReleaseOption;

/** Why a question has no explanation: the model or InferenceService does not resolve. */
export interface ExplainError {
  readonly code: 'isvc-not-found' | 'isvc-without-model' | 'model-not-found';
  /** The name that does not resolve. */
  readonly name: string;
  /** kubectl's words for it, e.g. `clusterbasemodels.ome.io "x" not found`. */
  readonly message: string;
}

export type ExplainResult =
  | { readonly ok: true; readonly explanation: ExplanationJson }
  | { readonly ok: false; readonly error: ExplainError };

type Asked =
  | { readonly resolved: ResolvedQuestion; readonly notes: string[] }
  | { readonly error: ExplainError; readonly notes: string[] };

function ask(manifests: Manifests, question: Question, options: ReleaseOption) {
  const release = releaseOf(options);
  const resolved = resolveQuestion(setOf(manifests), question, release.behaviour);
  const releaseNotes = release.note === null ? [] : [`note: ${release.note}`];
  const asked: Asked = isResolveError(resolved)
    ? {
        error: { code: resolved.code, name: resolved.name, message: resolveErrorText(resolved) },
        notes: releaseNotes,
      }
    : { resolved, notes: releaseNotes };
  return { release, asked };
}

const explicitNote = (input: SelectionInput): string[] =>
  input.inferenceService?.runtime != null ? [EXPLICIT_RUNTIME_NOTE] : [];

/**
 * Ranks the runtimes for one question, as OME's runtime selector would in that namespace.
 * The explanation is the document `ome-sim runtime explain -o json` prints for the same question
 * (docs/cli.md, "JSON output"): when OME selects nothing, `selected` is null and `error` says why.
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function explain(
  manifests: Manifests,
  question: Question,
  options: ExplainOptions = {},
): ExplainResult {
  const { release, asked } = ask(manifests, question, options);
  if ('error' in asked) return { ok: false, error: asked.error };
  const input = asked.resolved.input;
  const explanation = explanationJson(explainRanking(input), {
    notes: [...asked.notes, ...explicitNote(input)],
    omeRelease: release.written,
  });
  return { ok: true, explanation };
}

/** How `explainText` writes: `ome-sim runtime explain`'s `-o`, `--width` and `--with-effective`. */
export interface ExplainTextOptions extends ReleaseOption {
  /** Default `table`: kubectl's table. */
  readonly output?: 'table' | 'json' | 'markdown' | 'csv';
  /** The table's width (default 80, as kubectl's); 0 turns wrapping off. */
  readonly width?: number;
  readonly withEffective?: boolean;
}

/** What a command prints: standard output, standard error and its exit code. */
export interface CommandOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/**
 * The bytes `ome-sim runtime explain` prints for this question with the same manifests (its
 * table is kubectl's, byte for byte): problems in the manifests and notes on standard error,
 * then the answer. For a console's "copy as kubectl output".
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function explainText(
  manifests: Manifests,
  question: Question,
  options: ExplainTextOptions = {},
): CommandOutput {
  const { release, asked } = ask(manifests, question, options);
  let stderr = asked.notes.map((note) => `${note}\n`).join('');
  let invalid = false;
  for (const d of manifests.diagnostics) {
    if (d.severity === 'info') continue;
    invalid ||= d.severity === 'error';
    stderr += `${d.severity}: ${diagnosticText(d)}\n`;
  }
  if ('error' in asked)
    return { stdout: '', stderr: `${stderr}error: ${asked.error.message}\n`, exitCode: 1 };
  const input = asked.resolved.input;
  const notes = explicitNote(input);
  const output = options.output ?? 'table';
  if (output === 'table') {
    const table = kubectlOutput(
      kubectlSource(explainRankingVerdicts(input)),
      notes.length > 0,
      options.width ?? KUBECTL_WIDTH,
      options.withEffective ?? false,
    );
    const exitCode = table.exitCode !== 0 || invalid ? 1 : 0;
    return { stdout: table.stdout, stderr: stderr + table.stderr, exitCode };
  }
  const explanation = explainRanking(input);
  const failed = explanation.ranking.error !== null;
  const noteLines = notes.map((note) => `${note}\n`).join('');
  if (output === 'json') {
    const stdout = renderJson(explanation, {
      notes: [...asked.notes, ...notes],
      omeRelease: release.written,
      withEffective: options.withEffective ?? false,
    });
    const error = failed ? `error: ${explanation.error}\n` : '';
    return { stdout, stderr: stderr + noteLines + error, exitCode: failed || invalid ? 1 : 0 };
  }
  if (failed) return { stdout: '', stderr: `${stderr}error: ${explanation.error}\n`, exitCode: 1 };
  const ranked = { ...explanation, omeRelease: release.written };
  const stdout = output === 'markdown' ? renderMarkdown(ranked) : renderCsv(ranked);
  return { stdout, stderr: stderr + noteLines, exitCode: invalid ? 1 : 0 };
}
