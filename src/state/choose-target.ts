/**
 * What to rank when the manifests change under the question: after a replacement (an import, a
 * link without a choice) and when what is ranked is no longer in the text; and, when the app
 * chooses, a question OME picks a runtime for rather than one whose answer is an error. Pure
 * functions of the engine's `Choices` (and its verdicts), so they are unit-tested without a worker.
 */
import {
  DEFAULT_NAMESPACE,
  questionKey,
  sameQuestion,
  sameSubject,
  type ClusterSelection,
  type Question,
  type QuestionSubject,
} from '../engine';
import type { Choices } from '../worker/protocol';

/** An object the manifests can be asked about, where it is written. */
interface Option extends QuestionSubject {
  /** Its namespace; null for a cluster-scoped object (asked about in any namespace). */
  readonly namespace: string | null;
  /** An InferenceService's model, as it names it. */
  readonly model?: string | null;
}

/** InferenceServices first: they are what OME actually selects a runtime for. */
function optionsOf(choices: Choices): Option[] {
  return [
    ...choices.inferenceServices.map((i): Option => ({
      kind: 'isvc',
      name: i.name,
      namespace: i.namespace,
      model: i.model,
    })),
    ...choices.models.map((m): Option => ({ kind: 'model', name: m.name, namespace: m.namespace })),
  ];
}

const optionKey = (o: Option): string => `${o.kind}/${o.namespace ?? ''}/${o.name}`;

/** Options with `subject`'s kind and name, in any namespace. */
const sameNamed = (options: readonly Option[], subject: QuestionSubject): Option[] =>
  options.filter((o) => sameSubject(o, subject));

/** The manifests have an object of `subject`'s kind and name, in some namespace. */
export const hasNamed = (choices: Choices, subject: QuestionSubject): boolean =>
  sameNamed(optionsOf(choices), subject).length > 0;

/** The question can be asked of these manifests: the object exists where it is looked for. */
export function hasTarget(choices: Choices, current: Question): boolean {
  return sameNamed(optionsOf(choices), current).some(
    (o) => o.namespace === null || o.namespace === current.namespace,
  );
}

/** The question about `option` asked in `namespace`. */
const askIn = (option: QuestionSubject, namespace: string): Question => ({
  kind: option.kind,
  name: option.name,
  namespace,
});

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
  if (option.kind === 'model') return true;
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
export function chooseTarget(choices: Choices, current: Question): Question {
  const options = optionsOf(choices);
  const same = sameNamed(options, current);
  const pick =
    same.find((o) => o.namespace === current.namespace) ??
    same.find((o) => o.namespace === null) ??
    same[0] ??
    firstAnswerable(options, choices);
  if (pick === undefined) return current;
  return askIn(pick, namespaceFor(pick, choices, current.namespace));
}

/**
 * An explicitly asked question the manifests lack (`ome-sim ui --isvc chat`, a share link) is
 * asked as it is: OME's own answer is "not found". Only the namespace, when the question left
 * it to the app, is chosen as for a cluster-scoped object: one the manifests use, or `default`.
 */
export function keepAsked(choices: Choices, current: Question): Question {
  const namespace = namespaceFor({ ...current, namespace: null }, choices, current.namespace);
  return namespace === current.namespace ? current : askIn(current, namespace);
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
  current: Question,
): Question | null {
  if (before === null || !replaces(before, now.text)) return null;
  if (now.choices.namespaces.includes(current.namespace)) return null;
  const same = sameNamed(optionsOf(now.choices), current);
  if (same.length === 0 || same.some((o) => o.namespace !== null)) return null;
  const namespace = now.choices.namespaces[0] ?? DEFAULT_NAMESPACE;
  return namespace === current.namespace ? null : askIn(current, namespace);
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
function renamed(before: Snapshot, now: Snapshot, current: Question): Option | null {
  if (editedLength(before.text, now.text) > RENAME_EDIT_LIMIT) return null;
  const known = new Set(optionsOf(before.choices).map(optionKey));
  const added = optionsOf(now.choices).filter(
    (o) => o.kind === current.kind && !known.has(optionKey(o)),
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
  current: Question,
): { readonly choice: Question; readonly renamed: boolean } | null {
  const options = optionsOf(now.choices);
  const rename = before === null ? null : renamed(before, now, current);
  const pick = sameNamed(options, current)[0] ?? rename ?? firstAnswerable(options, now.choices);
  if (pick === undefined) return null;
  // A renamed cluster-scoped object is still asked about where it was.
  const namespace =
    pick === rename
      ? (pick.namespace ?? current.namespace)
      : namespaceFor(pick, now.choices, current.namespace);
  const choice = askIn(pick, namespace);
  if (sameQuestion(choice, current)) return null;
  return { choice, renamed: pick === rename };
}

/**
 * The app may choose the question for itself: none was asked with the text in the editor (a
 * link or `ome-sim ui --model` asks one, `askedFor` that text; an import, a paste or
 * `ome-sim ui` alone asks none), or the text it was asked with has been replaced since.
 */
export const mayChooseQuestion = (state: {
  readonly askedFor: string | null;
  readonly text: string;
}): boolean => state.askedFor === null || replaces(state.askedFor, state.text);

/** One question's outcome, in brief: what the first screen's choice needs of it. */
export type QuestionVerdict = Pick<ClusterSelection, 'key' | 'outcome' | 'failure'>;

/** Each question's outcome by `questionKey`, from the cluster-wide view's answer. */
export type Verdicts = ReadonlyMap<string, QuestionVerdict>;

export const verdictsOf = (cells: readonly QuestionVerdict[]): Verdicts =>
  new Map(cells.map((v) => [v.key, v]));

/** Why the app passed over its plain choice: this one picks a runtime, or at least ranks them. */
export type ChosenFor = 'picks' | 'no-runtime';

export interface RankingChoice {
  readonly choice: Question;
  /** Null when the plain choice stands. */
  readonly chosenFor: ChosenFor | null;
}

/**
 * The question to show first, given the plain choice (`base`, what chooseTarget or retarget
 * asks): `base` when OME ranks the runtimes for it (it picks one, or none qualifies: the table
 * then says why each was rejected), or when nothing is known of the others. When its answer is
 * an error instead (the selection fails before ranking, or its model is not found): the first
 * question OME picks a runtime for, in the order options are preferred (InferenceServices, then
 * models, each asked where chooseTarget would ask it); else the first whose runtimes it ranks;
 * else `base`, whose error is then the answer.
 */
export function preferRanking(
  choices: Choices,
  base: Question,
  verdicts: Verdicts | null,
): RankingChoice {
  const kept = { choice: base, chosenFor: null };
  const outcomeOf = (q: Question) => verdicts?.get(questionKey(q))?.outcome;
  const baseOutcome = outcomeOf(base);
  if (baseOutcome !== 'fails' && baseOutcome !== 'not-found') return kept;
  const asked = optionsOf(choices).map((o) => askIn(o, namespaceFor(o, choices, base.namespace)));
  const picks = asked.find((q) => outcomeOf(q) === 'picks');
  if (picks !== undefined) return { choice: picks, chosenFor: 'picks' };
  const ranks = asked.find((q) => outcomeOf(q) === 'no-runtime');
  return ranks === undefined ? kept : { choice: ranks, chosenFor: 'no-runtime' };
}
