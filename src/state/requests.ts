/**
 * What the engine worker is asked and how its answers are read: the editor's one source, the text
 * a request was made from, whether two requests ask the same question, and which diagnostics of
 * an answer block a ranking or are findings about it. The store and the selectors both use these,
 * so they live below both.
 */
import { FINDING_CODES, sameQuestion } from '../engine';
import type { Diagnostic, EngineRequest } from '../worker/protocol';

const EDITOR_SOURCE = 'editor';

/** The one source the editor holds; requests send it under this name. */
export const editorSource = (text: string) => [{ name: EDITOR_SOURCE, text }] as const;

/** The text a request was computed from. */
export const requestText = (sources: readonly { readonly text: string }[]): string =>
  sources[0]?.text ?? '';

const findingCodes: ReadonlySet<string> = new Set(FINDING_CODES);

/**
 * Errors that drop or distort objects: a ranking computed despite them may be wrong. A finding
 * that is an error (the webhook would reject a runtime) is about the ranking, not in its way.
 */
export const isBlockingDiagnostic = (d: { severity: string; code: string }): boolean =>
  d.severity === 'error' && d.code !== 'unknown-model' && !findingCodes.has(d.code);

/** An engine finding about a ranked runtime, as opposed to a problem of the text itself. */
export const isFinding = (d: Diagnostic): boolean => findingCodes.has(d.code);

/** Two requests ask the same question with the same OME behaviour (the text aside). */
export const asksTheSame = (a: EngineRequest, b: EngineRequest): boolean =>
  sameQuestion(a.question, b.question) && a.omeVersion === b.omeVersion;
