/**
 * What the cluster-wide view shows of its answer (derived, never stored): a summary by outcome
 * whose entries filter the rows, a text filter, and an order. On OME's catalog most of the 207
 * questions fail before ranking (its models wait for the model agent's fields), so the summary
 * says how many, and why, before the rows.
 */
import type { ClusterFailure, ClusterOutcome, ClusterSelection } from '../engine';

/** How each outcome is shown, and found by the text filter. */
export const OUTCOME_LABELS: Readonly<Record<ClusterOutcome, string>> = {
  picks: 'OME picks a runtime',
  'uses-named': 'OME uses the runtime named',
  'no-runtime': 'no runtime qualifies',
  'refuses-named': 'OME refuses the runtime named',
  fails: 'selection fails',
  'not-found': 'model not found',
};

/**
 * Why no runtime is used, in a few words (OME's own message is in the question's ranking): why
 * the selection fails, or why OME refuses the runtime an InferenceService names.
 */
export const FAILURE_LABELS: Readonly<Record<ClusterFailure, string>> = {
  'model-format-missing': 'no modelFormat',
  'model-missing': 'no model',
  'nil-pointer-panic': 'a runtime with one modelSizeRange bound (OME 1.2.2 panics)',
  'runtime-not-found': 'not found where OME looks',
  'runtime-disabled': 'disabled',
  'runtime-incompatible': 'does not support the model',
};

/** What a pick's win over the runner-up was decided by: a tie on score, broken by size or name. */
const isTie = (cell: ClusterSelection): boolean =>
  cell.winsBy === 'distance' || cell.winsBy === 'name';

/** The outcomes whose entries count each reason (`failure`) apart. */
type FailingOutcome = 'fails' | 'refuses-named';

const isFailing = (outcome: ClusterOutcome): outcome is FailingOutcome =>
  outcome === 'fails' || outcome === 'refuses-named';

/** A summary entry's filter: an outcome, the picks decided by a tie, or one reason for failing. */
export type OutcomeFilter = ClusterOutcome | 'ties' | `${FailingOutcome}:${ClusterFailure}`;

export interface SummaryEntry {
  readonly filter: OutcomeFilter;
  readonly label: string;
  readonly count: number;
  /** Entries within an outcome (the ties among the picks, each reason among the failures). */
  readonly within: readonly SummaryEntry[];
}

/** Entry order: what OME does first, then how it fails; within failures, most first. */
const OUTCOME_ORDER: readonly ClusterOutcome[] = [
  'picks',
  'uses-named',
  'no-runtime',
  'refuses-named',
  'fails',
  'not-found',
];

/** Every outcome that occurs, with its count; the ties among the picks; failures by reason. */
export function clusterWideSummary(cells: readonly ClusterSelection[]): readonly SummaryEntry[] {
  const count = (keep: (cell: ClusterSelection) => boolean) => cells.filter(keep).length;
  const reasons = (outcome: FailingOutcome): SummaryEntry[] => {
    const failures = new Map<ClusterFailure, number>();
    for (const { outcome: o, failure } of cells)
      if (o === outcome && failure !== null)
        failures.set(failure, (failures.get(failure) ?? 0) + 1);
    return [...failures]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .map(([code, n]) => ({
        filter: `${outcome}:${code}` as const,
        label: FAILURE_LABELS[code],
        count: n,
        within: [],
      }));
  };
  const within = (outcome: ClusterOutcome): SummaryEntry[] => {
    if (isFailing(outcome)) return reasons(outcome);
    if (outcome !== 'picks') return [];
    const ties = count(isTie);
    return ties === 0
      ? []
      : [{ filter: 'ties', label: 'decided by a tie (size or name)', count: ties, within: [] }];
  };
  return OUTCOME_ORDER.map((outcome) => ({
    filter: outcome,
    label: OUTCOME_LABELS[outcome],
    count: count((cell) => cell.outcome === outcome),
    within: within(outcome),
  })).filter((entry) => entry.count > 0);
}

/** Whether `cell` is among those a summary entry counts. */
export function matchesOutcome(cell: ClusterSelection, filter: OutcomeFilter): boolean {
  if (filter === 'ties') return isTie(cell);
  if (filter.includes(':')) return `${cell.outcome}:${cell.failure}` === filter;
  return cell.outcome === filter;
}

/** Everything a row says, as the text filter searches it. */
function searchText(cell: ClusterSelection): string {
  const kind = cell.kind === 'isvc' ? 'InferenceService isvc' : 'model';
  const pick =
    cell.selected === null ? '' : `${cell.selected.name} ${cell.selected.scope} ${cell.winsBy}`;
  const failure = cell.failure === null ? '' : FAILURE_LABELS[cell.failure];
  return [kind, cell.name, cell.namespace, cell.model, pick, OUTCOME_LABELS[cell.outcome], failure]
    .join('\n')
    .toLowerCase();
}

export type ClusterWideOrder = 'written' | 'name' | 'namespace' | 'outcome' | 'runtime';

/** The orders offered, as the sort control names them. */
export const ORDER_LABELS: Readonly<Record<ClusterWideOrder, string>> = {
  written: 'as written',
  name: 'name',
  namespace: 'namespace',
  outcome: 'outcome',
  runtime: 'runtime picked',
};

/** Names with numbers in them sort as people read them: qwen2-5-7b before qwen2-5-14b. */
const collator = new Intl.Collator('en', { numeric: true });

const byName = (a: ClusterSelection, b: ClusterSelection): number =>
  collator.compare(a.name, b.name) ||
  collator.compare(a.namespace, b.namespace) ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);

const COMPARE: Readonly<
  Record<Exclude<ClusterWideOrder, 'written'>, (a: ClusterSelection, b: ClusterSelection) => number>
> = {
  name: byName,
  namespace: (a, b) => collator.compare(a.namespace, b.namespace) || byName(a, b),
  outcome: (a, b) =>
    OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome) ||
    Number(isTie(a)) - Number(isTie(b)) ||
    collator.compare(a.failure ?? '', b.failure ?? '') ||
    byName(a, b),
  // Picks by runtime name; questions without a pick after them.
  runtime: (a, b) =>
    Number(a.selected === null) - Number(b.selected === null) ||
    collator.compare(a.selected?.name ?? '', b.selected?.name ?? '') ||
    byName(a, b),
};

export interface ClusterWideQuery {
  /** The summary entry chosen; null: every outcome. */
  readonly outcome: OutcomeFilter | null;
  /** Words that must each occur in a row (name, namespace, model, runtime, outcome). */
  readonly text: string;
  readonly order: ClusterWideOrder;
}

/** The rows shown: those of the chosen outcome whose text has every word, in the chosen order. */
export function clusterWideRows(
  cells: readonly ClusterSelection[],
  { outcome, text, order }: ClusterWideQuery,
): readonly ClusterSelection[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = cells.filter((cell) => {
    if (outcome !== null && !matchesOutcome(cell, outcome)) return false;
    if (words.length === 0) return true;
    const haystack = searchText(cell);
    return words.every((word) => haystack.includes(word));
  });
  return order === 'written' ? shown : shown.sort(COMPARE[order]);
}
