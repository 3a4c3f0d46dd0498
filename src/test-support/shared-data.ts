/**
 * Suites over OME's data in ../shared/data (beside the project, not in it: CI has it, a clone
 * alone does not). Where it is absent, the suite's title and its one test say so: nothing is
 * skipped, and the report says why those tests did not run.
 */
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';

/** `describe(title, body)` when `path` exists; otherwise a suite that says it is absent. */
export function describeWithData(path: string, title: string, body: () => void): void {
  if (existsSync(path)) {
    describe(title, body);
    return;
  }
  describe(`${title}: not run, ${path} is not there`, () => {
    it('needs ../shared/data', () => {
      console.warn(`note: ${title}: not run, ${path} is absent`);
    });
  });
}
