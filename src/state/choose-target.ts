/**
 * What to rank when the manifests change under the question: after a replacement (an import, a
 * link without a choice) and when what is ranked is no longer in the text. Pure functions of the
 * engine's `Choices`, so they are unit-tested without a worker.
 */
import type { Choices, RankTarget } from '../worker/protocol';

export interface TargetChoice {
  readonly target: RankTarget;
  readonly namespace: string;
}

interface Option {
  readonly target: RankTarget;
  readonly namespace: string | null;
  /** An InferenceService's model, as it names it. */
  readonly model?: string | null;
}

/** kubectl's namespace when none is given: where cluster-scoped objects are asked about. */
export const DEFAULT_NAMESPACE = 'default';

/** InferenceServices first: they are what OME actually selects a runtime for. */
function optionsOf(choices: Choices): Option[] {
  return [
    ...choices.inferenceServices.map((i): Option => ({
      target: { kind: 'isvc', name: i.name },
      namespace: i.namespace,
      model: i.model,
    })),
    ...choices.models.map((m): Option => ({
      target: { kind: 'model', name: m.name },
      namespace: m.namespace,
    })),
  ];
}

const sameTarget = (a: RankTarget, b: RankTarget): boolean =>
  a.kind === b.kind && a.name === b.name;

const optionKey = (o: Option): string => `${o.target.kind}/${o.namespace ?? ''}/${o.target.name}`;

/** Options with `target`'s kind and name, in any namespace. */
const sameNamed = (options: readonly Option[], target: RankTarget): Option[] =>
  options.filter((o) => sameTarget(o.target, target));

/** The manifests have an object of `target`'s kind and name, in some namespace. */
export const hasNamed = (choices: Choices, target: RankTarget): boolean =>
  sameNamed(optionsOf(choices), target).length > 0;

/** The question can be asked of these manifests: the object exists where it is looked for. */
export function hasTarget(choices: Choices, current: TargetChoice): boolean {
  return sameNamed(optionsOf(choices), current.target).some(
    (o) => o.namespace === null || o.namespace === current.namespace,
  );
}

/**
 * The namespace to ask in about `option`: its own, else (cluster-scoped) `current` when the
 * manifests use it, else the first namespace they use, else `default`.
 */
function namespaceFor(option: Option, choices: Choices, current: string): string {
  if (option.namespace !== null) return option.namespace;
  if (choices.namespaces.includes(current)) return current;
  return choices.namespaces[0] ?? DEFAULT_NAMESPACE;
}

/**
 * Whether OME can look the option's model up: a model can; an InferenceService when the model it
 * names is a BaseModel in its namespace or a ClusterBaseModel (else OME answers "not found").
 */
function answerable(option: Option, choices: Choices): boolean {
  if (option.target.kind === 'model') return true;
  const { model, namespace } = option;
  return choices.models.some(
    (m) => m.name === model && (m.namespace === null || m.namespace === namespace),
  );
}

/** The first option OME can look up, else the first (its "not found" is then the answer). */
const firstAnswerable = (options: readonly Option[], choices: Choices): Option | undefined =>
  options.find((o) => answerable(o, choices)) ?? options[0];

/**
 * The choice to rank: `current` when the manifests still have it (in its namespace if it is
 * namespaced), else their first InferenceService whose model is there, else their first model
 * (else their first InferenceService: its "not found" is the answer). `current` itself (the same
 * object) when there is nothing to rank at all.
 */
export function chooseTarget(choices: Choices, current: TargetChoice): TargetChoice {
  const options = optionsOf(choices);
  const same = sameNamed(options, current.target);
  const pick =
    same.find((o) => o.namespace === current.namespace) ??
    same.find((o) => o.namespace === null) ??
    same[0] ??
    firstAnswerable(options, choices);
  if (pick === undefined) return current;
  return { target: pick.target, namespace: namespaceFor(pick, choices, current.namespace) };
}

/**
 * An explicitly asked question the manifests lack (`ome-sim ui --isvc chat`, a share link) is
 * asked as it is: OME's own answer is "not found". Only the namespace, when the question left
 * it to the app, is chosen as for a cluster-scoped object: one the manifests use, or `default`.
 */
