/** The share-link codec: round trips, defaults left out, and every way a link can be broken. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { decodeScenario, encodeScenario, LONG_LINK_WARNING, type SharedScenario } from './codec';

const WORKED = (
  load(
    readFileSync(
      new URL('../../scenarios/fixtures/rules-01-worked-example.yaml', import.meta.url),
      'utf8',
    ),
  ) as {
    manifests: string;
  }
).manifests;

/**
 * A link made by ome-sim's first share format. It must decode forever: people keep links.
 * (The worked example's cluster-scoped runtimes, model llama, namespace demo, OME v1.2.2.)
 */
const PINNED_V1_LINK =
  's1.PcwxCgIxEEbhq4S_DgtuOaWCnTdIM5gRxMxEMqPNkrvLbmH3io-3QUF4Pa1SurSPh4wzu9x6lVZMJbhyMKXNWIVSa6w8i_lb7lQsJd3htQ_l-CPnh4SY9-GzGDIChAMiw0A4Lns7CFW0I-MLwmlZlxXzBw';
const PINNED_V1_SCENARIO: SharedScenario = {
  manifests:
    'kind: ClusterBaseModel\nmetadata: {name: llama}\nspec:\n  modelFormat: {name: safetensors}\n',
  target: { kind: 'model', name: 'llama' },
  namespace: 'demo',
  omeRelease: '1.2.2',
};

const defaults = (manifests: string): SharedScenario => ({
  manifests,
  target: null,
  namespace: null,
  omeRelease: '1.3',
});

