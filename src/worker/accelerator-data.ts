/**
 * What the app's "Runs on" shows for an InferenceService question: the accelerator class decision
 * (the command's own, src/commands/accelerator), as the JSON `accelerator explain -o json` gives,
 * with where the InferenceService's selector is written, so a what-if can be written into it.
 */
import { acceleratorAnswer, type RankingOutcome } from '../commands/accelerator';
import { selectorAsWritten, type AcceleratorWhatIf, type SelectionInput } from '../engine';
import type { ManifestSet, ResolvedQuestion, SourceSpan } from '../manifests';
import { acceleratorJson } from '../render/accelerator-json';
import type { AcceleratorData } from './protocol';

/** The spans a what-if is written at: spec, and the selector with every field under it. */
const selectorFields = (fields: Readonly<Record<string, SourceSpan>>): Record<string, SourceSpan> =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([path]) => path === 'spec' || /^spec\.acceleratorSelector(\.|$)/.test(path),
    ),
  );

/**
 * The decision on the runtime `ranking` says OME uses, with the what-if's policy and constraints
 * when one is asked; undefined for a question about a model alone.
 */
export function acceleratorDataOf(
  set: ManifestSet,
  resolved: ResolvedQuestion,
  input: SelectionInput,
  ranking: RankingOutcome,
  whatIf: AcceleratorWhatIf | null,
): AcceleratorData | undefined {
  const isvc = resolved.inferenceService;
  const answer = acceleratorAnswer(set, input, ranking, whatIf);
  if (isvc === null || answer === null) return undefined;
  return {
    decision: acceleratorJson(answer.decision),
    noRuntime: answer.noRuntime,
    runtimeNamed: answer.uses.named,
    asWritten: selectorAsWritten(isvc.object),
    whatIf,
    selectorFields: selectorFields(isvc.origin.fields),
  };
}
