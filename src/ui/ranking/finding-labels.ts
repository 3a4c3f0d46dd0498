/** A few words for each finding, shown before its message: what kind of surprise it is. */
import type { FindingCode } from '../../engine';

export const FINDING_LABELS: Record<FindingCode, string> = {
  'webhook-priority-conflict': 'Webhook would reject',
  'priority-below-minimum': 'Below the CRD minimum',
  'entry-missing-format': 'Incomplete entry',
  'entry-missing-framework': 'Incomplete entry',
  'child-runtime-autoselect': 'Child runtime sets autoSelect',
  'ambiguous-tie': 'Ambiguous tie',
  'unranged-runtime-wins': 'Wins without a size range',
  'autoselect-quirk': 'autoSelect quirk',
  'size-range-unchecked': 'Size range unchecked',
  'version-reading-differs': 'Not semver',
};
