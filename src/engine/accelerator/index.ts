/**
 * OME's accelerator class decision (docs/selection-rules.md part 6, §A0–§A8): per component,
 * which AcceleratorClass it runs on and why, and what applies on it. Start with
 * `decideAccelerators`; the rules are catalogued in src/engine/README.md.
 */
export { decideAccelerators, decideComponent } from './decide';
export type {
  AcceleratorDecision,
  AcceleratorQuestion,
  ComponentDecision,
  DecisionNote,
} from './decide';
export type { CandidateVerdict, Standing } from './verdicts';
export type { CandidateScore, CostField, CostGroup, DecidedBy, PolicyStanding } from './policies';
export type { ComputeScore, RawCapability } from './scores';
export { BEST_FIT_WEIGHTS, MOST_CAPABLE_WEIGHTS } from './scores';
export { appliedSettings, entryUsed } from './applied';
export type { AppliedSetting, AppliedSettings, EntryConfigState } from './applied';
export { constraintText, isOutcomeError, omeErrorText, outcomeText } from './reasons';
export type { Component, ConstraintFailure, Outcome, PolicySource } from './reasons';
export { compareQuantities, parseQuantity, quantityValue, wholeGigabytes } from './quantity';
export type { Quantity, QuantityError, QuantityFormat, QuantityReading } from './quantity';
export { goSortSlice } from './go-sort';
export { ACCELERATOR_POLICIES, isAcceleratorPolicy } from './types';
export type * from './types';
export { acceleratorQuestion } from './question';
export { acceleratorReleaseNote } from './releases';
export { NO_CONSTRAINTS, selectorAsWritten, withSelectorWhatIf } from './what-if';
export type { AcceleratorWhatIf } from './what-if';
