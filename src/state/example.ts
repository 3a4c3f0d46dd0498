/** The scenario a first visit (and "Reset to example") starts from: the docs' worked example. */
import workedExample from '../examples/worked-example.yaml?raw';
import { DEFAULT_OME_RELEASE } from '../engine';
import type { Scenario } from './scenario';

export const EXAMPLE_SCENARIO: Scenario = {
  text: workedExample,
  question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  omeRelease: DEFAULT_OME_RELEASE,
};
