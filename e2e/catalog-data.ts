/**
 * Real OME catalog manifests, from the repo's vendored test data (testdata/ome, Apache-2.0), as a
 * stored scenario: the app opens on them as if the user had pasted them earlier.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const CATALOG = join(import.meta.dirname, '..', 'testdata', 'ome', 'config');
const SCENARIO_STORAGE_KEY = 'ome-sim:scenario:v1';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return name.endsWith('.yaml') ? [path] : [];
    });
}

/** Every vendored runtime and model, one document after another. */
export const catalogText = (): string =>
  [...yamlFiles(join(CATALOG, 'runtimes')), ...yamlFiles(join(CATALOG, 'models'))]
    .map((file) => readFileSync(file, 'utf8').trimEnd())
    .join('\n---\n');

/** Opens the app on the catalog, ranking `model` (a ClusterBaseModel) in `default`. */
export async function openCatalog(page: Page, model: string): Promise<void> {
  const scenario = {
    text: catalogText(),
    target: { kind: 'model', name: model },
    namespace: 'default',
    omeVersion: '1.3',
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:seeded') !== null) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem(key!, value!);
    },
    [SCENARIO_STORAGE_KEY, JSON.stringify(scenario)],
  );
  await page.goto('./');
}
