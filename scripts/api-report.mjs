#!/usr/bin/env node
// The public API's types and report (`npm run build:api`, after tsc -p tsconfig.api.json):
// api-extractor bundles dist-types/api into dist-api/index.d.ts and compares the surface with the
// checked-in report, api/ome-sim.api.md. A difference fails, unless `--update` (`npm run
// api:update`) writes the new report, to be reviewed and committed with the change.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const config = ExtractorConfig.loadFileAndPrepare(
  new URL('../api-extractor.json', import.meta.url).pathname,
);
const result = Extractor.invoke(config, {
  localBuild: update,
  messageCallback: (message) => {
    // Said below in the project's words.
    if (message.messageId === 'console-api-report-not-copied') message.handled = true;
    if (
      message.messageId === 'console-preamble' ||
      message.messageId === 'console-compiler-version-notice'
    )
      message.handled = true;
  },
});

if (result.apiReportChanged && !update) {
  console.error(
    'error: the public API (src/api, what `import ... from "ome-sim"` gives) no longer matches ' +
      'its report, api/ome-sim.api.md.\n' +
      'If the change is on purpose, run `npm run api:update`, read the diff of api/ome-sim.api.md, ' +
      'update docs/api.md (and CHANGELOG.md), and commit them with the change. If it is not, ' +
      'undo what changed the exports of src/api or the types they reach.',
  );
  process.exit(1);
}
if (!result.succeeded) {
  console.error(
    `error: api-extractor found ${result.errorCount} error(s) and ${result.warningCount} warning(s) (above)`,
  );
  process.exit(1);
}
if (result.apiReportChanged) console.log('api/ome-sim.api.md updated: review it and commit it.');
