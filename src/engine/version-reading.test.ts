import { describe, expect, it } from 'vitest';
import type { BaseModel, ServingRuntime } from './types';
import { asSemver, versionReadingFindings } from './version-reading';

describe('asSemver: versions as most people read them', () => {
  it.each([
    ['1.0.0', '1.0.0'],
    ['v1.2', '1.2.0'],
    ['4', '4.0.0'],
    ['4.45.0.dev0', '4.45.0-dev0'],
    ['1.8.0-rc.1', '1.8.0-rc.1'],
    ['1.0.0+build1', '1.0.0'], // semver drops build metadata
    ['latest', null],
    ['V1', null],
  ])('%s → %s', (text, expected) => expect(asSemver(text)).toBe(expected));
});

describe('versionReadingFindings', () => {
  const model = {
    modelFormat: { name: 'safetensors', version: '1.0.0' },
    modelFramework: { name: 'transformers', version: '4.44.0' },
  } as unknown as BaseModel;
  const runtime = (frameworkVersion: string, operator: string) =>
    ({
      supportedModelFormats: [
        {
          modelFormat: { name: 'safetensors', version: '1.0.0', operator: 'Equal', weight: 1 },
          modelFramework: { name: 'transformers', version: frameworkVersion, operator, weight: 1 },
        },
      ],
    }) as unknown as ServingRuntime;

  it('shows both readings and the OME rule that decided', () => {
    const [finding, ...rest] = versionReadingFindings(
      model,
      runtime('4.45.0.dev0', 'GreaterThanOrEqual'),
    );
    expect(rest).toEqual([]);
    expect(finding?.entry).toBe(0);
    expect(finding?.message).toBe(
      "spec.supportedModelFormats[0].modelFramework: transformers 4.45.0.dev0 (GreaterThanOrEqual) against the model's 4.44.0 " +
        'does not match for OME, because a pre-release, build or .dev suffix on either side makes OME require equal versions; ' +
        'read as semver (4.45.0-dev0 >= 4.44.0) it matches',
    );
  });

  it('is silent where both readings agree, or where a name differs', () => {
    expect(versionReadingFindings(model, runtime('4.50.0', 'GreaterThanOrEqual'))).toEqual([]);
    expect(versionReadingFindings(model, runtime('4.44.0', 'Equal'))).toEqual([]);
    const otherFramework = {
      ...model,
      modelFramework: { name: 'vllm', version: '4.44.0' },
    } as BaseModel;
    expect(
      versionReadingFindings(otherFramework, runtime('4.45.0.dev0', 'GreaterThanOrEqual')),
    ).toEqual([]);
  });
});
