/** OME's selection fails for a model or InferenceService (the v1.2.2 nil-pointer panic). */
import { selectionErrorText } from '../../engine';
import { findingOn } from '../locate';
import { defineRule } from '../rule';
import { isRanked, nameOf } from '../selection';

export const selectionError = defineRule({
  id: 'selection-error',
  severity: 'error',
  title: 'Runtime selection fails for a model or InferenceService',
  help: 'OME returns an error instead of a runtime (for example the v1.2.2 nil-pointer panic on a one-bound modelSizeRange). Set both bounds.',
  check: (run) =>
    run.selections
      .filter(isRanked)
      .flatMap(({ selection: s, ranking }) =>
        ranking.error === null
          ? []
          : [
              findingOn(
                s.subject,
                `Runtime selection for ${nameOf(s)} fails: ${selectionErrorText(ranking.error)}`,
              ),
            ],
      ),
});
