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
import { NotCheckedLedger, type NotChecked } from './not-checked';
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

/** The selections to check, and what could not be checked. */
export interface Questions {
  readonly selections: readonly Selection[];
  readonly notChecked: readonly NotChecked[];
}

/**
 * Every selection to check, in the order the engine asks the questions. A question whose model
 * has nothing to rank yet (no modelFormat: OME's agent fills it in; disabled; not found) is not
 * checked, and is counted instead; an InferenceService that names its runtime is checked for
 * what OME does with the name.
 */
export function selectionsOf(set: ManifestSet, version: OmeVersion): Questions {
  const skipped = new NotCheckedLedger();
  const namespaces = askedNamespaces(set.namespaces);
  const byName = modelsByName(set);
  const inNamespace = new Map<string, readonly ServingRuntime[]>();
  const ofFormat = new Map<string, ServingRuntime[]>();
  const selection = (subject: Selection['subject'], input: SelectionInput, spread: boolean) => {
    inNamespace.set(input.namespace, input.runtimes);
    const format = input.model?.modelFormat.name ?? '';
    const key = `${input.namespace}\0${format}`;
    let runtimes = ofFormat.get(key);
    if (runtimes === undefined)
      ofFormat.set(key, (runtimes = input.runtimes.filter((r) => servesFormat(r, format))));
    return { subject, input: { ...input, runtimes }, allRuntimes: input.runtimes, spread };
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
      if (isResolveError(resolved)) {
        const label = `InferenceService/${question.namespace}/${question.name}`;
        skipped.add(
          'InferenceService',
          resolved.code === 'isvc-without-model' ? 'no-model' : 'model-not-found',
          label,
        );
        continue;
      }
      const isvc = resolved.inferenceService!;
      const unfilled = resolved.model.object.modelFormat.name === '';
      if (unfilled && isvc.object.runtime === null) {
        skipped.add('InferenceService', 'no-model-format', isvc);
        continue;
      }
      out.push(selection(isvc, resolved.input, false));
      continue;
    }
    const { namespace, name } = question;
    const named = { ...set, models: byName.get(name) ?? [] };
    const model = resolveModel(named, namespace, name);
    if (model === null) continue;
    // A model without modelFormat waits for OME's model agent to fill it: nothing to rank yet.
    if (model.object.modelFormat.name === '') {
      skipped.add('model', 'no-model-format', model);
      continue;
    }
    if (model.object.disabled === true) {
      skipped.add('model', 'model-disabled', model);
      continue;
    }
    const everywhere = model.object.kind === 'ClusterBaseModel' || model.object.namespace === null;
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
    out.push(selection(model, input, everywhere && namespaces.length > 1));
  }
  return { selections: out, notChecked: skipped.groups() };
}
