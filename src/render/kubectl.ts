/**
 * What `kubectl ome runtime explain` writes for an explanation: standard output, standard error and
 * the exit code (docs/selection-rules.md §E1.1, §E8). Shared by the CLI and the app's "copy as
 * kubectl text", so both say exactly the same thing.
 */
import type { VerdictRow, Verdicts } from '../engine';
import { NO_RUNTIMES_FOR_SELECTOR, unavailableEffectiveContext } from './effective';
import { explainRows } from './rows';
import { decodePieces, encodeText, type PiecePool } from './byte-writer';
import { EXPLAIN_HEADERS, tableBytes } from './table';

export const EXPLICIT_RUNTIME_NOTE =
  'Note: spec.runtime is explicit; automatic selection below is hypothetical.';
export const NO_RUNTIMES_MESSAGE =
  'No serving runtimes found in the selected namespace or at cluster scope.';
/** The width the v1.3 docs say explain wraps to. */
export const KUBECTL_WIDTH = 80;

/** What the kubectl text depends on: the rows, and whether selection failed or had nothing to rank. */
export interface KubectlSource {
  readonly rows: readonly VerdictRow[];
  readonly error: string | null;
  /** Selection failed outright (invalid model, v1.2.2 panic): kubectl prints only `error: …`. */
  readonly selectionFailed: boolean;
  readonly candidateCount: number;
}

export const kubectlSource = (explanation: Verdicts): KubectlSource => ({
  rows: explanation.rows,
  error: explanation.error,
  selectionFailed: explanation.ranking.error !== null,
  candidateCount: explanation.ranking.candidates.length,
});

export interface KubectlOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** `KubectlOutput` with standard output as UTF-8 pieces, to be written as they are made. */
export interface KubectlChunks extends Omit<KubectlOutput, 'stdout'> {
  readonly stdout: Iterable<Uint8Array>;
}

/**
 * @param explicitRuntime whether the InferenceService given with --isvc has `spec.runtime`.
 * @param width table width; 0 turns wrapping off.
 * @param withEffective `--with-effective`: the effective context follows (§E6).
 * @param pool where the table's pieces are made, for a consumer that gives each back once written.
 */
export function kubectlChunks(
  explanation: KubectlSource,
  explicitRuntime: boolean,
  width: number = KUBECTL_WIDTH,
  withEffective = false,
  pool?: PiecePool,
): KubectlChunks {
  if (explanation.selectionFailed) {
    return { stdout: [], stderr: `error: ${explanation.error ?? ''}\n`, exitCode: 1 };
  }
  const note = explicitRuntime ? `${EXPLICIT_RUNTIME_NOTE}\n` : '';
  const effective = withEffective ? unavailableEffectiveContext() : '';
  if (explanation.candidateCount === 0) {
    const nothing = withEffective ? NO_RUNTIMES_FOR_SELECTOR : NO_RUNTIMES_MESSAGE;
    return { stdout: [encodeText(effective)], stderr: `${note}${nothing}\n`, exitCode: 0 };
  }
  const table = tableBytes(EXPLAIN_HEADERS, explainRows(explanation), width, pool);
  return { stdout: withTail(table, effective), stderr: note, exitCode: 0 };
}

function* withTail(pieces: Iterable<Uint8Array>, tail: string): Generator<Uint8Array> {
  yield* pieces;
  if (tail !== '') yield encodeText(tail);
}

/** What `kubectl ome runtime explain` writes, as whole texts (see `kubectlChunks`). */
export function kubectlOutput(
  explanation: KubectlSource,
  explicitRuntime: boolean,
  width: number = KUBECTL_WIDTH,
  withEffective = false,
): KubectlOutput {
  const output = kubectlChunks(explanation, explicitRuntime, width, withEffective);
  return { ...output, stdout: decodePieces(output.stdout) };
}

/** The terminal as a user would see it: standard error lines first, then the table. */
export const kubectlTranscript = (output: KubectlOutput): string => output.stderr + output.stdout;
