/** The editor knows the five OME kinds: completion and hover from the schema, keyed on `kind`. */
import { test } from './fixtures';
import { completesKindsAndExplainsFields } from './journeys/schema-completion';

test('completes kinds and fields, and explains a field on hover', async ({ sim, page }) => {
  await completesKindsAndExplainsFields(sim, page);
});
