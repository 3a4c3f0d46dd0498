/**
 * Finding `version-reading-differs`: an entry's version constraint that OME decides one way and
 * semver — how most people read `4.45.0.dev0`, `v1.2` or `1.0` — the other way.
 *
 * OME never uses semver (docs/selection-rules.md §5; ./version.ts is its rule). The finding only
 * explains a surprise: it shows both readings and why OME's differs. The semver reading keeps OME's
 * direction (the entry's version on the left: `GreaterThan` means entry > model), so the only
 * difference shown is in how the versions compare, not in which side is which.
 */
import { eq, gt, gte, valid } from 'semver';
import type { Finding } from './findings';
import type { BaseModel, FormatRequirement, ServingRuntime } from './types';
import { compareVersions, parseVersionCached, versionAccepts, type ParsedVersion } from './version';

const SEMVER_OPERATORS: Readonly<Record<string, (entry: string, model: string) => boolean>> = {
  Equal: eq,
  GreaterThan: gt,
  GreaterThanOrEqual: gte,
};
const SYMBOLS: Readonly<Record<string, string>> = {
  Equal: '=',
  GreaterThan: '>',
  GreaterThanOrEqual: '>=',
};

/**
 * A version as semver reads it: a `v` prefix dropped, missing minor/patch as 0, and a fourth
 * dotted part (`.dev0`, PEP 440 style) as a pre-release. null when semver can't read it at all.
 */
export function asSemver(text: string): string | null {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(.*)$/.exec(text);
  if (m === null) return null;
  const rest = m[4]!.startsWith('.') ? `-${m[4]!.slice(1)}` : m[4]!;
  return valid(`${m[1]}.${m[2] ?? '0'}.${m[3] ?? '0'}${rest}`);
}

const hasSuffix = (v: ParsedVersion): boolean =>
  v.pre.length > 0 || v.build.length > 0 || v.dev.length > 0;

/** Which of OME's version rules (§5.1–5.3) decided, in words, for the finding's message. */
function omeRule(entry: string, operator: string, model: string): string {
  const supported = parseVersionCached(entry);
  const base = parseVersionCached(model);
  if (supported === null || base === null) {
    return `OME cannot parse ${supported === null ? entry : model} as a version, so nothing matches it`;
  }
  if (operator !== 'Equal' && (hasSuffix(supported) || hasSuffix(base))) {
    return 'a pre-release, build or .dev suffix on either side makes OME require equal versions';
  }
  if (operator !== 'Equal' && supported.precision !== base.precision) {
    return `OME's ordering operators need both versions written with the same number of parts (${supported.precision} vs ${base.precision})`;
  }
  if (operator !== 'Equal' && supported.prefix !== base.prefix) {
    return "OME's ordering operators need a v prefix on both versions or on neither";
  }
  if (operator === 'Equal' && compareVersions(supported, base) !== 0) {
    return 'OME keeps pre-release, build and .dev parts apart and compares each as text, build metadata included';
  }
  return 'OME compares suffixes as text, with no "pre-release sorts first" rule';
}

interface Side {
  readonly field: 'modelFormat' | 'modelFramework';
  readonly entry: FormatRequirement | null;
  readonly model: { readonly name: string; readonly version: string | null } | null;
}

function differingReading(index: number, side: Side): Finding | null {
  const { entry, model } = side;
  if (entry === null || model === null || entry.name !== model.name) return null;
  if (entry.version === null || model.version === null) return null;
  const operator = entry.operator ?? 'Equal';
  const bySemver = SEMVER_OPERATORS[operator];
  const entrySemver = asSemver(entry.version);
  const modelSemver = asSemver(model.version);
  if (bySemver === undefined || entrySemver === null || modelSemver === null) return null;
  const ome = versionAccepts(entry.version, operator, model.version);
  const semver = bySemver(entrySemver, modelSemver);
  if (ome === semver) return null;
  const verdict = (holds: boolean) => (holds ? 'matches' : 'does not match');
  return {
    code: 'version-reading-differs',
    entry: index,
    message:
      `spec.supportedModelFormats[${index}].${side.field}: ${entry.name} ${entry.version} (${operator}) ` +
      `against the model's ${model.version} ${verdict(ome)} for OME, because ${omeRule(entry.version, operator, model.version)}; ` +
      `read as semver (${entrySemver} ${SYMBOLS[operator]} ${modelSemver}) it ${verdict(semver)}`,
  };
}

/** Every entry version that OME and semver decide differently for this model, in entry order. */
export function versionReadingFindings(model: BaseModel, runtime: ServingRuntime): Finding[] {
  const findings: Finding[] = [];
  runtime.supportedModelFormats.forEach((entry, index) => {
    for (const side of [
      { field: 'modelFormat', entry: entry.modelFormat, model: model.modelFormat },
      { field: 'modelFramework', entry: entry.modelFramework, model: model.modelFramework },
    ] as const) {
      const finding = differingReading(index, side);
      if (finding !== null) findings.push(finding);
    }
  });
  return findings;
}