describe('share codec', () => {
  it('decodes the pinned version-1 link forever', async () => {
    expect(await decodeScenario(`#${PINNED_V1_LINK}`)).toEqual({
      ok: true,
      scenario: PINNED_V1_SCENARIO,
    });
  });

  it('round-trips generated scenarios', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          manifests: fc.string({ unit: 'grapheme', maxLength: 400 }),
          target: fc.option(
            fc.record({
              kind: fc.constantFrom('model' as const, 'isvc' as const),
              name: fc.string(),
            }),
            { nil: null },
          ),
          namespace: fc.option(fc.string(), { nil: null }),
          omeRelease: fc.constantFrom('1.3', '1.2.2'),
        }),
        async (scenario) => {
          const link = await encodeScenario(scenario);
          expect(link).toMatch(/^s1\.[A-Za-z0-9_-]*$/);
          expect(await decodeScenario(link)).toEqual({ ok: true, scenario });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the worked example under 1,000 characters and writes only non-defaults', async () => {
    const link = await encodeScenario({ ...defaults(WORKED) });
    expect(link.length).toBeLessThan(1000);
    const withSettings = await encodeScenario({
      ...defaults(WORKED),
      namespace: 'llama-demo',
      omeRelease: '1.2.2',
    });
    expect(withSettings.length).toBeGreaterThan(link.length);
    expect(LONG_LINK_WARNING).toBe(2000);
  });

  it.each([
    ['not a link', 'hello', 'not-a-share-link'],
    ['a future version', 's9.AAAA', 'future-version'],
    ['a future version written long', 's123456789012345678901234567890.AAAA', 'future-version'],
    ['a version no ome-sim makes: s0', 's0.AAAA', 'not-a-share-link'],
    ['a version no ome-sim makes: s01', 's01.AAAA', 'not-a-share-link'],
    ['bad base64', 's1.@@@', 'corrupted'],
    ['empty data', 's1.', 'corrupted'],
    ['not deflate', 's1.AAAAAAAA', 'corrupted'],
  ])('refuses %s', async (_label, link, failure) => {
    const result = await decodeScenario(link);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failure).toBe(failure);
      expect(result.message).toMatch(/\.$/);
    }
  });

  it('says a link of format s0 is not one any ome-sim makes, not that a newer one made it', async () => {
    const result = await decodeScenario('#s0.AAAA');
    expect(result).toMatchObject({
      ok: false,
      message:
        "This link's format s0 is not one any ome-sim makes (they are s1, s2, s3, … counting up); it may have been altered. Your own work is unchanged.",
    });
  });

  it('refuses a truncated link', async () => {
    const link = await encodeScenario(defaults(WORKED));
    const result = await decodeScenario(link.slice(0, Math.floor(link.length * 0.7)));
    expect(result).toMatchObject({ ok: false, failure: 'corrupted' });
  });

  it('refuses a flipped byte anywhere it changes the payload', async () => {
    const link = await encodeScenario(defaults(WORKED));
    const flipped = `${link.slice(0, 40)}${link[40] === 'A' ? 'B' : 'A'}${link.slice(41)}`;
    const result = await decodeScenario(flipped);
    // A flip either breaks the stream or yields something that fails validation; never a silent success
    // with different content.
    if (result.ok) expect(result.scenario.manifests).not.toBe(WORKED);
    else expect(['corrupted', 'invalid-content']).toContain(result.failure);
  });

  it('refuses valid JSON that is not a scenario, and oversized links', async () => {
    const stream = new Blob([new TextEncoder().encode('{"x":1}')])
      .stream()
      .pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const link = `s1.${btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')}`;
    expect(await decodeScenario(link)).toMatchObject({ ok: false, failure: 'invalid-content' });
    expect(await decodeScenario(`s1.${'A'.repeat(2_000_001)}`)).toMatchObject({
      ok: false,
      failure: 'too-long',
    });
  });

  it('stops a deflate bomb at the size limit', async () => {
    const huge = await encodeScenario(defaults('a'.repeat(13 * 1024 * 1024)));
    expect(await decodeScenario(huge)).toMatchObject({ ok: false, failure: 'too-long' });
  });
  it('round-trips a baseline as a version-2 link, and leaves links without one at version 1', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.option(fc.string(), { nil: null }),
        async (manifests, baseline, namespace) => {
          const scenario: SharedScenario = {
            ...defaults(manifests),
            namespace,
            target: { kind: 'isvc', name: 'chat' },
            baseline,
          };
          const link = await encodeScenario(scenario);
          expect(link).toMatch(/^s2\.[A-Za-z0-9_-]*$/);
          expect(await decodeScenario(link)).toEqual({ ok: true, scenario });
        },
      ),
      { numRuns: 60 },
    );
    const plain = await encodeScenario(defaults(WORKED));
    expect(plain.startsWith('s1.')).toBe(true);
    const decoded = await decodeScenario(plain);
    expect(decoded.ok && 'baseline' in decoded.scenario).toBe(false);
  });

  it('refuses a baseline field in a version-1 link', async () => {
    // An s1 payload never had `b`: written by hand, it is content this version did not make.
    const s2 = await encodeScenario({ ...defaults('m'), baseline: 'b' });
    const relabelled = `s1.${s2.slice(3)}`;
    expect(await decodeScenario(relabelled)).toMatchObject({
      ok: false,
      failure: 'invalid-content',
    });
  });

  it('carries any other OME release as written in a version-3 link, with or without a baseline', async () => {
    for (const omeRelease of ['v1.3', '1.3.0', 'v1.2.2', '1.4.0-rc.1', '2.0.0']) {
      const scenario: SharedScenario = { ...defaults(WORKED), omeRelease };
      const link = await encodeScenario(scenario);
      expect(link.startsWith('s3.'), omeRelease).toBe(true);
      expect(await decodeScenario(link)).toEqual({ ok: true, scenario });
      const withBaseline = { ...scenario, baseline: 'kind: BaseModel\n' };
      const both = await encodeScenario(withBaseline);
      expect(both.startsWith('s3.')).toBe(true);
      expect(await decodeScenario(both)).toEqual({ ok: true, scenario: withBaseline });
    }
    // The two releases older versions know keep their s1 and s2 links, which those versions open.
    expect((await encodeScenario(defaults(WORKED))).startsWith('s1.')).toBe(true);
    expect(
      (await encodeScenario({ ...defaults(WORKED), omeRelease: '1.2.2' })).startsWith('s1.'),
    ).toBe(true);
    expect(
      (await encodeScenario({ ...defaults(WORKED), omeRelease: '1.2.2', baseline: '' })).startsWith(
        's2.',
      ),
    ).toBe(true);
  });

  it('refuses a release that is not one, and a release field in an older format', async () => {
    const s3 = await encodeScenario({ ...defaults('m'), omeRelease: 'latest' });
    expect(await decodeScenario(s3)).toMatchObject({ ok: false, failure: 'invalid-content' });
    const good = await encodeScenario({ ...defaults('m'), omeRelease: '1.4.0' });
    expect(await decodeScenario(`s1.${good.slice(3)}`)).toMatchObject({
      ok: false,
      failure: 'invalid-content',
    });
  });
});
