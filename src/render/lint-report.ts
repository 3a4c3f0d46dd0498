/**
 * `ome-sim lint`'s outputs: text (ESLint's layout), JSON, and SARIF 2.1.0 for GitHub code
 * scanning. Pure: findings (and what could not be checked) in, text out. Paths are written as
 * the findings carry them (the CLI makes them relative to the working directory first). The text
 * is for a terminal: what the manifests wrote (names, paths, values in messages) is made safe to
 * print as the explain table makes its cells (`sanitizeCell`); JSON and SARIF escape it themselves.
 */
import {
  countFindings,
  LINT_RULES,
  LINT_RULE_IDS,
  type LintFinding,
  type LintSeverity,
  type NotChecked,
} from '../lint';
import { sanitizeCell } from './width';

/** What an output shows: the findings, and the questions that could not be checked. */
export interface LintOutcome {
  readonly findings: readonly LintFinding[];
  readonly notChecked: readonly NotChecked[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `not checked: …`, one line per reason. */
const notCheckedLines = (notChecked: readonly NotChecked[]): string[] =>
  notChecked.map((n) => `not checked: ${sanitizeCell(n.message)}`);

/**
 * One block per file: `  line:column  severity  message  rule`, then the totals, then what could
 * not be checked (also when nothing was found, so a clean run is not taken for a checked one).
 */
export function renderText({ findings, notChecked }: LintOutcome): string {
  if (findings.length === 0)
    return notChecked.length === 0 ? '' : `${notCheckedLines(notChecked).join('\n')}\n`;
  const lines: string[] = [];
  let source: string | null = null;
  for (const f of findings) {
    if (f.source !== source) {
      if (source !== null) lines.push('');
      lines.push(sanitizeCell(f.source));
      source = f.source;
    }
    const at = `${f.line ?? 0}:${f.column ?? 0}`;
    lines.push(`  ${at.padEnd(7)} ${f.severity.padEnd(7)} ${sanitizeCell(f.message)}  ${f.rule}`);
  }
  const { errors, warnings, infos } = countFindings(findings);
  lines.push(
    '',
    `${plural(findings.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(infos, 'info')})`,
    ...notCheckedLines(notChecked),
    '',
  );
  return lines.join('\n');
}

/** What could not be checked, as `-o json` lists it: a count beside the objects. */
const notCheckedJson = (notChecked: readonly NotChecked[]) =>
  notChecked.map((n) => ({ ...n, count: n.objects.length }));

export function renderJson({ findings, notChecked }: LintOutcome): string {
  const counts = countFindings(findings);
  const log = { findings, ...counts, notChecked: notCheckedJson(notChecked) };
  return `${JSON.stringify(log, null, 2)}\n`;
}

const SARIF_LEVEL: Record<LintSeverity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/**
 * Where a finding's file is: relative to the checkout (`%SRCROOT%`, which code scanning resolves),
 * or a `file://` URI for a file outside it (the CLI gives those absolute).
 */
const artifactLocation = (source: string) =>
  source.startsWith('/')
    ? { uri: `file://${encodeURI(source)}` }
    : { uri: encodeURI(source), uriBaseId: '%SRCROOT%' };

/** `catch-all` → `CatchAll`: SARIF's rule `name` is an identifier-like label. */
const ruleName = (id: string) =>
  id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

export interface SarifOptions {
  /** ome-sim's version. */
  readonly version: string;
}

/**
 * SARIF 2.1.0: one run, every rule in `tool.driver.rules` with its help text, one result per
 * finding at its file (a URI relative to the checkout: `%SRCROOT%`) and line. A finding without a
 * line (its object's position unknown) points at line 1, since code scanning needs a line.
 */
export function renderSarif({ findings, notChecked }: LintOutcome, options: SarifOptions): string {
  const rules = LINT_RULES.map((rule) => {
    const id = rule.id;
    return {
      id,
      name: ruleName(id),
      shortDescription: { text: rule.title },
      fullDescription: { text: rule.help },
      help: { text: rule.help, markdown: `**${rule.title}**\n\n${rule.help}` },
      defaultConfiguration: { level: SARIF_LEVEL[rule.severity] },
    };
  });
  const results = findings.map((f) => ({
    ruleId: f.rule,
    ruleIndex: LINT_RULE_IDS.indexOf(f.rule),
    level: SARIF_LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(f.source),
          region: {
            startLine: f.line ?? 1,
            ...(f.column === null ? {} : { startColumn: f.column }),
          },
        },
        ...(f.object === null ? {} : { logicalLocations: [{ name: f.object, kind: 'object' }] }),
      },
    ],
  }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'ome-sim',
            semanticVersion: options.version,
            rules,
          },
        },
        // What could not be checked: run-level notes, which code scanning shows with the run.
        ...(notChecked.length === 0
          ? {}
          : {
              invocations: [
                {
                  executionSuccessful: true,
                  toolExecutionNotifications: notChecked.map((n) => ({
                    descriptor: { id: `not-checked/${n.reason}` },
                    level: 'note',
                    message: { text: `Not checked: ${n.message}` },
                  })),
                },
              ],
            }),
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
