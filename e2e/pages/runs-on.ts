/**
 * "Runs on" as a user meets it under the verdict of an InferenceService: a line per component,
 * "Why these classes" (each class the runtime lists), and "What if…" (the selector's policy and
 * constraints, deciding again at once, written into the YAML on request).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, type Locator, type Page } from '@playwright/test';
import { encodeScenario } from '../../src/share/codec';

/** The manifests of an accelerator scenario (scenarios/accelerator/explain/NAME.yaml). */
export const acceleratorManifests = (name: string): string =>
  (
    load(
      readFileSync(
        new URL(`../../scenarios/accelerator/explain/${name}.yaml`, import.meta.url),
        'utf8',
      ),
    ) as { manifests: string }
  ).manifests;

export class RunsOn {
  readonly region: Locator;
  readonly why: Locator;
  readonly whatIf: Locator;
  readonly whatIfTag: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /^Runs on/ });
    this.why = this.region.getByRole('button', { name: 'Why these classes' });
    this.whatIf = this.region.getByRole('button', { name: 'What if…' });
    this.whatIfTag = this.region.locator('.runs-on-title .tag-whatif');
  }

  /** Opens the app on `manifests`, asking about InferenceService `isvc` in `namespace`. */
  async openOn(manifests: string, isvc: string, namespace: string): Promise<void> {
    const fragment = await encodeScenario({
      manifests,
      target: { kind: 'isvc', name: isvc },
      namespace,
      omeRelease: '1.3',
    });
    await this.page.goto(`./#${fragment}`);
    await expect(this.region).toBeVisible();
  }

  /** The line of `component` (`Engine`, `Decoder`). */
  line(component: string): Locator {
    return this.region.locator('.runs-on-line').filter({ hasText: new RegExp(`^${component} `) });
  }

  /** The classes table of a component (`engine`, `decoder`), once "Why these classes" is open. */
  candidates(component: string): Locator {
    return this.region.getByRole('table', { name: new RegExp(`for the ${component}$`) });
  }

  /** The row of class `name` in a component's table. */
  candidate(component: string, name: string): Locator {
    return this.candidates(component)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });
  }

  /** A field of the what-if's form: `policy`, `minMemory`, … */
  field(name: string): Locator {
    return this.region.getByLabel(name, { exact: true });
  }

  excluded(name: string): Locator {
    return this.region
      .getByRole('group', { name: 'excludedClasses' })
      .getByRole('checkbox', { name });
  }

  get write(): Locator {
    return this.region.getByRole('button', { name: 'Write into the YAML' });
  }

  get back(): Locator {
    return this.region.getByRole('button', { name: 'Back to the YAML’s selector' });
  }
}
