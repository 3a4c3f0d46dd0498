/**
 * The edits "make it win" can propose, as data: what changes in which runtime. `withEdits` makes
 * them on the engine's objects (to verify a plan by ranking); `winEditText` says them in words.
 * The manifests layer turns the text-editable ones into text edits.
 */
import type { RuntimeKind, SelectionInput, ServingRuntime } from './types';

export interface RuntimeRef {
  readonly kind: RuntimeKind;
  readonly name: string;
}

export type WinEdit =
  /** Set one supportedModelFormats entry's priority (§7). */
  | {
      readonly kind: 'priority';
      readonly runtime: RuntimeRef;
      readonly entry: number;
      readonly from: number | null;
      readonly to: number;
    }
  /** `autoSelect: false` on these entries (every one that is `true`): Q6 then fails (§3). */
  | {
      readonly kind: 'autoselect-off';
      readonly runtime: RuntimeRef;
      readonly entries: readonly number[];
    }
  /**
   * `autoSelect: true` on the target's entry that matches the model: Q6 then passes and the entry
   * scores (§3, §7.2). The lever for a runtime OME skips because no entry is auto-selectable.
   */
  | { readonly kind: 'autoselect-on'; readonly runtime: RuntimeRef; readonly entry: number }
  /** `spec.disabled: true` (§3 Q1). */
  | { readonly kind: 'disable'; readonly runtime: RuntimeRef }
  /** Delete the runtime from the cluster. */
  | { readonly kind: 'delete'; readonly runtime: RuntimeRef };

/** A priority change, the one edit of the target runtime itself. */
export type PriorityEdit = Extract<WinEdit, { kind: 'priority' }>;

const isTarget = (runtime: ServingRuntime, ref: RuntimeRef): boolean =>
  runtime.kind === ref.kind && runtime.name === ref.name;

function edited(runtime: ServingRuntime, edit: WinEdit): ServingRuntime | null {
  switch (edit.kind) {
    case 'priority':
      return {
        ...runtime,
        supportedModelFormats: runtime.supportedModelFormats.map((e, i) =>
          i === edit.entry ? { ...e, priority: edit.to } : e,
        ),
      };
    case 'autoselect-off':
      return {
        ...runtime,
        supportedModelFormats: runtime.supportedModelFormats.map((e, i) =>
          edit.entries.includes(i) ? { ...e, autoSelect: false } : e,
        ),
      };
    case 'autoselect-on':
      return {
        ...runtime,
        supportedModelFormats: runtime.supportedModelFormats.map((e, i) =>
          i === edit.entry ? { ...e, autoSelect: true } : e,
        ),
      };
    case 'disable':
      return { ...runtime, disabled: true };
    case 'delete':
      return null;
  }
}

/** The selection as it would be with `edits` made, in order. */
export function withEdits(input: SelectionInput, edits: readonly WinEdit[]): SelectionInput {
  let runtimes: readonly ServingRuntime[] = input.runtimes;
  for (const edit of edits) {
    runtimes = runtimes.flatMap((r) => {
      if (!isTarget(r, edit.runtime)) return [r];
      const next = edited(r, edit);
      return next === null ? [] : [next];
    });
  }
  return { ...input, runtimes };
}

const entryList = (entries: readonly number[]): string =>
  entries.length === 1
    ? `entry ${entries[0]! + 1}`
    : `entries ${entries.map((e) => e + 1).join(', ')}`;

/** One edit in words: "set team-llama's autoSelect to false (entry 1)". */
export function winEditText(edit: WinEdit): string {
  const name = edit.runtime.name;
  switch (edit.kind) {
    case 'priority':
      return `set ${name} entry ${edit.entry + 1}'s priority from ${edit.from ?? 'unset (1)'} to ${edit.to}`;
    case 'autoselect-off':
      return `set ${name}'s autoSelect to false (${entryList(edit.entries)})`;
    case 'autoselect-on':
      return `set ${name} entry ${edit.entry + 1}'s autoSelect to true`;
    case 'disable':
      return `disable ${name} (spec.disabled: true)`;
    case 'delete':
      return `delete ${edit.runtime.kind} ${name}`;
  }
}
