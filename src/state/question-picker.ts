/**
 * What the question picker offers (derived from the engine's `Choices`, never stored): every
 * model and InferenceService, grouped by kind and sorted by name, narrowed by what is typed,
 * with the counts the picker shows and announces.
 */
import { sameSubject, type Question, type QuestionSubject } from '../engine';
import type { Choices } from '../worker/protocol';

export interface PickerOption {
  /** `model/<namespace>/<name>` (empty namespace: cluster-scoped): one object, across renders. */
  readonly id: string;
  readonly subject: QuestionSubject;
  /** The namespace picking it switches to (a namespaced object's own); null: cluster-scoped. */
  readonly namespace: string | null;
  /** `(ClusterBaseModel)`, `(BaseModel in team-a)`, `(InferenceService in team-a)`. */
  readonly detail: string;
  /** Name and detail: the option's text, and the field's once it is picked. */
  readonly label: string;
}

export interface PickerGroup {
  readonly title: 'Models' | 'InferenceServices';
  readonly options: readonly PickerOption[];
}

/** Names with numbers in them sort as people read them: qwen2-5-7b before qwen2-5-14b. */
const collator = new Intl.Collator('en', { numeric: true });

const byName = (a: PickerOption, b: PickerOption): number =>
  collator.compare(a.subject.name, b.subject.name) ||
  collator.compare(a.namespace ?? '', b.namespace ?? '');

function option(subject: QuestionSubject, namespace: string | null, kind: string): PickerOption {
  const detail = namespace === null ? `(${kind})` : `(${kind} in ${namespace})`;
  return {
    id: `${subject.kind}/${namespace ?? ''}/${subject.name}`,
    subject,
    namespace,
    detail,
    label: `${subject.name} ${detail}`,
  };
}

/** Models, then InferenceServices, each sorted by name; a kind the manifests lack is left out. */
export function pickerGroups(choices: Choices): readonly PickerGroup[] {
  const models = choices.models.map((m) =>
    option({ kind: 'model', name: m.name }, m.namespace, m.kind),
  );
  const isvcs = choices.inferenceServices.map((i) =>
    option({ kind: 'isvc', name: i.name }, i.namespace, 'InferenceService'),
  );
  const groups: PickerGroup[] = [
    { title: 'Models', options: models.sort(byName) },
    { title: 'InferenceServices', options: isvcs.sort(byName) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** `isvc` finds InferenceServices as kubectl's short name does; `model` finds either model kind. */
const searchText = (o: PickerOption): string =>
  `${o.label} ${o.subject.kind === 'isvc' ? 'isvc' : 'model'}`.toLowerCase();

/** The options whose name, kind or namespace contain every word of `query` (case-insensitive). */
export function filterPicker(
  groups: readonly PickerGroup[],
  query: string,
): readonly PickerGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({
      ...g,
      options: g.options.filter((o) => {
        const text = searchText(o);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((g) => g.options.length > 0);
}

/** The option the question is about: same kind and name, in its namespace if there are several. */
export function pickedOption(
  groups: readonly PickerGroup[],
  question: Question,
): PickerOption | null {
  const same = groups.flatMap((g) => g.options).filter((o) => sameSubject(o.subject, question));
  return (
    same.find((o) => o.namespace === question.namespace) ??
    same.find((o) => o.namespace === null) ??
    same[0] ??
    null
  );
}

/** What the field says when the question is about nothing in the manifests. */
export const missingLabel = ({ name }: Question): string =>
  name === '' ? 'Nothing to rank yet' : `${name} (not in the manifests)`;

const countOf = (groups: readonly PickerGroup[]): number =>
  groups.reduce((n, g) => n + g.options.length, 0);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "207 models, 1 InferenceService", or, narrowed (`shown` is not `all` itself, which
 * filterPicker returns when nothing is typed), "12 of 208 match": shown and announced.
 */
export function pickerCount(all: readonly PickerGroup[], shown: readonly PickerGroup[]): string {
  const total = countOf(all);
  const matching = countOf(shown);
  if (total === 0) return 'No model or InferenceService in the manifests';
  if (shown !== all)
    return matching === 0 ? `None of ${total} matches` : `${matching} of ${total} match`;
  return all
    .map((g) =>
      g.title === 'Models'
        ? plural(g.options.length, 'model', 'models')
        : plural(g.options.length, 'InferenceService', 'InferenceServices'),
    )
    .join(', ');
}
