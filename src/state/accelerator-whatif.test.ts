/** The "Runs on" what-if's form read into a what-if, or what is wrong with it. */
import { describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '../engine';
import { draftOf, readDraft, sameWhatIf } from './accelerator-whatif';

const EMPTY = draftOf({ policy: null, constraints: null });

describe('the what-if form', () => {
  it('round-trips a what-if', () => {
    const whatIf = {
      policy: 'Cheapest',
      constraints: {
        ...NO_CONSTRAINTS,
        minMemory: 40,
        minArchitectureVersion: '8.0',
        requiredFeatures: ['fp8', 'nvlink'],
        excludedClasses: ['l4'],
      },
    };
    expect(readDraft(draftOf(whatIf))).toEqual({ ok: true, whatIf });
  });

  it('reads lists by commas or spaces, numbers as whole numbers', () => {
    const reading = readDraft({
      ...EMPTY,
      policy: 'BestFit',
      maxMemory: ' 80 ',
      preferredPrecisions: 'fp8,  fp16 bf16,',
    });
    expect(reading).toEqual({
      ok: true,
      whatIf: {
        policy: 'BestFit',
        constraints: {
          ...NO_CONSTRAINTS,
          maxMemory: 80,
          preferredPrecisions: ['fp8', 'fp16', 'bf16'],
        },
      },
    });
  });

  it('says which field is not a whole number, and makes no what-if', () => {
    expect(readDraft({ ...EMPTY, minMemory: '4.5', minComputePerformanceTFLOPS: '-1' })).toEqual({
      ok: false,
      errors: {
        minMemory: '“4.5” is not a whole number',
        minComputePerformanceTFLOPS: '“-1” is not a whole number',
      },
    });
    expect(readDraft({ ...EMPTY, maxMemory: '99999999999999999999' }).ok).toBe(false);
  });

  it('empty constraints are none, unless the YAML wrote them (BestFit reads them)', () => {
    expect(readDraft({ ...EMPTY, policy: 'BestFit' })).toEqual({
      ok: true,
      whatIf: { policy: 'BestFit', constraints: null },
    });
    const written = draftOf({ policy: 'BestFit', constraints: NO_CONSTRAINTS });
    expect(readDraft(written)).toEqual({
      ok: true,
      whatIf: { policy: 'BestFit', constraints: NO_CONSTRAINTS },
    });
  });

  it('tells what-ifs that decide alike from those that do not', () => {
    const a = { policy: 'BestFit', constraints: { ...NO_CONSTRAINTS, requiredFeatures: ['fp8'] } };
    expect(sameWhatIf(a, { ...a, constraints: { ...a.constraints } })).toBe(true);
    expect(sameWhatIf(a, { ...a, policy: 'Cheapest' })).toBe(false);
    expect(sameWhatIf(a, { ...a, constraints: NO_CONSTRAINTS })).toBe(false);
    expect(sameWhatIf(a, { ...a, constraints: null })).toBe(false);
  });
});
