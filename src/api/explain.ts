/**
 * The API's explain: one question asked of loaded manifests, answered as the `-o json` document
 * (a typed, documented contract), or as the exact text `ome-sim runtime explain` prints. Both are
 * the command's own pipeline (src/commands/explain), so they cannot differ from the CLI.
 */
import { askQuestion, explainCommand, explainJson, type ExplainFormat } from '../commands/explain';
import { printsHints } from '../commands/hints';
import { loadedInput } from '../commands/input';
import { joinOutput, type CommandText as CommandOutput } from '../commands/output';
import type { Question } from '../engine';
import type { ExplanationJson } from '../render/json';
import { KUBECTL_WIDTH } from '../render/kubectl';
import { resolveErrorText } from '../manifests';
import { setOf, type Manifests } from './manifests';
import { releaseOf, type ReleaseOption } from './options';

/** How `explain` asks: the OME release whose behaviour to reproduce. */
export type ExplainOptions = ReleaseOption;

/** Why a question has no explanation: the model or InferenceService does not resolve. */
export interface ExplainError {
  /**
   * `isvc-not-found`: no InferenceService of that name in the namespace; `isvc-without-model`:
   * it has no `spec.model`; `model-not-found`: no BaseModel of that name in the namespace and no
   * ClusterBaseModel of it (§1.2).
   */
  readonly code: 'isvc-not-found' | 'isvc-without-model' | 'model-not-found';
  /** The name that does not resolve. */
  readonly name: string;
  /** kubectl's words for it, e.g. `clusterbasemodels.ome.io "x" not found`. */
  readonly message: string;
}

/**
 * `explain`'s answer: `ok` with the explanation (also when OME selects nothing: then its `error`
 * says why), or not `ok` when the question names nothing to rank.
 */
export type ExplainResult =
  | { readonly ok: true; readonly explanation: ExplanationJson }
  | { readonly ok: false; readonly error: ExplainError };

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
  const set = setOf(manifests);
  const asked = askQuestion(set, question, releaseOf(options));
  if (asked.resolved === null) {
    const { code, name } = asked.unresolved;
    return { ok: false, error: { code, name, message: resolveErrorText(asked.unresolved) } };
  }
  return { ok: true, explanation: explainJson(set, asked) };
}

/** How `explainText` writes: `ome-sim runtime explain`'s `-o`, `--width` and `--with-effective`. */
export interface ExplainTextOptions extends ReleaseOption {
  /** Default `table`: kubectl's table. */
  readonly output?: ExplainFormat;
  /** The table's width (default 80, as kubectl's); 0 turns wrapping off. */
  readonly width?: number;
  /**
   * `--with-effective` (which the CLI takes only with `--isvc`): what OME says when it cannot
   * read the live cluster, after the table or as `effectiveContext` in JSON (§E6). Default false.
   */
  readonly withEffective?: boolean;
}

/**
 * The bytes `ome-sim runtime explain` prints for this question with the same manifests, its
 * output captured (not a terminal): the table is kubectl's, byte for byte; problems in the
 * manifests, notes and ome-sim's hints (in the other formats) on standard error.
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function explainText(
  manifests: Manifests,
  question: Question,
  options: ExplainTextOptions = {},
): CommandOutput {
  const output = options.output ?? 'table';
  const run = explainCommand(loadedInput(setOf(manifests)), question, {
    release: releaseOf(options),
    output,
    width: options.width ?? KUBECTL_WIDTH,
    withEffective: options.withEffective ?? false,
    hints: printsHints(output, false),
  });
  return joinOutput(run.output);
}