export function keepAsked(choices: Choices, current: TargetChoice): TargetChoice {
  const namespace = namespaceFor(
    { target: current.target, namespace: null },
    choices,
    current.namespace,
  );
  return namespace === current.namespace ? current : { target: current.target, namespace };
}

/**
 * After a paste or an import over the text, the namespace follows the new manifests as the
 * question does: a cluster-scoped question still there is asked in a namespace they use (else
 * `default`), not in one only the old text had (issue 19: OME's catalog pasted over the worked
 * example stayed in `llama-demo`). Null when nothing changes: an edit, a namespace the new
 * manifests use, or a namespaced question (its object's own namespace stands).
 */
export function followNamespace(
  before: string | null,
  now: Snapshot,
  current: TargetChoice,
): TargetChoice | null {
  if (before === null || !replaces(before, now.text)) return null;
  if (now.choices.namespaces.includes(current.namespace)) return null;
  const same = sameNamed(optionsOf(now.choices), current.target);
  if (same.length === 0 || same.some((o) => o.namespace !== null)) return null;
  const namespace = now.choices.namespaces[0] ?? DEFAULT_NAMESPACE;
  return namespace === current.namespace ? null : { target: current.target, namespace };
}

/**
 * The text `now` replaces `before` rather than edits it: their common start and end together
 * keep less than half of `before` (a paste or an import over it, not typing in it).
 */
export function replaces(before: string, now: string): boolean {
  const edited = editedLength(before, now);
  const kept = Math.max(before.length, now.length) - edited;
  return kept * 2 < before.length;
}

/** What an answer said about one text: the objects in it, for telling a rename from a paste. */
export interface Snapshot {
  readonly text: string;
  readonly choices: Choices;
}

/**
 * How many characters differ between `a` and `b` once their common start and end are left
 * aside: a few for keystrokes, about the whole text for a paste over it.
 */
export function editedLength(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)
  )
    end++;
  return Math.max(a.length, b.length) - start - end;
}

/** A Kubernetes name has at most 253 characters: a rename never edits more than that. */
const RENAME_EDIT_LIMIT = 253;

/**
 * The one object of `current`'s kind that is new since `before`, when the text changed only
 * where a name is typed: the ranked object is being renamed. (Pasting other manifests over it
 * changes far more, and is not a rename.) `before` is the previous answer, which may be for a
 * text already typed past (answers to stale text are only stored), so it need not have `current`.
 */
function renamed(before: Snapshot, now: Snapshot, current: TargetChoice): Option | null {
  if (editedLength(before.text, now.text) > RENAME_EDIT_LIMIT) return null;
  const known = new Set(optionsOf(before.choices).map(optionKey));
  const added = optionsOf(now.choices).filter(
    (o) => o.target.kind === current.target.kind && !known.has(optionKey(o)),
  );
  return added.length === 1 ? added[0]! : null;
}

/**
 * What to rank now that `current` is not in the manifests (the caller checked that the text
 * really lost it, see store.ts): the same name in another namespace; else, when the ranked
 * object is being renamed (typing over its name), that object, so the question follows the edit
 * instead of jumping elsewhere at each keystroke; else the first InferenceService or model.
 * Null when there is nothing to rank, or the choice would not change.
 */
export function retarget(
  before: Snapshot | null,
  now: Snapshot,
  current: TargetChoice,
): { readonly choice: TargetChoice; readonly renamed: boolean } | null {
  const options = optionsOf(now.choices);
  const rename = before === null ? null : renamed(before, now, current);
  const pick =
    sameNamed(options, current.target)[0] ?? rename ?? firstAnswerable(options, now.choices);
  if (pick === undefined) return null;
  // A renamed cluster-scoped object is still asked about where it was.
  const namespace =
    pick === rename
      ? (pick.namespace ?? current.namespace)
      : namespaceFor(pick, now.choices, current.namespace);
  const choice = { target: pick.target, namespace };
  if (sameTarget(choice.target, current.target) && choice.namespace === current.namespace)
    return null;
  return { choice, renamed: pick === rename };
}
