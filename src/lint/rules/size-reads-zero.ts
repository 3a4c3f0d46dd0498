/**
 * A modelParameterSize or range bound that OME reads as 0 although it does not say 0: only T, B
 * and M (uppercase) are suffixes, and OME parses anything else as 0 without an error (§6.1).
 */
import { parseModelSize, type BaseModel, type ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';

/** A numeric zero as written ("0", "0.0", "0B"): read as 0 on purpose. */
const ZERO = /^[+-]?0*(\.0*)?([eE][+-]?\d+)?[TBM]?$/;

/** A size text that OME reads as 0 although it does not say 0: "7b", "7G", "seven". */
export function readsAsZeroByMistake(text: string): boolean {
  return text.trim() !== '' && parseModelSize(text) === 0 && !ZERO.test(text);
}

const zeroMessage = (field: string, text: string): string => {
  const lower = /^[0-9.]+[tbm]$/.test(text);
  const why = lower
    ? `the suffix must be uppercase (${text.slice(0, -1)}${text.slice(-1).toUpperCase()})`
    : 'only T, B and M are suffixes';
  return `${field} "${text}" reads as 0: ${why}, and OME parses anything else as 0 without an error`;
};

function sizeTraps(located: Located<ServingRuntime> | Located<BaseModel>): LintDraft[] {
  const o = located.object;
  const fields: [string, string | null][] =
    'modelParameterSize' in o
      ? [['spec.modelParameterSize', o.modelParameterSize]]
      : [
          ['spec.modelSizeRange.min', o.modelSizeRange?.min ?? null],
          ['spec.modelSizeRange.max', o.modelSizeRange?.max ?? null],
        ];
  return fields
    .filter(([, text]) => text !== null && readsAsZeroByMistake(text))
    .map(([field, text]) =>
      findingOn(located, zeroMessage(field, text!), { at: 'field', path: field }),
    );
}

export const sizeReadsZero = defineRule({
  id: 'size-reads-zero',
  severity: 'warning',
  title: 'A size with a lowercase or unknown suffix, which OME reads as 0',
  help: 'Only T, B and M (uppercase) are suffixes; "7b" or "7G" fail to parse and OME silently uses 0.',
  check: (run) => [...run.set.runtimes.flatMap(sizeTraps), ...run.set.models.flatMap(sizeTraps)],
});
