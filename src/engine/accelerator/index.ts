/**
 * OME's accelerator class decision (docs/selection-rules.md part 6, §A0–§A8): per component,
 * which AcceleratorClass it runs on and why, and what applies on it. Start with
 * `decideAccelerators`; the rules are catalogued in src/engine/README.md.
 */
export { decideAccelerators } from './decide';
export type { AcceleratorDecision, ComponentDecision, DecisionNote } from './decide';
export type { CandidateVerdict } from './verdicts';
export type { CandidateScore } from './policies';
export type { AppliedSetting } from './applied';
export { constraintText, outcomeText } from './reasons';
export type { ConstraintFailure, PolicySource } from './reasons';
export type { Quantity, QuantityFormat } from './quantity';
export { ACCELERATOR_POLICIES, isAcceleratorPolicy } from './types';
export type * from './types';
export { acceleratorQuestion } from './question';
export { acceleratorReleaseNote } from './releases';
export { NO_CONSTRAINTS, selectorAsWritten, withSelectorWhatIf } from './what-if';
export type { AcceleratorWhatIf } from './what-if';
