/** The reason catalogue renders OME's exact words (docs/selection-rules.md §3, §3.3, §4.2). */
import { describe, expect, it } from 'vitest';
import { CHECK_ORDER, reasonText, type Reason } from './reasons';

const CASES: [Reason, string][] = [
  [{ check: 'disabled' }, 'runtime is disabled'],
  [
    { check: 'accelerator-class', required: ['a100'], supported: [] },
    'runtime does not support the required accelerator class',
  ],
  [
    {
      check: 'deployment-mode',
      component: 'decoder',
      runtimeMode: 'MultiNode',
      requestedMode: 'OMENative',
    },
    'runtime decoder deployment mode MultiNode does not match requested decoder deployment mode OMENative',
  ],
  [
    {
      check: 'format-mismatch',
      label: 'mt:onnx',
      entries: [[{ code: 'format-name', model: 'onnx', runtime: 'pytorch' }]],
    },
    "model format 'mt:onnx' not in supported formats: format name mismatch (model=onnx, runtime=pytorch)",
  ],
  [
    {
      check: 'format-mismatch',
      label: 'mt:tensorflow',
      entries: [
        [{ code: 'format-name', model: 'tensorflow', runtime: 'pytorch' }],
        [{ code: 'format-name', model: 'tensorflow', runtime: 'onnx' }],
      ],
    },
    "model format 'mt:tensorflow' not in supported formats: format name mismatch (model=tensorflow, runtime=pytorch); format name mismatch (model=tensorflow, runtime=onnx)",
  ],
  [
    {
      check: 'format-mismatch',
      label: 'mt:diffusers:1.0.0',
      entries: [
        [
          {
            code: 'pipeline-class',
            model: 'QwenImagePipeline',
            runtime: 'StableDiffusionPipeline',
          },
        ],
      ],
    },
    "model format 'mt:diffusers:1.0.0' not in supported formats: pipeline class mismatch (model=QwenImagePipeline, runtime=StableDiffusionPipeline)",
  ],
  [
    {
      check: 'format-mismatch',
      label: 'mt:x',
      entries: [[{ code: 'pipeline-class', model: null, runtime: 'P' }], []],
    },
    "model format 'mt:x' not in supported formats: pipeline class mismatch (model=<nil>, runtime=P); unknown mismatch",
  ],
  [
    { check: 'format-mismatch', label: 'mt:safetensors', entries: [] },
    "model format 'mt:safetensors' not in supported formats: no supported formats defined",
  ],
  [
    { check: 'size-out-of-range', size: '70B', rangeLabel: '[1B, 10B]' },
    'model size 70B is outside supported range [1B, 10B]',
  ],
  [
    { check: 'no-autoselect-entry' },
    'supports the model but has no supportedModelFormats[].autoSelect=true entry, so automatic selection skips it (pin it explicitly via spec.runtime.name instead)',
  ],
  [
    { check: 'matching-entry-not-autoselect', formatName: 'safetensors' },
    'matching format safetensors is not autoSelect-enabled (a different supportedModelFormats entry on this runtime has autoSelect=true, but not the one that matches this model)',
  ],
  [{ check: 'score-not-positive', priorityIsZero: false }, 'auto-select score is 0'],
  [
    { check: 'score-not-positive', priorityIsZero: true },
    'auto-select score is 0 (format priority 0)',
  ],
];

describe('reasonText', () => {
  it.each(CASES)('%j', (reason, text) => expect(reasonText(reason)).toBe(text));
  it('has a case for every check, in OME order', () => {
    expect([...new Set(CASES.map(([r]) => r.check))]).toEqual(CHECK_ORDER);
  });
});
