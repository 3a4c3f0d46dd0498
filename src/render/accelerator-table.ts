/**
 * The accelerator class decision as text, in the style of the explain table
 * (docs/selection-rules.md §A3–§A6): one line per component saying what it runs on and why,
 * the classes the runtime lists with how each fared (laid out by `renderTable`, so it wraps to
 * the terminal as the explain table does), then what applies on each chosen class.
 */
import {
  outcomeText,
  type AcceleratorDecision,
  type ComponentDecision,
  type DecisionNote,
  type PolicySource,
} from '../engine';
import { scoreTerms, scoreValue, settingText, standingText } from './accelerator-text';
import { renderTable } from './table';
import { sanitizeCell } from './width';

export const ACCELERATOR_HEADERS = ['COMPONENT', 'CLASS', 'ELIGIBLE', 'SCORE', 'REASON'] as const;

/** Where a policy was written, in words. */
export const POLICY_SOURCE_TEXT: Readonly<Record<PolicySource, string>> = {
  component: "the component's acceleratorOverride",
  service: 'spec.acceleratorSelector',
};

/** `engine: a100: picked by BestFit (from spec.acceleratorSelector; decided by score)`. */
export function componentSummary(d: ComponentDecision): string {
  const parts: string[] = [];
  if (d.policy !== null)
    parts.push(
      d.outcome.code === 'picked'
        ? `from ${POLICY_SOURCE_TEXT[d.policy.source]}`
        : `policy ${d.policy.policy} from ${POLICY_SOURCE_TEXT[d.policy.source]}`,
    );
  if (d.decidedBy !== null) parts.push(`decided by ${d.decidedBy.replace(/-/g, ' ')}`);
  if (d.tiedWith.length > 0) parts.push(`tied with ${d.tiedWith.join(', ')}: the order decided`);
  const detail = parts.length === 0 ? '' : ` (${parts.join('; ')})`;
  return `${d.component}: ${outcomeText(d.outcome)}${detail}`;
}

/** What OME does that a reader would not expect, in words. */
export const DECISION_NOTE_TEXT: Readonly<Record<DecisionNote, string>> = {
  'override-constraints-ignored':
    "constraints on the component's acceleratorOverride are never read; only spec.acceleratorSelector.constraints filter",
  'named-class-not-listed':
    "the named class is not in the runtime's acceleratorClasses; OME uses it anyway",
  'empty-override-name-hides-selector':
    "the component's empty acceleratorClass hides spec.acceleratorSelector.acceleratorClass",
};

/** The ELIGIBLE column for a standing: passed the constraints (Yes), failed one (No), neither (-). */
export const eligibleText = (code: string): string =>
  code === 'excluded' ? 'No' : code === 'not-defined' || code === 'duplicate' ? '-' : 'Yes';

function rows(decision: AcceleratorDecision): string[][] {
  return decision.components.flatMap((d) =>
    d.candidates.map((v) => {
      const terms = scoreTerms(v.score);
      const reason = standingText(v, d);
      return [
        d.component,
        v.name,
        eligibleText(v.standing.code),
        scoreValue(v.score),
        terms === '' ? reason : `${reason} (${terms})`,
      ];
    }),
  );
}

function settingsLines(d: ComponentDecision, runtime: AcceleratorDecision['runtime']): string[] {
  const s = d.settings;
  if (s === null) return [];
  const where = runtime === null ? '' : ` of ${runtime.kind} ${runtime.name}`;
  const entry =
    s.entry === null
      ? ''
      : `, with entry ${s.entry.index}${s.entry.name === '' ? '' : ` (${s.entry.name})`}${where}`;
  const config = {
    applied: '',
    'no-entry': ' (no runtime entry scores for the model: no acceleratorConfig)',
    'no-accelerator-config': ' (the entry has no acceleratorConfig)',
    'no-key-for-class': ` (its acceleratorConfig has no key ${s.className})`,
    'null-config': ` (its acceleratorConfig.${s.className} is empty)`,
  }[s.entryConfig];
  return [
    `${d.component} on ${s.className}${entry}${config}:`,
    ...s.settings.map((setting) => `  ${settingText(setting)}`),
  ];
}

/** The whole text: summaries, errors and notes, the table at `width` (0: tabwriter), settings. */
export function renderAcceleratorTable(decision: AcceleratorDecision, width: number): string {
  const head = decision.components.flatMap((d) => [
    componentSummary(d),
    ...(d.error === null ? [] : [`  OME: ${d.error}`]),
    ...d.notes.map((n) => `  note: ${DECISION_NOTE_TEXT[n]}`),
  ]);
  if (decision.components.length === 0)
    head.push('no component: the InferenceService has no spec.engine or spec.decoder');
  const table = rows(decision);
  const settings = decision.components.flatMap((d) => settingsLines(d, decision.runtime));
  // Names and values come from the manifests: each line is made safe to print, as the table's cells are.
  const text = (lines: readonly string[]) => lines.map((l) => `${sanitizeCell(l)}\n`).join('');
  const blocks = [
    text(head),
    table.length === 0 ? '' : renderTable(ACCELERATOR_HEADERS, table, width),
    text(settings),
  ];
  return blocks.filter((b) => b !== '').join('\n');
}
