/**
 * The size map the app draws, over OME's own catalog: every runtime built for a model's shape
 * gets its range bar, also one that wins at no size. The 72B Qwen model has its own runtime,
 * srt-qwen2-5-72b-instruct with [70B, 75B], which loses at 72B to two runtimes without a size
 * range (distance 0 beats 5B); the map must still show where it would qualify.
 */
import { expect, it } from 'vitest';
import { catalogFiles, describeWithCatalog } from './test-support/ome-catalog';
import { analyze } from './worker/analyze';
import type { SizeMapData } from './worker/protocol';

/** The whole catalog's size maps, computed on a machine other jobs share: no race with a clock. */
const CATALOG_TIMEOUT = 120_000;

describeWithCatalog("the size map over OME's catalog", () => {
  const sources = catalogFiles()
    .filter((f) => /\.ya?ml$/.test(f.path))
    .map((f) => ({ name: f.path, text: f.text }));
  const mapOf = (model: string): SizeMapData | null | undefined =>
    analyze({
      id: 1,
      sources,
      question: { kind: 'model', name: model, namespace: 'default' },
      omeVersion: '1.3',
      withSizeMap: true,
    }).result?.sizeMap;

  it(
    "draws the 72B Qwen model's own [70B, 75B] runtime, which never wins",
    () => {
      const map = mapOf('qwen2-5-72b-instruct')!;
      const winners = new Set(map.bands.map((b) => b.winner?.name));
      expect(winners.has('srt-qwen2-5-72b-instruct')).toBe(false);
      expect(map.ranges.map((r) => `${r.name} ${r.label}`)).toContain(
        'srt-qwen2-5-72b-instruct [70B, 75B]',
      );
    },
    CATALOG_TIMEOUT,
  );

  it(
    'draws every runtime a band names, for every model with a shape',
    () => {
      const models = sources.filter((s) => s.name.includes('config/models/'));
      let mapped = 0;
      for (const model of models) {
        const name = /^ {2}name: (\S+)$/m.exec(model.text)?.[1];
        const map = name === undefined ? null : mapOf(name);
        if (map == null) continue;
        mapped++;
        const drawn = new Set(map.ranges.map((r) => r.name));
        const named = map.bands.flatMap((b) => [b.winner?.name, b.over]).filter((n) => n != null);
        for (const runtime of named) expect(drawn, `${name}: ${runtime}`).toContain(runtime);
      }
      expect(mapped).toBeGreaterThan(30);
    },
    CATALOG_TIMEOUT,
  );
});
