/**
 * Making way on screen for something else (a link, what `ome-sim ui` serves, a kept text): the
 * user's own work is kept first (kept-work.ts), and when it cannot be, nothing is replaced unless
 * the user says so. The outcome says exactly what became of the work, for the notice.
 */
import type { StoreApi } from 'zustand/vanilla';
import { keepWork, keptCount, listKept, summaryOf, takeKept, type KeptSummary } from './kept-work';
import { workKind } from './own-work';
import { scenarioOf, type Scenario } from './scenario';
import type { AppStore } from './store';
import { replacementOf } from './whatif';

/** What became of the work that was on screen. */
export type WorkFate =
  /** It was the user's, and is kept now (refreshed when the same text was already kept). */
  | {
      readonly kind: 'kept';
      readonly entry: KeptSummary;
      /** Older kept texts dropped to stay at MAX_KEPT. */
      readonly evicted: readonly KeptSummary[];
    }
  /**
   * Nothing of the user's was replaced. `back`: after an untouched link, the newest kept text
   * (the work from before the links); after the worked example, none.
   */
  | { readonly kind: 'not-own'; readonly back: KeptSummary | null }
  /** The user chose to replace it without keeping it. */
  | { readonly kind: 'discarded' };

/** Why the work on screen was not replaced. */
export type HoldReason =
  /** A link arrived without the user asking here, over their own work. */
  | { readonly kind: 'unasked'; readonly by: 'another-site' | 'address' }
  /** The work could not be kept: storage is full (`no-room`) or missing (`no-storage`). */
  | { readonly kind: 'no-room' | 'no-storage'; readonly chars: number; readonly kept: number };

export interface MakeWayOptions {
  /** Replace the user's work without keeping it: only on the user's explicit choice. */
  readonly discardWork?: boolean;
  readonly now?: number;
}

export type Way =
  { readonly ok: true; readonly work: WorkFate } | { readonly ok: false; readonly why: HoldReason };

/** Keeps `current` if it is the user's work; `spare`: a kept entry that must not be dropped. */
export function makeWay(
  storage: Storage | null,
  current: Scenario,
  { discardWork = false, now = Date.now() }: MakeWayOptions,
  spare: string | null = null,
): Way {
  const kind = workKind(storage, current.text);
  if (kind !== 'own') {
    const newest = kind === 'linked' ? listKept(storage)[0] : undefined;
    return { ok: true, work: { kind: 'not-own', back: newest ? summaryOf(newest) : null } };
  }
  if (discardWork) return { ok: true, work: { kind: 'discarded' } };
  const kept = keepWork(storage, current, now, spare);
  if (kept.ok)
    return { ok: true, work: { kind: 'kept', entry: kept.entry, evicted: kept.evicted } };
  const why = { kind: kept.reason, chars: current.text.length, kept: keptCount(storage) };
  return { ok: false, why };
}

export type RestoreOutcome =
  | { readonly kind: 'restored'; readonly entry: KeptSummary; readonly work: WorkFate }
  | { readonly kind: 'held'; readonly why: HoldReason; readonly id: string }
  /** Discarded meanwhile (in another tab). */
  | { readonly kind: 'gone' };

/**
 * Brings the kept text `id` back on screen, keeping the work there first as a link would; the
 * entry then leaves the list (it is the autosave again).
 */
export function restoreKept(
  store: StoreApi<AppStore>,
  storage: Storage | null,
  id: string,
  options: MakeWayOptions = {},
): RestoreOutcome {
  const way = makeWay(storage, scenarioOf(store.getState()), options, id);
  if (!way.ok) return { kind: 'held', why: way.why, id };
  const entry = takeKept(storage, id);
  if (entry === null) return { kind: 'gone' };
  store.getState().replaceScenario(replacementOf(entry.scenario));
  return { kind: 'restored', entry: summaryOf(entry), work: way.work };
}
