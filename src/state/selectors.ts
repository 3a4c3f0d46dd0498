/** Everything the UI shows that follows from the store; computed, never stored. */
import type { Choices, Diagnostic, ExplanationData, RankTarget } from '../worker/protocol';
import { isBlockingDiagnostic, type Answer, type AppState } from './store';

const EDITOR_SOURCE = 'editor';

/** The one source the editor holds; requests send it under this name. */
export const editorSource = (text: string) => [{ name: EDITOR_SOURCE, text }] as const;

/** The text a request was computed from. */
export const requestText = (sources: readonly { readonly text: string }[]): string =>
  sources[0]?.text ?? '';

/**
 * The ranking on screen no longer describes the input: the input has errors, nothing could be
 * ranked, or the engine failed. A request still in flight does not count (no flicker while typing).
 */
export function isOutOfDate(state: AppState): boolean {
  if (state.engineFailure !== null) return true;
  const { latest, ranked } = state;
  if (latest === null) return false;
  if (ranked === null || ranked.request.id !== latest.request.id) return true;
  return latest.response.diagnostics.some(isBlockingDiagnostic);
}

/** The ranking's positions match the editor text, so table edits can be applied to it. */
export const isRankingCurrent = (state: AppState): boolean =>
  state.ranked !== null && requestText(state.ranked.request.sources) === state.text;

const byPosition = (a: Diagnostic, b: Diagnostic): number =>
  a.document - b.document || (a.span?.start.offset ?? -1) - (b.span?.start.offset ?? -1);

/** Problems of the newest answer, in reading order. */
export const problemsOf = (latest: Answer | null): readonly Diagnostic[] =>
  latest === null ? [] : [...latest.response.diagnostics].sort(byPosition);

/** Problems that fit the text in the editor now, for editor markers. */
export const markerDiagnostics = (state: AppState): readonly Diagnostic[] | null =>
  state.latest !== null && requestText(state.latest.request.sources) === state.text
    ? state.latest.response.diagnostics
    : null;

const EMPTY_CHOICES: Choices = { models: [], inferenceServices: [], namespaces: [] };

export const choicesOf = (latest: Answer | null): Choices =>
  latest?.response.choices ?? EMPTY_CHOICES;

/** Why the newest input has no ranking (target not found, engine failure), if it has none. */
export const rankingErrorOf = (state: AppState): string | null =>
  state.engineFailure ?? state.latest?.response.error ?? null;

/** `kubectl ome runtime explain --model NAME -n NS` for the current choice. */
export function kubectlCommand(target: RankTarget, namespace: string): string {
  const flag = target.kind === 'model' ? '--model' : '--isvc';
  return `kubectl ome runtime explain ${flag} ${shellWord(target.name)} -n ${shellWord(namespace)}`;
}

/** Kubernetes names need no quoting; anything else typed in is quoted for a POSIX shell. */
const shellWord = (word: string): string =>
  /^[A-Za-z0-9._\-/:=]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** The table caption: what was ranked, where, with which OME behaviour. */
export function rankingCaption(explanation: ExplanationData): string {
  const model = explanation.model;
  const what =
    explanation.inferenceService !== null
      ? `InferenceService ${explanation.inferenceService}${model === null ? '' : ` (${model.kind} ${model.name})`}`
      : model === null
        ? 'no model'
        : `${model.kind} ${model.name}`;
  return `Serving runtimes for ${what} in namespace ${explanation.namespace}, OME v${explanation.omeVersion}`;
}
