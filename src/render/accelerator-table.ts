/**
 * The accelerator class decision as text, in the style of the explain table
 * (docs/selection-rules.md §A3–§A6): one line per component saying what it runs on and why,
 * the classes the runtime lists with how each fared (laid out by `renderTable`, so it wraps to
 * the terminal as the explain table does), then what applies on each chosen class.
 */
import { outcomeText, type AcceleratorDecision, type ComponentDecision } from '../engine';
import { scoreTerms, scoreValue, settingText, standingText } from './accelerator-text';
import { renderTable } from './table';

export const ACCELERATOR_HEADERS = ['COMPONENT', 'CLASS', 'ELIGIBLE', 'SCORE', 'REASON'] as const;

const SOURCE_TEXT = {
  component: "the component's acceleratorOverride",
  service: 'spec.acceleratorSelector',
};

/** `engine: a100: picked by BestFit (from spec.acceleratorSelector; decided by score)`. */
export function componentSummary(d: ComponentDecision): string {
  const parts: string[] = [];
  if (d.policy !== null)
    parts.push(
      d.outcome.code === 'picked'
        ? `from ${SOURCE_TEXT[d.policy.source]}`
        : `policy ${d.policy.policy} from ${SOURCE_TEXT[d.policy.source]}`,
    );
  if (d.decidedBy !== null) parts.push(`decided by ${d.decidedBy.replace(/-/g, ' ')}`);
  if (d.tiedWith.length > 0) parts.push(`tied with ${d.tiedWith.join(', ')}: the order decided`);
  const detail = parts.length === 0 ? '' : ` (${parts.join('; ')})`;
  return `${d.component}: ${outcomeText(d.outcome)}${detail}`;
}

const NOTE_TEXT: Readonly<Record<ComponentDecision['notes'][number], string>> = {
  'override-constraints-ignored':
    "constraints on the component's acceleratorOverride are never read; only spec.acceleratorSelector.constraints filter",
  'named-class-not-listed':
    "the named class is not in the runtime's acceleratorClasses; OME uses it anyway",
  'empty-override-name-hides-selector':
    "the component's empty acceleratorClass hides spec.acceleratorSelector.acceleratorClass",
};

const eligible = (code: string): string =>
  code === 'excluded' ? 'No' : code === 'not-defined' || code === 'duplicate' ? '-' : 'Yes';

function rows(decision: AcceleratorDecision): string[][] {
  return decision.components.flatMap((d) =>
    d.candidates.map((v) => {
      const terms = scoreTerms(v.score);
      const reason = standingText(v, d);
      return [
        d.component,
        v.name,
        eligible(v.standing.code),
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
    ...d.notes.map((n) => `  note: ${NOTE_TEXT[n]}`),
  ]);
  if (decision.components.length === 0)
    head.push('no component: the InferenceService has no spec.engine or spec.decoder');
  const table = rows(decision);
  const settings = decision.components.flatMap((d) => settingsLines(d, decision.runtime));
  const blocks = [
    head.join('\n') + '\n',
    table.length === 0 ? '' : renderTable(ACCELERATOR_HEADERS, table, width),
    settings.length === 0 ? '' : settings.join('\n') + '\n',
  ];
  return blocks.filter((b) => b !== '').join('\n');
}
