/** OME's selection fails for a model or InferenceService (the v1.2.2 nil-pointer panic). */
import { selectionErrorText } from '../../engine';
import { defineRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

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
              findingOnSelection(
                s,
                `Runtime selection for ${nameOf(s)} fails: ${selectionErrorText(ranking.error)}`,
              ),
            ],
      ),
});
