#!/usr/bin/env node
// The public API's types and report (`npm run build:api`, after tsc -p tsconfig.api.json):
// api-extractor bundles dist-types/api into dist-api/index.d.ts and compares the surface with the
// checked-in report, api/ome-sim.api.md. A difference fails, unless `--update` (`npm run
// api:update`) writes the new report, to be reviewed and committed with the change. Either way it
// fails when the report marks a member `(undocumented)` or notes a forgotten export: every public
// member has a TSDoc comment, and every type the surface reaches is exported with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

// A declaration's name in the report: `export interface X`; a member's: `readonly y:`, `z(`, `w?:`.
const TOP_LEVEL =
  /^export (?:declare )?(?:abstract )?(?:interface|type|const|function|class|enum|namespace) (\w+)/;
const MEMBER = /^\s+(?:readonly |static |get |set )*(\w+)\??[(:<]/;

/**
 * What the report (api-extractor's own text) says is missing: members marked `(undocumented)`, as
 * `Interface.member` or `name`, and the symbols a forgotten-export warning names, with the
 * declaration that reaches them.
 */
function reportGaps(report) {
  const lines = report.split('\n');
  const undocumented = [];
  const forgotten = [];
  let owner = null;
  // The mark is a comment line; the declaration it is about is the next line of code.
  let marked = false;
  for (const line of lines) {
    const forgottenSymbol = /\(ae-forgotten-export\) The symbol "([^"]+)"/.exec(line);
    if (forgottenSymbol !== null) forgotten.push({ symbol: forgottenSymbol[1], usedBy: null });
    if (/^\s*\/\/.*\(undocumented\)/.test(line)) marked = true;
    if (/^\s*\/\//.test(line) || line.trim() === '') continue;
    const top = TOP_LEVEL.exec(line);
    const member = top === null ? MEMBER.exec(line) : null;
    if (top !== null) {
      owner = top[1];
      for (const f of forgotten) f.usedBy ??= owner;
    }
    if (marked) {
      // A line neither pattern reads is named as written, so no mark goes unreported.
      undocumented.push(
        top !== null ? top[1] : member !== null ? `${owner}.${member[1]}` : line.trim(),
      );
    }
    marked = false;
  }
  return { undocumented, forgotten };
}

let failed = false;
if (result.apiReportChanged && !update) {
  console.error(
    'error: the public API (src/api, what `import ... from "ome-sim"` gives) no longer matches ' +
      'its report, api/ome-sim.api.md.\n' +
      'If the change is on purpose, run `npm run api:update`, read the diff of api/ome-sim.api.md, ' +
      'update docs/api.md (and CHANGELOG.md), and commit them with the change. If it is not, ' +
      'undo what changed the exports of src/api or the types they reach.',
  );
  failed = true;
}
if (result.apiReportChanged && update)
  console.log('api/ome-sim.api.md updated: review it and commit it.');

// The report just generated (api-extractor writes it there on every run, before comparing).
const generated = readFileSync(
  join(config.reportTempFolder, config.reportConfigs[0].fileName),
  'utf8',
);
const { undocumented, forgotten } = reportGaps(generated);
if (undocumented.length > 0) {
  console.error(
    `error: ${undocumented.length} public API member(s) have no TSDoc comment ` +
      '(the API report marks them "(undocumented)"):\n' +
      undocumented.map((name) => `  ${name}\n`).join('') +
      'Write a /** … */ comment at each declaration in src (what it means to a caller: units, ' +
      'what null means, the OME rule it reflects with its docs/selection-rules.md §), then run ' +
      '`npm run api:update`.',
  );
  failed = true;
}
if (forgotten.length > 0) {
  console.error(
    'error: the public API reaches types its entry point does not export ' +
      '(ae-forgotten-export in api/ome-sim.api.md):\n' +
      forgotten
        .map((f) => `  ${f.symbol}, reached from ${f.usedBy ?? 'the end of the report'}\n`)
        .join('') +
      'Export each from src/api/index.ts (a type the caller needs), or declare the type that ' +
      'reaches it without it; then run `npm run api:update`.',
  );
  failed = true;
}
// A changed report alone makes api-extractor fail with a warning, already said above.
if (!result.succeeded && !(result.apiReportChanged && !update)) {
  console.error(
    `error: api-extractor found ${result.errorCount} error(s) and ${result.warningCount} warning(s) (above)`,
  );
  failed = true;
}
if (failed) process.exit(1);
