/**
 * Every field the engine reads from a runtime's supportedModelFormats entry reaches the user on
 * each surface: `-o json` (the library's explain, which the CLI prints) and the app's breakdown
 * (the component, rendered from what the engine worker answers). The editor's schema is held to
 * the same fields by ome-schema.test.ts, and the decoders by text-aids/unread-parts.test.ts.
 * A field the decoder starts to read fails here until it has a case: docs/architecture.md,
 * "Where to change what".
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { explain, loadManifests } from '../../api';
import type { SupportedModelFormat } from '../../engine';
import { loadManifests as loadSet } from '../../manifests';
import { analyze } from '../../worker/analyze';
import { createAppStore } from '../../state';
import { rowDetailOf } from '../../worker/wire';
import { StoreProvider } from '../store-context';
import { Breakdown } from './Breakdown';

const MODEL = {
  modelFormat: '{name: safetensors, version: "1.0.0"}',
  modelFramework: '{name: transformers, version: "4.51.0"}',
  modelArchitecture: 'LlamaForCausalLM',
  quantization: 'fp8',
};

/** A model and one runtime whose one entry matches it, with `entry` written over the match. */
function manifests(entry: Record<string, string>): string {
  const fields = { ...MODEL, autoSelect: 'true', ...entry };
  return `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: llama}
spec:
${Object.entries(MODEL)
  .map(([k, v]) => `  ${k}: ${v}`)
  .join('\n')}
  modelParameterSize: 8B
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: rt}
spec:
  supportedModelFormats:
    - ${Object.entries(fields)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n      ')}
`;
}

interface Reach {
  /** The entry written differently from the one that matches. */
  readonly entry: Record<string, string>;
  /** What `-o json`'s row holds because of it. */
  readonly json: (row: JsonRow) => unknown;
  readonly jsonExpected: unknown;
  /** What the breakdown shows because of it. */
  readonly shown: string;
}

interface JsonRow {
  readonly entries: readonly {
    readonly autoSelect: boolean | null;
    readonly priority: number;
    readonly mismatch: readonly string[];
    readonly score: number;
  }[];
}

const mismatch = (row: JsonRow) => row.entries[0]!.mismatch;

/** How each field the engine reads from an entry reaches the user. */
const REACH: Partial<Record<keyof SupportedModelFormat, Reach>> = {
  modelFormat: {
    entry: { modelFormat: '{name: onnx, version: "1.0.0"}' },
    json: mismatch,
    jsonExpected: ['format name mismatch (model=safetensors, runtime=onnx)'],
    shown: '<strong class="mismatch-field">format name</strong> mismatch',
  },
  modelFramework: {
    entry: { modelFramework: '{name: transformers, version: "4.60.0"}' },
    json: mismatch,
    jsonExpected: ['framework version mismatch (model=4.51.0, runtime=4.60.0)'],
    shown: '<strong class="mismatch-field">framework version</strong> mismatch',
  },
  modelArchitecture: {
    entry: { modelArchitecture: 'MistralForCausalLM' },
    json: mismatch,
    jsonExpected: ['architecture mismatch (model=LlamaForCausalLM, runtime=MistralForCausalLM)'],
    shown: '<strong class="mismatch-field">architecture</strong> mismatch',
  },
  quantization: {
    entry: { quantization: 'int4' },
    json: mismatch,
    jsonExpected: ['quantization mismatch (model=fp8, runtime=int4)'],
    shown: '<strong class="mismatch-field">quantization</strong> mismatch',
  },
  diffusionPipeline: {
    entry: { diffusionPipeline: '{className: FluxPipeline}' },
    json: mismatch,
    jsonExpected: ['diffusion pipeline required by runtime but not specified in model'],
    shown: '<li>diffusion pipeline required by runtime but not specified in model</li>',
  },
  autoSelect: {
    entry: { autoSelect: 'false' },
    json: (row) => row.entries[0]!.autoSelect,
    jsonExpected: false,
    shown: '<td data-label="autoSelect">false</td>',
  },
  priority: {
    entry: { priority: '7' },
    json: (row) => row.entries[0]!.priority,
    jsonExpected: 7,
    shown: 'value="7"',
  },
};

/**
 * Fields the decoder keeps that are not a property of the match a breakdown shows, and where
 * they reach the user instead.
 */
const ELSEWHERE: Partial<Record<keyof SupportedModelFormat, string>> = {
  name: "the webhook's priority rule: a finding on the runtime (engine/findings.ts)",
  defaulted: 'bookkeeping: which of the fields above the CRD defaulted (shown with the score)',
  acceleratorConfig: 'read after selection: the accelerator decision (src/engine/accelerator)',
};

describe('every field the engine reads from a runtime entry reaches -o json and the breakdown', () => {
  it('each decoded field has a case here or a reason it shows elsewhere', () => {
    const set = loadSet([{ name: 'm.yaml', text: manifests({ priority: '2', name: 'e' }) }]);
    const decoded = Object.keys(set.runtimes[0]!.object.supportedModelFormats[0]!).sort();
    expect(decoded).toEqual([...Object.keys(REACH), ...Object.keys(ELSEWHERE)].sort());
  });

  it.each(Object.entries(REACH))('%s', (field, reach) => {
    const text = manifests(reach.entry);
    const question = { kind: 'model', name: 'llama', namespace: 'default' } as const;
    const answer = explain(loadManifests([{ name: 'm.yaml', text }]), question);
    if (!answer.ok) throw new Error(answer.error.message);
    const jsonRow = answer.explanation.rows[0] as unknown as JsonRow;
    expect(reach.json(jsonRow), `${field} in -o json`).toEqual(reach.jsonExpected);

    const response = analyze({
      id: 1,
      sources: [{ name: 'editor', text }],
      question,
      omeVersion: '1.3',
    });
    const result = response.result!;
    const row = result.explanation.rows[0]!;
    const markup = renderToStaticMarkup(
      <StoreProvider store={createAppStore()}>
        <Breakdown
          row={row}
          detail={rowDetailOf(result, row.key)}
          explanation={result.explanation}
          above={null}
          editable
          setPriority={() => {}}
          refusal={null}
          refusalId="refusal"
        />
      </StoreProvider>,
    );
    expect(markup, `${field} in the breakdown`).toContain(reach.shown);
  });
});
