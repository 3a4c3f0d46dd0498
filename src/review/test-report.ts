/**
 * `ome-sim test` output: one line per expectation and a summary (control characters from the
 * files escaped as the explain table escapes them), or JUnit XML for CI systems.
 */
import { sanitizeCell } from '../render/width';
import type { CheckResult } from './check-expectations';
import type { TestFileProblem } from './expectations-file';

/** One test file's outcome: its expectations checked, or why it could not be read. */
export type FileOutcome =
  | {
      readonly path: string;
      readonly results: readonly CheckResult[];
      /** Why the file's `omeVersion` is ranked with another release's behaviour, if it is. */
      readonly note?: string;
    }
  | { readonly path: string; readonly problems: readonly TestFileProblem[] };

export const problemText = (path: string, p: TestFileProblem): string =>
  `${path}: line ${p.line}${p.field === '' ? '' : `: ${p.field}`}: ${p.message}`;

export interface Tally {
  readonly passed: number;
  readonly failed: number;
  readonly broken: number;
}

export function tally(outcomes: readonly FileOutcome[]): Tally {
  let passed = 0;
  let failed = 0;
  let broken = 0;
  for (const o of outcomes) {
    if ('problems' in o) broken++;
    else
      for (const r of o.results) {
        if (r.passed) passed++;
        else failed++;
      }
  }
  return { passed, failed, broken };
}

export function summaryText(outcomes: readonly FileOutcome[]): string {
  const { passed, failed, broken } = tally(outcomes);
  const files = `${outcomes.length} file${outcomes.length === 1 ? '' : 's'}`;
  const bad = broken > 0 ? `, ${broken} malformed file${broken === 1 ? '' : 's'}` : '';
  return `${passed} passed, ${failed} failed${bad} (${files})`;
}

/** `PASS path:line model … in ns: runtime (Scope)` or `FAIL …: what OME does and why`. */
export function renderTestLines(outcomes: readonly FileOutcome[]): {
  stdout: string;
  stderr: string;
} {
  const out: string[] = [];
  const err: string[] = [];
  for (const o of outcomes) {
    if ('problems' in o) {
      for (const p of o.problems) err.push(`error: ${problemText(o.path, p)}`);
      continue;
    }
    if (o.note !== undefined) err.push(`note: ${o.path}: ${o.note}`);
    for (const r of o.results) {
      const where = `${o.path}:${r.expectation.line} ${r.title}`;
      if (r.passed) out.push(`PASS ${where}: ${r.actual}`);
      else out.push(`FAIL ${where}: ${r.failures.join('; ')}`);
    }
  }
  out.push(summaryText(outcomes));
  // Each line names runtimes, models and paths from the user's files: safe to print, one line each.
  const lines = (texts: string[]) => texts.map((t) => `${sanitizeCell(t)}\n`).join('');
  return { stdout: lines(out), stderr: lines(err) };
}

const xml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all.
    // eslint-disable-next-line no-control-regex -- these are exactly the ones to remove
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

/** JUnit XML: a suite per file, a test case per expectation; a malformed file is one error case. */
export function renderJunit(outcomes: readonly FileOutcome[]): string {
  const { passed, failed, broken } = tally(outcomes);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ome-sim test" tests="${passed + failed + broken}" failures="${failed}" errors="${broken}">`,
  ];
  for (const o of outcomes) {
    if ('problems' in o) {
      lines.push(
        `  <testsuite name="${xml(o.path)}" tests="1" failures="0" errors="1">`,
        `    <testcase classname="${xml(o.path)}" name="test file">`,
        `      <error message="malformed test file">${xml(o.problems.map((p) => problemText(o.path, p)).join('\n'))}</error>`,
        '    </testcase>',
        '  </testsuite>',
      );
      continue;
    }
    const failures = o.results.filter((r) => !r.passed).length;
    lines.push(
      `  <testsuite name="${xml(o.path)}" tests="${o.results.length}" failures="${failures}" errors="0">`,
    );
    for (const r of o.results) {
      const open = `    <testcase classname="${xml(o.path)}" name="${xml(`${r.title} (line ${r.expectation.line})`)}"`;
      if (r.passed) {
        lines.push(`${open}/>`);
        continue;
      }
      const text = r.failures.join('\n');
      lines.push(
        `${open}>`,
        `      <failure message="${xml(r.failures[0]!)}">${xml(`${o.path}:${r.expectation.line}\n${text}`)}</failure>`,
        '    </testcase>',
      );
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
