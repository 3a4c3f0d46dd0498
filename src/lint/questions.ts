/**
 * The selections lint checks: the engine's cluster-wide questions (`clusterQuestions`: every
 * InferenceService in its namespace, every model in each namespace where it can be used), each
 * resolved as `runtime explain` resolves it. The runtimes of a namespace, and those of each model
 * format there, are worked out once per namespace.
 */
import {
  askedNamespaces,
  clusterQuestions,
  questionKey,
  type OmeVersion,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import {
  isResolveError,
  questionSourcesOf,
  resolveModel,
  resolveQuestion,
  type Located,
  type ManifestSet,
} from '../manifests';
import type { BaseModel } from '../engine';
import type { Selection } from './selection';

/** A runtime that can qualify for a model of `format` (any other fails Q4: §4.1). */
const servesFormat = (r: ServingRuntime, format: string): boolean =>
  r.supportedModelFormats.some((e) => e.modelFormat?.name === format);

/** Models by name, so resolving one looks only at the models of that name. */
function modelsByName(set: ManifestSet): Map<string, Located<BaseModel>[]> {
  const byName = new Map<string, Located<BaseModel>[]>();
  for (const m of set.models) {
    const list = byName.get(m.object.name);
    if (list === undefined) byName.set(m.object.name, [m]);
    else list.push(m);
  }
  return byName;
}

/** Every selection to check, in the order the engine asks the questions. */
export function selectionsOf(set: ManifestSet, version: OmeVersion): Selection[] {
  const namespaces = askedNamespaces(set.namespaces);
  const byName = modelsByName(set);
  const inNamespace = new Map<string, readonly ServingRuntime[]>();
  const ofFormat = new Map<string, ServingRuntime[]>();
  const selection = (subject: Selection['subject'], input: SelectionInput, where: string) => {
    inNamespace.set(input.namespace, input.runtimes);
    const format = input.model?.modelFormat.name ?? '';
    const key = `${input.namespace}\0${format}`;
    let runtimes = ofFormat.get(key);
    if (runtimes === undefined)
      ofFormat.set(key, (runtimes = input.runtimes.filter((r) => servesFormat(r, format))));
    return { subject, input: { ...input, runtimes }, allRuntimes: input.runtimes, where };
  };
  const out: Selection[] = [];
  // A ClusterBaseModel and a BaseModel of one name ask the same question in the BaseModel's
  // namespace; it is checked once, for the model the name resolves to there.
  const asked = new Set<string>();
  for (const question of clusterQuestions(questionSourcesOf(set), namespaces)) {
    const key = questionKey(question);
    if (asked.has(key)) continue;
    asked.add(key);
    if (question.kind === 'isvc') {
      const resolved = resolveQuestion(set, question, version);
      if (isResolveError(resolved)) continue;
      out.push(selection(resolved.inferenceService!, resolved.input, ''));
      continue;
    }
    const { namespace, name } = question;
    const named = { ...set, models: byName.get(name) ?? [] };
    const model = resolveModel(named, namespace, name);
    // A model without modelFormat waits for OME's model agent to fill it: nothing to rank yet.
    if (model === null || model.object.modelFormat.name === '' || model.object.disabled === true)
      continue;
    const everywhere = model.object.kind === 'ClusterBaseModel' || model.object.namespace === null;
    const where = everywhere && namespaces.length > 1 ? ` in namespace ${namespace}` : '';
    const known = inNamespace.get(namespace);
    let input: SelectionInput;
    if (known !== undefined) {
      input = {
        namespace,
        model: model.object,
        inferenceService: null,
        runtimes: known,
        omeVersion: version,
      };
    } else {
      const resolved = resolveQuestion(named, question, version);
      if (isResolveError(resolved)) continue;
      input = resolved.input;
    }
    out.push(selection(model, input, where));
  }
  return out;
}
