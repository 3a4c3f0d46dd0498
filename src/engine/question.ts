/**
 * The question every surface asks: which runtime OME picks for a model (`--model NAME`) or an
 * InferenceService (`--isvc NAME`) in a namespace (`-n`). One type and one key for it, used by the
 * CLI's flags, the library, the worker's requests, the app's state and share links alike.
 */

/** `model` as `--model NAME` (a BaseModel or ClusterBaseModel), `isvc` as `--isvc NAME`. */
export type QuestionKind = 'model' | 'isvc';

/** What is asked about: an object's kind and name, before a namespace is chosen for it. */
export interface QuestionSubject {
  /** Whether `name` is a model's or an InferenceService's. */
  readonly kind: QuestionKind;
  /** The object's `metadata.name`. */
  readonly name: string;
}

/** What to rank for, and where: a ClusterBaseModel can be asked about in any namespace. */
export interface Question extends QuestionSubject {
  /**
   * The namespace asked about (`-n`, kubectl's `default` when left out): where the
   * InferenceService or BaseModel is looked up, and whose ServingRuntimes are candidates.
   */
  readonly namespace: string;
}

/** `model/<ns>/<name>` or `isvc/<ns>/<name>`: a question's identity, across two sets of manifests too. */
export const questionKey = (q: Question): string => `${q.kind}/${q.namespace}/${q.name}`;

/** The same object asked about, in whatever namespace. */
export const sameSubject = (a: QuestionSubject, b: QuestionSubject): boolean =>
  a.kind === b.kind && a.name === b.name;

/** The same question: the same object, asked in the same namespace. */
export const sameQuestion = (a: Question, b: Question): boolean =>
  sameSubject(a, b) && a.namespace === b.namespace;

/** The flag that asks it: `--model` or `--isvc`. */
export const questionFlag = (kind: QuestionKind): '--model' | '--isvc' =>
  kind === 'model' ? '--model' : '--isvc';

/** kubectl's namespace when `-n` is left out. */
export const DEFAULT_NAMESPACE = 'default';

/** Where a set of manifests' questions are asked: the namespaces it uses, else kubectl's default. */
export const askedNamespaces = (used: readonly string[]): readonly string[] =>
  used.length > 0 ? used : [DEFAULT_NAMESPACE];
