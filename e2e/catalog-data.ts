/**
 * Real OME catalog manifests, from the repo's vendored test data (testdata/ome, Apache-2.0), as a
 * stored scenario: the app opens on them as if the user had pasted them earlier.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedScenario } from './seed-scenario';

const CATALOG = join(import.meta.dirname, '..', 'testdata', 'ome', 'config');

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
  await seedScenario(page, catalogText(), model);
  await page.goto('./');
}
