/**
 * `ome-sim lint`: every finding over a whole set of manifests (docs/lint.md). Pure: manifests and
 * their texts in, findings out, sorted by file, line and rule. The rules are catalogued in
 * catalogue.ts; each is a small function in object-rules.ts, selection-rules.ts,
 * catalog-rules.ts or accelerator-rules.ts.
 */
import {
  askedNamespaces,
  parseModelSize,
  type OmeVersion,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import {
  findInferenceService,
  isResolveError,
  resolveModel,
  resolveQuestion,
  unknownFields,
  type ManifestSet,
  type ManifestSource,
} from '../manifests';
import { acceleratorFindings } from './accelerator-rules';
import {
  CatchAllLedger,
  overlapFindings,
  shapeFindings,
  type Overlaps,
  type ShapeRuleContext,
} from './catalog-rules';
import type { LintFinding } from './catalogue';
import {
  admissionFindings,
  manifestFindings,
  minAboveMaxFinding,
  noArchitectureFindings,
  sizeTrapFindings,
  weightZeroFindings,
} from './object-rules';
import { Rankings, selectionFindings, shadowedBy, type Selection } from './selection-rules';
import { ShapeMaps } from './shapes';

export { LINT_RULES, LINT_RULE_IDS } from './catalogue';
export type { LintFinding, LintRuleId, LintSeverity, LintRule } from './catalogue';

export interface LintOptions {
  readonly omeVersion?: OmeVersion;
}

/** Unknown fields of every source, with a suggestion when one is near. */
function unknownFieldFindings(sources: readonly ManifestSource[]): LintFinding[] {
  return sources.flatMap((source) =>
    unknownFields(source.text).map((u): LintFinding => ({
      rule: 'unknown-field',
      severity: 'warning',
      message:
        `${u.path} is not a field OME knows, so the API server drops it` +
        (u.suggestion === null ? '' : `; did you mean ${u.suggestion}?`),
      object: null,
      source: source.name,
      line: u.line,
      column: u.column,
    })),
  );
}

/** A runtime that can qualify for a model of `format` (any other fails Q4: §4.1). */
const servesFormat = (r: ServingRuntime, format: string): boolean =>
  r.supportedModelFormats.some((e) => e.modelFormat?.name === format);

/**
 * Every selection to check: each InferenceService, each model in each namespace it serves. The
 * runtimes of a namespace, and those of each format there, are worked out once per namespace.
 */
function selections(set: ManifestSet, version: OmeVersion): Selection[] {
  const namespaces = askedNamespaces(set.namespaces);
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
  for (const isvc of set.inferenceServices) {
    const namespace = isvc.object.namespace || namespaces[0]!;
    const resolved = resolveQuestion(
      set,
      { kind: 'isvc', name: isvc.object.name, namespace: namespace },
      version,
    );
    if (isResolveError(resolved)) continue;
    const located = findInferenceService(set, namespace, isvc.object.name) ?? isvc;
    out.push(selection(located, resolved.input, ''));
  }
  for (const model of set.models) {
    // A model without modelFormat waits for OME's model agent to fill it: nothing to rank yet.
    if (model.object.modelFormat.name === '' || model.object.disabled === true) continue;
    const where =
      model.object.kind === 'BaseModel' && model.object.namespace !== null
        ? [model.object.namespace]
        : namespaces;
    for (const namespace of where) {
      // The model this name resolves to here: a BaseModel of the namespace shadows a cluster one.
      if (resolveModel(set, namespace, model.object.name) !== model) continue;
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
        const resolved = resolveQuestion(
          set,
          { kind: 'model', name: model.object.name, namespace: namespace },
          version,
        );
        if (isResolveError(resolved)) continue;
        input = resolved.input;
      }
      out.push(selection(model, input, where.length > 1 ? ` in namespace ${namespace}` : ''));
    }
  }
  return out;
}

const order = (a: LintFinding, b: LintFinding): number =>
  (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
  (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** Lints a loaded set and the texts it came from. */
export function lintManifests(
  set: ManifestSet,
  sources: readonly ManifestSource[],
  options: LintOptions = {},
): LintFinding[] {
  const version = options.omeVersion ?? '1.3';
  const findings: LintFinding[] = [
    ...manifestFindings(set.diagnostics),
    ...unknownFieldFindings(sources),
  ];
  for (const runtime of set.runtimes) {
    findings.push(
      ...admissionFindings(runtime, version),
      ...sizeTrapFindings(runtime),
      ...minAboveMaxFinding(runtime),
      ...weightZeroFindings(runtime),
      ...noArchitectureFindings(runtime),
    );
  }
  for (const model of set.models) findings.push(...sizeTrapFindings(model));

  const ctx: ShapeRuleContext = {
    runtimes: set.runtimes,
    maps: new ShapeMaps(
      set.runtimes.map((r) => r.object),
      version,
    ),
    version,
    parse: parseModelSize,
    catchAll: new CatchAllLedger(),
  };
  const rankings = new Rankings();
  for (const selection of selections(set, version)) {
    const { findings: found, ranking } = selectionFindings(selection, version, rankings);
    findings.push(...found);
    const model = selection.subject.object;
    // A runtime without a range that won a real model's tie-break is a catch-all too.
    if (ranking !== null && 'modelParameterSize' in model)
      for (const beaten of shadowedBy(ranking))
        ctx.catchAll.add(
          ranking.selected!.runtime,
          beaten,
          `${model.name} (${model.modelParameterSize})`,
        );
  }
  const overlaps: Overlaps = new Map();
  for (const runtime of set.runtimes) findings.push(...shapeFindings(ctx, runtime, overlaps));
  findings.push(...ctx.catchAll.findings(set.runtimes), ...overlapFindings(ctx, overlaps));
  findings.push(...acceleratorFindings(set, version));

  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.rule}\0${f.source}\0${f.line}\0${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(order);
}
export { countFindings, type LintCounts } from './counts';
