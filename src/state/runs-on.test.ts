/**
 * "Runs on" in the store: the engine's answer carries the accelerator decision for an
 * InferenceService (none for a model), the view is derived from it, the what-if reaches the engine
 * with the text untouched and decides again, and is written into the YAML as one edit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEdit } from '../manifests';
import { NO_CONSTRAINTS, type AcceleratorWhatIf } from '../engine';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { scenarioManifests } from '../test-support/golden-cases';
import { engineHandler } from '../worker/analyze';
import { startEngineSync } from './engine-sync';
import { acceleratorOf, acceleratorWhatIfEdit, runsOnView } from './runs-on';
import { createAppStore } from './store';

const PICKED = scenarioManifests('accelerator/explain/picked.yaml');
const QUESTION = { kind: 'isvc', name: 'llama-chat', namespace: 'team-a' } as const;

const TOO_BIG: AcceleratorWhatIf = {
  policy: 'BestFit',
  constraints: { ...NO_CONSTRAINTS, minMemory: 100 },
};

afterEach(() => {
  vi.useRealTimers();
});

async function synced(text = PICKED) {
  vi.useFakeTimers();
  const fake = fakeWorkers(runHandler(engineHandler));
  const store = createAppStore({ text, question: QUESTION, omeRelease: '1.3' });
  const stop = startEngineSync(store, fake.spawn);
  await vi.advanceTimersByTimeAsync(10);
  return { store, fake, stop };
}

const view = (store: ReturnType<typeof createAppStore>) =>
  runsOnView(acceleratorOf(store.getState().ranked!.result)!);

describe('runs on', () => {
  it('is derived from the answer: each component, how, every class, what applies', async () => {
    const { store, stop } = await synced();
    const v = view(store);
    expect(v.runtime).toBe('vllm-llama (ClusterServingRuntime)');
    expect(v.runtimeHow).toBe('the runtime OME selects');
    expect(v.whatIf).toBeNull();
    const [engine, decoder] = v.components;
    expect(engine).toMatchObject({
      component: 'engine',
      className: 'nvidia-a100-40gb',
      how: 'picked by BestFit (policy from spec.acceleratorSelector; decided by score)',
      error: null,
      ownPolicy: null,
      named: false,
    });
    expect(engine!.candidates.map((k) => [k.name, k.eligible, k.reason])).toEqual([
      ['nvidia-h100-80gb', 'Yes', 'lower score'],
      ['nvidia-a100-40gb', 'Yes', 'chosen'],
      ['nvidia-l4', 'No', 'left out: memory 24GB < required 40GB'],
    ]);
    expect(engine!.applies?.title).toBe(
      'On nvidia-a100-40gb, with entry 1 (llama-safetensors) of vllm-llama (ClusterServingRuntime)',
    );
    expect(engine!.applies?.lines).toContain('tensor parallel size 8');
    expect(decoder).toMatchObject({ className: 'nvidia-a100-40gb', ownPolicy: 'Cheapest' });
    stop();
  });

  it('is absent for a model', async () => {
    const { store, stop } = await synced();
    store.getState().setQuestion({ kind: 'model', name: 'llama-3-1-70b' });
    await vi.advanceTimersByTimeAsync(10);
    expect(store.getState().ranked!.request.question.kind).toBe('model');
    expect(acceleratorOf(store.getState().ranked!.result)).toBeNull();
    stop();
  });

  it('decides again with the what-if, the text and the ranking untouched', async () => {
    const { store, fake, stop } = await synced();
    const rows = store.getState().ranked!.result.explanation.rows;
    store.getState().setAcceleratorWhatIf(TOO_BIG);
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.sent().at(-1)!.acceleratorWhatIf).toEqual(TOO_BIG);
    expect(store.getState().text).toBe(PICKED);
    const v = view(store);
    expect(v.whatIf).toEqual(TOO_BIG);
    expect(v.components[0]).toMatchObject({
      className: null,
      how: 'the constraints leave no candidate for BestFit (policy from spec.acceleratorSelector)',
    });
    expect(store.getState().ranked!.result.explanation.rows).toEqual(rows);
    store.getState().setAcceleratorWhatIf(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.sent().at(-1)!.acceleratorWhatIf).toBeUndefined();
    expect(view(store).components[0]!.className).toBe('nvidia-a100-40gb');
    stop();
  });

  it('writes the what-if into the selector; the YAML then decides as the what-if did', async () => {
    const { store, stop } = await synced();
    expect(acceleratorWhatIfEdit(store.getState())).toBeNull(); // no what-if, nothing to write
    const mostCapable = {
      policy: 'MostCapable',
      constraints: { ...NO_CONSTRAINTS, minMemory: 60 },
    };
    store.getState().setAcceleratorWhatIf(mostCapable);
    await vi.advanceTimersByTimeAsync(10);
    const edit = acceleratorWhatIfEdit(store.getState())!;
    const written = applyEdit(PICKED, edit);
    expect(written).toContain(
      '  acceleratorSelector:\n    policy: MostCapable\n    constraints:\n      minMemory: 60\n  engine:',
    );
    // Edited since the answer: the positions are stale, so no edit is offered.
    store.getState().setText(`${PICKED}\n`);
    expect(acceleratorWhatIfEdit(store.getState())).toBeNull();
    store.getState().setAcceleratorWhatIf(null);
    store.getState().setText(written);
    // Typed hard on the edit before it: the engine is asked after the typing pause.
    await vi.advanceTimersByTimeAsync(200);
    const v = view(store);
    expect(v.whatIf).toBeNull();
    expect(v.components[0]!.how).toMatch(/^picked by MostCapable/);
    expect(v.components[0]!.className).toBe('nvidia-h100-80gb');
    stop();
  });

  it('ends with the question, a replaced scenario, or a reset', () => {
    const store = createAppStore({ text: PICKED, question: QUESTION, omeRelease: '1.3' });
    const { setAcceleratorWhatIf } = store.getState();
    setAcceleratorWhatIf(TOO_BIG);
    store.getState().setOmeRelease('1.2.2'); // the same question: kept
    expect(store.getState().acceleratorWhatIf).toEqual(TOO_BIG);
    store.getState().setQuestion({ kind: 'isvc', name: 'another' });
    expect(store.getState().acceleratorWhatIf).toBeNull();
    setAcceleratorWhatIf(TOO_BIG);
    store.getState().resetToExample();
    expect(store.getState().acceleratorWhatIf).toBeNull();
    setAcceleratorWhatIf(TOO_BIG);
    store
      .getState()
      .replaceScenario({ text: 'kind: x\n', subject: null, namespace: null, omeRelease: '1.3' });
    expect(store.getState().acceleratorWhatIf).toBeNull();
  });
});
