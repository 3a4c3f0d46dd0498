/** The notes an explain answer carries: on standard error, and in the `-o json` document. */
import type { OmeRelease, SelectionInput } from '../../engine';
import { EXPLICIT_RUNTIME_NOTE } from '../../render/kubectl';

/** `note: …` when the release asked for is newer than the behaviours ome-sim knows. */
export const releaseNotes = (release: OmeRelease): string[] =>
  release.note === null ? [] : [`note: ${release.note}`];

/** kubectl's note that an InferenceService naming its runtime is ranked only hypothetically. */
export const explicitRuntimeNotes = (input: SelectionInput): string[] =>
  input.inferenceService?.runtime != null ? [EXPLICIT_RUNTIME_NOTE] : [];
