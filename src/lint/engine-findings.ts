/**
 * The engine's findings on one runtime (`findingsFor`: what admission rejects, a child runtime's
 * autoSelect) as lint findings of the rule with the same id, on the entry they are about.
 */
import type { FindingCode } from '../engine';
import { findingOn } from './locate';
import type { LintDraft } from './rule';
import type { LintRun } from './run';

export function* runtimeFindingsOf(run: LintRun, code: FindingCode): Iterable<LintDraft> {
  for (const located of run.set.runtimes)
    for (const f of run.engineFindings(located.object))
      if (f.code === code)
        yield findingOn(
          located,
          f.message,
          f.entry === null ? { at: 'name' } : { at: 'entry', entry: f.entry },
        );
}
