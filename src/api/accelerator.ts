/**
 * The API's accelerator explain: which AcceleratorClass each component of an InferenceService runs
 * on, and why (docs/selection-rules.md part 6), as the `-o json` document (a typed, documented
 * contract) or as the exact text `ome-sim accelerator explain` prints. Both are the command's own
 * pipeline (src/commands/accelerator), so they cannot differ from the CLI.
 */
import {
  acceleratorCommand,
  acceleratorResult,
  isvcQuestion,
  unresolvedText,
  type AcceleratorFormat,
  type IsvcQuestion,
} from '../commands/accelerator';
import { askQuestion } from '../commands/explain';
import { loadedInput } from '../commands/input';
import { joinOutput, type CommandText as CommandOutput } from '../commands/output';
import type { AcceleratorExplanationJson } from '../render/accelerator-explain';
import { KUBECTL_WIDTH } from '../render/kubectl';
import type { ExplainError } from './explain';
import { setOf, type Manifests } from './manifests';
import { releaseOf, type ReleaseOption } from './options';

/** Options of `explainAccelerator`: the OME release whose runtime selection is asked. */
export type AcceleratorExplainOptions = ReleaseOption;

/** The accelerator decision's JSON document, or why the question could not be asked. */
export type AcceleratorExplainResult =
  | { readonly ok: true; readonly explanation: AcceleratorExplanationJson }
  | { readonly ok: false; readonly error: ExplainError };

/**
 * Decides, for each component (engine, decoder) of the InferenceService, the AcceleratorClass OME
 * runs it on, on the runtime OME uses for it: the document `ome-sim accelerator explain -o json`
 * prints for the same question (docs/cli.md). No class is an answer (each component's `text` says
 * why); a decision that fails OME's reconcile has the component's `error`.
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function explainAccelerator(
  manifests: Manifests,
  isvc: IsvcQuestion,
  options: AcceleratorExplainOptions = {},
): AcceleratorExplainResult {
  const set = setOf(manifests);
  const asked = askQuestion(set, isvcQuestion(isvc), releaseOf(options));
  if (asked.resolved === null) {
    const { code, name } = asked.unresolved;
    return { ok: false, error: { code, name, message: unresolvedText(asked.unresolved) } };
  }
  return { ok: true, explanation: acceleratorResult(set, asked).document };
}

/** How `explainAcceleratorText` writes: `ome-sim accelerator explain`'s `-o`. */
export interface AcceleratorExplainTextOptions extends ReleaseOption {
  /** Default `table`. */
  readonly output?: AcceleratorFormat;
  /** The table's width (default 80); 0 turns wrapping off. */
  readonly width?: number;
}

/**
 * The bytes `ome-sim accelerator explain` prints for this InferenceService with the same
 * manifests, its output captured: the table or JSON on standard output; problems in the
 * manifests, notes, errors and ome-sim's hints on standard error; the exit code.
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function explainAcceleratorText(
  manifests: Manifests,
  isvc: IsvcQuestion,
  options: AcceleratorExplainTextOptions = {},
): CommandOutput {
  const run = acceleratorCommand(loadedInput(setOf(manifests)), isvc, {
    release: releaseOf(options),
    output: options.output ?? 'table',
    width: options.width ?? KUBECTL_WIDTH,
  });
  return joinOutput(run.output);
}
