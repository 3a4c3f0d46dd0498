/**
 * Edits the app makes to the manifests (a priority set in the table, an applied suggestion) are
 * owned by the store: they change `text` at once, whether or not the editor has loaded, and are
 * logged so that the editor can mirror each one as its own undoable edit.
 *
 * Priority changes are queued: an edit is placed by the positions of a ranking of the current
 * text, so after one edit the next waits for the answer to it. Only the newest value per entry
 * waits (typing `10` is "1" then "10"); changes to different entries keep their order.
 */
import type { StoreApi } from 'zustand/vanilla';
import { applyEdit, type TextEdit } from '../manifests';
import { priorityOutcome, type PriorityEdit, type RefusedPriority } from './priority-edit';
import { omeBehaviourOf } from './selectors';
import type { AppState } from './store';
import { nextTableMoves, type TableMoves } from './table-moves';

/** One edit the store made to `text`; `seq` grows by one per edit. */
export interface LoggedEdit {
  readonly seq: number;
  readonly edit: TextEdit;
  /** Where it came from, e.g. "table" for a priority field. */
  readonly origin: string;
}

export interface TextEditsState {
  /** The newest store-made edit (the editor mirrors each one as it comes). */
  readonly lastEdit: LoggedEdit | null;
  /**
   * Store-made edits no editor has mirrored yet (the editor is still loading), oldest first,
   * with the text they were made to: the editor starts from `base` and replays them, so that
   * Ctrl+Z undoes them there too.
   */
  readonly unmirrored: { readonly base: string; readonly edits: readonly TextEdit[] } | null;
  /** An editor is mounted and mirrors edits as they come. */
  readonly editorAttached: boolean;
  /** Priority changes waiting for a ranking of the current text, oldest first. */
  readonly pendingPriorities: readonly PriorityEdit[];
  /** The last priority change refused (an entry shared through an alias), for its message. */
  readonly refusedPriority: RefusedPriority | null;
  /** What else the last priority typed into the table moves (see table-moves.ts). */
  readonly tableMoves: TableMoves | null;
}

export interface TextEditsActions {
  /** Applies `edit` to the text (and logs it for the editor). */
  editText(edit: TextEdit, origin: string): void;
  /** Queues a priority change and applies what can be applied now. */
  setPriority(change: PriorityEdit): void;
  /** Applies queued priority changes that the ranking on screen can place (call on new answers). */
  flushPriorities(): void;
  /** The editor mounted (true) or went away (false). */
  attachEditor(attached: boolean): void;
}

export const INITIAL_TEXT_EDITS: TextEditsState = {
  lastEdit: null,
  unmirrored: null,
  editorAttached: false,
  pendingPriorities: [],
  refusedPriority: null,
  tableMoves: null,
};

const sameEntry = (a: PriorityEdit, b: PriorityEdit): boolean =>
  a.runtimeKey === b.runtimeKey && a.entry === b.entry;

/** `queue` with `change` in it: a newer value for a waiting entry replaces it in place. */
export function enqueuePriority(
  queue: readonly PriorityEdit[],
  change: PriorityEdit,
): PriorityEdit[] {
  const at = queue.findIndex((waiting) => sameEntry(waiting, change));
  if (at < 0) return [...queue, change];
  return queue.map((waiting, i) => (i === at ? change : waiting));
}

/** The editor's starting text and the edits to replay on it, when they still lead to `text`. */
export function replayFor(
  state: Pick<AppState, 'text' | 'unmirrored'>,
): { readonly base: string; readonly edits: readonly TextEdit[] } | null {
  const pending = state.unmirrored;
  if (pending === null) return null;
  // The text was replaced from elsewhere since (a reset, an import): the log no longer applies.
  const replayed = pending.edits.reduce(applyEdit, pending.base);
  return replayed === state.text ? pending : null;
}

type Store = AppState & TextEditsActions;

export function createTextEditsSlice<S extends Store>(
  set: StoreApi<S>['setState'],
  get: StoreApi<S>['getState'],
): TextEditsActions {
  const update = (partial: Partial<Store>) => set(partial as Partial<S>);
  const editText = (edit: TextEdit, origin: string) => {
    const state = get();
    const text = applyEdit(state.text, edit);
    if (text === state.text) return;
    const seq = (state.lastEdit?.seq ?? 0) + 1;
    const unmirrored = state.editorAttached
      ? null
      : (() => {
          const pending = replayFor(state);
          return pending === null
            ? { base: state.text, edits: [edit] }
            : { base: pending.base, edits: [...pending.edits, edit] };
        })();
    update({ text, lastEdit: { seq, edit, origin }, unmirrored });
  };

  const flushPriorities = () => {
    for (;;) {
      const state = get();
      const change = state.pendingPriorities[0];
      if (change === undefined) return;
      const outcome = priorityOutcome(state, change);
      // Not placeable yet: a newer ranking is on its way (or the text is broken); keep waiting.
      if (outcome.kind === 'wait') return;
      update({ pendingPriorities: state.pendingPriorities.slice(1) });
      if (outcome.kind === 'edit') {
        editText(outcome.edit, 'table');
        const tableMoves = nextTableMoves(state.tableMoves, {
          runtimeKey: change.runtimeKey,
          entry: change.entry,
          before: state.text,
          after: get().text,
          question: state.question,
          omeVersion: omeBehaviourOf(state),
        });
        update({ tableMoves });
      }
      if (outcome.kind === 'refused') {
        const { runtimeKey, entry } = change;
        const { anchor, line } = outcome;
        const seq = (state.refusedPriority?.seq ?? 0) + 1;
        update({ refusedPriority: { runtimeKey, entry, anchor, line, text: state.text, seq } });
      }
      // After a real change the ranking describes the text before it: the rest waits for the
      // answer (the loop sees 'wait'); a change to the value already written leaves it current.
    }
  };

  return {
    editText,
    setPriority: (change) => {
      update({ pendingPriorities: enqueuePriority(get().pendingPriorities, change) });
      flushPriorities();
    },
    flushPriorities,
    // The log of unmirrored edits is kept: a remounted editor (StrictMode, an error boundary's
    // retry) replays it again as long as it still leads to the text.
    attachEditor: (attached) => update({ editorAttached: attached }),
  };
}

/** Queued priority changes go in as soon as a ranking of the current text arrives. */
export function flushPrioritiesOnAnswers<S extends Store>(store: StoreApi<S>): void {
  store.subscribe((state, previous) => {
    if (state.ranked !== previous.ranked && state.pendingPriorities.length > 0)
      state.flushPriorities();
  });
}
