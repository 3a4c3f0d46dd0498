/**
 * `ome-sim test`: the expectations kept beside the manifests (`ome-sim-test.yaml`), each checked
 * against what OME picks (review/check-expectations.ts), printed as PASS/FAIL lines or JUnit XML.
 * Exit 0 when all pass; 1 when any fails or a test file is malformed.
 */
import { diagnosticText, type ManifestSet } from '../manifests';
import { checkExpectation } from '../review/check-expectations';
import type { TestFile, TestFileProblem } from '../review/expectations-file';
import { renderJunit, renderTestLines, tally, type FileOutcome } from '../review/test-report';
import { EXIT } from './exit-codes';
import { lines, textOutput, type CommandOutput } from './output';

export const TEST_FORMATS = ['text', 'junit'] as const;
export type TestFormat = (typeof TEST_FORMATS)[number];

/** One test file as read: its expectations and the manifests they name, or why it can't be run. */
export type TestFileInput =
  | {
      readonly path: string;
      readonly file: TestFile;
      readonly set: ManifestSet;
      /** The line of the `manifests:` field, where an invalid manifest is reported. */
      readonly manifestsLine: number;
    }
  | { readonly path: string; readonly problems: readonly TestFileProblem[] };

/** One test file checked: its expectations' results, or its problems. */
export function checkTestFile(input: TestFileInput): FileOutcome {
  if ('problems' in input) return input;
  const { path, file, set, manifestsLine } = input;
  const invalid = set.diagnostics.filter((d) => d.severity === 'error');
  if (invalid.length > 0)
    return {
      path,
      problems: invalid.map((d) => ({
        line: manifestsLine,
        field: 'manifests',
        message: `invalid manifest: ${diagnosticText(d)}`,
      })),
    };
  const results = file.expect.map((e) => checkExpectation(set, e, file.omeRelease.behaviour));
  const note = file.omeRelease.note;
  return note === null ? { path, results } : { path, results, note };
}

export interface TestRun {
  readonly outcomes: readonly FileOutcome[];
  readonly output: CommandOutput;
}

/** `notes`: what reading the files had to say, as printed (`note: …`). */
export function testCommand(
  inputs: readonly TestFileInput[],
  notes: readonly string[],
  output: TestFormat,
): TestRun {
  const outcomes = inputs.map(checkTestFile);
  const { failed, broken } = tally(outcomes);
  const exitCode = failed + broken > 0 ? EXIT.failed : EXIT.ok;
  if (output === 'junit')
    return { outcomes, output: textOutput(renderJunit(outcomes), lines(notes), exitCode) };
  const text = renderTestLines(outcomes);
  return { outcomes, output: textOutput(text.stdout, lines(notes) + text.stderr, exitCode) };
}
