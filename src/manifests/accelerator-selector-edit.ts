/**
 * Writing the "Runs on" what-if into the YAML: an InferenceService's `spec.acceleratorSelector`
 * with the what-if's policy and constraints, as one edit the editor can undo. The selector is
 * written whole, in the style it had (block or flow), keeping its `acceleratorClass` as written;
 * a selector not written yet is added as the first key of `spec`. Everything outside the
 * selector stays as it is; comments inside it do not survive (docs/app.md says so).
 */
import type { AcceleratorConstraints, AcceleratorWhatIf } from '../engine';
import type { TextEdit } from './edit';
import { yamlScalar } from './model-fields-edit';
import type { SourceSpan } from './types';
import { firstKeyEdit } from './win-text-edits';

type Entry = readonly [key: string, value: string | readonly Entry[]];

const flowList = (items: readonly string[]): string => `[${items.map(yamlScalar).join(', ')}]`;

/** The constraints set, in the API's field order; an empty list or null is left out. */
function constraintEntries(c: AcceleratorConstraints): Entry[] {
  const numbers = [
    ['minMemory', c.minMemory],
    ['maxMemory', c.maxMemory],
    ['minComputePerformanceTFLOPS', c.minComputePerformanceTFLOPS],
  ] as const;
  const lists = [
    ['requiredFeatures', c.requiredFeatures],
    ['excludedClasses', c.excludedClasses],
    ['architectureFamilies', c.architectureFamilies],
    ['preferredPrecisions', c.preferredPrecisions],
  ] as const;
  return [
    ...numbers.flatMap(([k, v]): Entry[] => (v === null ? [] : [[k, String(v)]])),
    ...(c.minArchitectureVersion === null
      ? []
      : [['minArchitectureVersion', yamlScalar(c.minArchitectureVersion)] as const]),
    ...lists.flatMap(([k, v]): Entry[] => (v.length === 0 ? [] : [[k, flowList(v)]])),
  ];
}

/** The selector's entries: the class as written, the policy, the constraints (`{}` when empty). */
function selectorEntries(classText: string | null, whatIf: AcceleratorWhatIf): Entry[] {
  const c = whatIf.constraints;
  return [
    ...(classText === null ? [] : [['acceleratorClass', classText] as const]),
    ...(whatIf.policy === null ? [] : [['policy', yamlScalar(whatIf.policy)] as const]),
    ...(c === null ? [] : [['constraints', constraintEntries(c)] as const]),
  ];
}

const flow = (entries: readonly Entry[]): string =>
  `{${entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : flow(v)}`).join(', ')}}`;

/** Block lines at `pad` (the first without it: it follows where the mapping starts). */
function blockLines(entries: readonly Entry[], pad: string): string[] {
  return entries.flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${pad}${k}: ${v}`]
      : v.length === 0
        ? [`${pad}${k}: {}`]
        : [`${pad}${k}:`, ...blockLines(v, `${pad}  `)],
  );
}

const block = (entries: readonly Entry[], pad: string): string =>
  blockLines(entries, pad).join('\n').slice(pad.length);

/** Where the value after a key's colon starts (before the space, newline and indent). */
const afterColon = (source: string, span: SourceSpan): number =>
  source.lastIndexOf(':', span.start.offset - 1) + 1;

/**
 * A value shared through YAML: an alias, or the anchored value others alias (written between the
 * key's colon and the value). Editing it would change what else shares it.
 */
const isShared = (source: string, span: SourceSpan): boolean =>
  source[span.start.offset] === '*' ||
  source.slice(afterColon(source, span), span.start.offset).includes('&');

/**
 * The edit that writes `whatIf` as the InferenceService's selector (`fields`: its written spans by
 * dotted path, `spec` and `spec.acceleratorSelector…`); null when it cannot be placed: no `spec`
 * mapping, a selector shared through a YAML alias, or one written in a form not read as a mapping.
 */
export function acceleratorSelectorEdit(
  source: string,
  fields: Readonly<Record<string, SourceSpan>>,
  whatIf: AcceleratorWhatIf,
): TextEdit | null {
  const spec = fields['spec'];
  if (spec === undefined || isShared(source, spec)) return null;
  const selector = fields['spec.acceleratorSelector'];
  const classSpan = fields['spec.acceleratorSelector.acceleratorClass'];
  const classText =
    classSpan === undefined ? null : source.slice(classSpan.start.offset, classSpan.end.offset);
  const entries = selectorEntries(classText, whatIf);
  if (selector !== undefined) {
    if (isShared(source, selector)) return null;
    const end = selector.end.offset;
    if (source[selector.start.offset] === '{')
      return {
        offset: selector.start.offset,
        length: end - selector.start.offset,
        text: flow(entries),
      };
    if (entries.length === 0) {
      // `{}` goes on the key's line: from its colon, over the block's own line break and indent.
      const colon = afterColon(source, selector);
      return { offset: colon, length: end - colon, text: ` ${flow(entries)}` };
    }
    const pad = ' '.repeat(Math.max(0, selector.start.column - 1));
    return {
      offset: selector.start.offset,
      length: end - selector.start.offset,
      text: block(entries, pad),
    };
  }
  // A selector written but not read as a mapping (`acceleratorSelector:` with no value): adding
  // a second key would make the document invalid.
  const specText = source.slice(spec.start.offset, spec.end.offset);
  if (/(^|[\s{,])acceleratorSelector\s*:/.test(specText)) return null;
  if (source[spec.start.offset] === '{' || entries.length === 0)
    return firstKeyEdit(source, spec, `acceleratorSelector: ${flow(entries)}`);
  const pad = ' '.repeat(Math.max(0, spec.start.column - 1));
  return firstKeyEdit(
    source,
    spec,
    `acceleratorSelector:\n${blockLines(entries, `${pad}  `).join('\n')}`,
  );
}
