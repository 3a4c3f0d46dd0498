/**
 * Accelerator scenario files (scenarios/README.md, "Accelerator scenarios"): their shape, and the
 * decision a case asks for, made as the CLI will make it, from manifests decoded by the loader.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { acceleratorAnswer } from '../commands/accelerator';
import {
  decideAccelerators,
  explainRanking,
  type AcceleratorDecision,
  type ServingRuntime,
} from '../engine';
import {
  findInferenceService,
  isResolveError,
  loadManifests,
  resolveModel,
  resolveQuestion,
  type ManifestSet,
} from '../manifests';

export interface ComponentExpect {
  class?: string | null;
  outcome?: string;
  named?: string | null;
  policy?: string | null;
  policySource?: string | null;
  decidedBy?: string | null;
  tiedWith?: string[];
  error?: string | null;
  text?: string;
  /** name -> standing code, for every class the runtime lists (exactly). */
  candidates?: Record<string, string>;
  /** `name standing` for every class the runtime lists, in its order (duplicates included). */
  standings?: string[];
  /** name -> OME's reason for leaving it out. */
  excluded?: Record<string, string>;
  /** name -> the policy's total score. */
  scores?: Record<string, number>;
  /** name -> `group field cost` (Cheapest), or `none`. */
  costs?: Record<string, string>;
  notes?: string[];
  settings?: { entry?: number | null; entryConfig?: string; applied?: string[] } | null;
}

export interface DecisionCase {
  name: string;
  manifests?: string;
  isvc: string;
  namespace?: string;
  runtime?: string | null;
  runtimeNamed?: boolean;
  /** The runtime is the one OME uses after selection, as `accelerator explain` finds it. */
  selectRuntime?: boolean;
  expect: {
    /** With `selectRuntime`: the runtime the decision is made on (null: none). */
    runtime?: string | null;
    components?: string[];
    engine?: ComponentExpect;
    decoder?: ComponentExpect;
  };
}

export interface FunctionCase {
  name: string;
  args: Record<string, unknown>;
  expect?: unknown;
  expectNonZero?: boolean;
}

export interface ScenarioFile extends Partial<DecisionCase> {
  name: string;
  source: string;
  crdDefaults?: boolean;
  function?: string;
  tolerance?: number;
  cases?: (DecisionCase | FunctionCase)[];
}

/** The runtime OME uses: a ServingRuntime of the namespace first, then a cluster one. */
function runtimeNamed(runtimes: readonly ServingRuntime[], name: string, namespace: string) {
  const found =
    runtimes.find(
      (r) =>
        r.kind === 'ServingRuntime' && r.name === name && (r.namespace ?? namespace) === namespace,
    ) ?? runtimes.find((r) => r.kind === 'ClusterServingRuntime' && r.name === name);
  if (found === undefined) throw new Error(`no runtime ${name}`);
  return found;
}

export function decide(
  file: ScenarioFile,
  c: DecisionCase,
  manifests: string,
): AcceleratorDecision {
  const set = loadManifests([{ name: 'scenario', text: manifests }], {
    applyCrdDefaults: file.crdDefaults ?? true,
  });
  const errors = set.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    throw new Error(`manifests invalid: ${errors.map((d) => d.message).join('; ')}`);
  const namespace = c.namespace ?? 'default';
  if (c.selectRuntime === true) return decideOnSelected(set, c.isvc, namespace);
  const isvc = findInferenceService(set, namespace, c.isvc);
  if (isvc === null) throw new Error(`no InferenceService ${c.isvc}`);
  const modelName = isvc.object.modelName;
  const model = modelName === null ? null : resolveModel(set, namespace, modelName);
  const runtimes = set.runtimes.map((r) => r.object);
  return decideAccelerators({
    inferenceService: isvc.object,
    runtime:
      c.runtime === undefined || c.runtime === null
        ? null
        : runtimeNamed(runtimes, c.runtime, namespace),
    runtimeNamed: c.runtimeNamed ?? false,
    model: model?.object ?? null,
    classes: set.acceleratorClasses.map((a) => a.object),
  });
}

/** The decision `accelerator explain` makes: on the runtime OME selects (or the one named). */
function decideOnSelected(set: ManifestSet, isvc: string, namespace: string) {
  const resolved = resolveQuestion(set, { kind: 'isvc', name: isvc, namespace });
  if (isResolveError(resolved)) throw new Error(`InferenceService ${isvc}: ${resolved.code}`);
  const answer = acceleratorAnswer(set, resolved.input, explainRanking(resolved.input));
  if (answer === null) throw new Error(`no decision for ${isvc}`);
  return answer.decision;
}

/** A case's manifests: the file's, then its own. */
export const caseManifests = (file: ScenarioFile, c: DecisionCase): string =>
  [file.manifests, c.manifests].filter((m) => m !== undefined).join('\n---\n');

export const readScenario = (path: string): ScenarioFile =>
  load(readFileSync(path, 'utf8')) as ScenarioFile;

/** The decision of the case named `name` in the scenario file at `path`. */
export function decisionOf(path: string, name: string): AcceleratorDecision {
  const file = readScenario(path);
  const c = (file.cases ?? [file]).find((x) => x.name === name) as DecisionCase | undefined;
  if (c === undefined) throw new Error(`no case ${name} in ${path}`);
  return decide(file, c, caseManifests(file, c));
}
