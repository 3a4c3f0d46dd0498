/**
 * Writing the "Runs on" what-if into an InferenceService: the selector read back from the edited
 * text is the what-if (the class name as written kept), the rest of the text is untouched, and
 * what cannot be placed safely is refused.
 */
import { describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, type AcceleratorWhatIf } from '../engine';
import { acceleratorSelectorEdit } from './accelerator-selector-edit';
import { applyEdit } from './edit';
import { loadManifests } from './load';

const HEAD = 'apiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata: {name: svc}\n';

const WHAT_IF: AcceleratorWhatIf = {
  policy: 'MostCapable',
  constraints: {
    ...NO_CONSTRAINTS,
    minMemory: 80,
    minArchitectureVersion: '9.0',
    requiredFeatures: ['fp8', 'nvlink'],
    excludedClasses: ['amd-mi300x'],
  },
};

function write(text: string, whatIf: AcceleratorWhatIf = WHAT_IF): string | null {
  const isvc = loadManifests([{ name: 'editor', text }]).inferenceServices[0]!;
  const edit = acceleratorSelectorEdit(text, isvc.origin.fields, whatIf);
  return edit === null ? null : applyEdit(text, edit);
}

function selectorOf(text: string) {
  const set = loadManifests([{ name: 'editor', text }]);
  expect(set.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return set.inferenceServices[0]!.object.acceleratorSelector;
}

describe('acceleratorSelectorEdit', () => {
  it('rewrites a block selector in place, keeping its class and the text around it', () => {
    const text = `${HEAD}spec:\n  model: {name: m}\n  # the pool\n  acceleratorSelector:\n    acceleratorClass: 'h100'\n    policy: BestFit\n    constraints:\n      minMemory: 40\n  engine: {} # serve\n`;
    const written = write(text)!;
    expect(written).toBe(
      `${HEAD}spec:\n  model: {name: m}\n  # the pool\n  acceleratorSelector:\n    acceleratorClass: 'h100'\n    policy: MostCapable\n    constraints:\n      minMemory: 80\n      minArchitectureVersion: "9.0"\n      requiredFeatures: [fp8, nvlink]\n      excludedClasses: [amd-mi300x]\n  engine: {} # serve\n`,
    );
    expect(selectorOf(written)).toEqual({ acceleratorClass: 'h100', ...WHAT_IF });
  });

  it('rewrites a flow selector as flow', () => {
    const text = `${HEAD}spec: {model: {name: m}, acceleratorSelector: {policy: Cheapest}, engine: {}}\n`;
    const written = write(text, { policy: 'FirstAvailable', constraints: null })!;
    expect(written).toBe(
      `${HEAD}spec: {model: {name: m}, acceleratorSelector: {policy: FirstAvailable}, engine: {}}\n`,
    );
    expect(selectorOf(written)).toEqual({
      acceleratorClass: null,
      policy: 'FirstAvailable',
      constraints: null,
    });
  });

  it('adds a selector as the first key of a block spec, or of a flow one', () => {
    const block = write(`${HEAD}spec:\n  model: {name: m}\n  engine: {}\n`)!;
    expect(block).toBe(
      `${HEAD}spec:\n  acceleratorSelector:\n    policy: MostCapable\n    constraints:\n      minMemory: 80\n      minArchitectureVersion: "9.0"\n      requiredFeatures: [fp8, nvlink]\n      excludedClasses: [amd-mi300x]\n  model: {name: m}\n  engine: {}\n`,
    );
    expect(selectorOf(block)).toEqual({ acceleratorClass: null, ...WHAT_IF });
    const flow = write(`${HEAD}spec: {model: {name: m}}\n`)!;
    expect(selectorOf(flow)).toEqual({ acceleratorClass: null, ...WHAT_IF });
  });

  it('writes constraints with nothing set as {} (BestFit reads them), and none as no key', () => {
    const text = `${HEAD}spec:\n  model: {name: m}\n  acceleratorSelector:\n    policy: Cheapest\n`;
    const empty = write(text, { policy: 'BestFit', constraints: NO_CONSTRAINTS })!;
    expect(empty).toContain('    policy: BestFit\n    constraints: {}\n');
    expect(selectorOf(empty)?.constraints).toEqual(NO_CONSTRAINTS);
    const none = write(text, { policy: null, constraints: null })!;
    expect(none).toBe(`${HEAD}spec:\n  model: {name: m}\n  acceleratorSelector: {}\n`);
  });

  it('refuses a selector shared through an alias, and one written without a mapping', () => {
    const aliased = `${HEAD}spec:\n  model: {name: m}\n  acceleratorSelector: &sel\n    policy: Cheapest\n  engine: {}\n`;
    expect(write(aliased)).toBeNull();
    const bare = `${HEAD}spec:\n  model: {name: m}\n  acceleratorSelector:\n  engine: {}\n`;
    expect(write(bare)).toBeNull();
  });
});
