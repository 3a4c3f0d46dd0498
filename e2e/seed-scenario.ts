/**
 * A stored scenario for the app to open on, as if the user had pasted `text` earlier and asked
 * about the ClusterBaseModel `model` in `default` (the app's autosave, written before it loads).
 */
import type { Page } from '@playwright/test';

const SCENARIO_STORAGE_KEY = 'ome-sim:scenario:v1';

/** Seeds the autosave once per test: a reload then keeps what the test did. */
export async function seedScenario(page: Page, text: string, model: string): Promise<void> {
  const scenario = {
    text,
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
}
