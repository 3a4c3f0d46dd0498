/**
 * The catalog view: `ome-sim lint` over the whole text, computed by the query worker as the text
 * changes (with the cluster-wide view), its findings grouped by rule — each a button to its
 * line in the editor —, what it could not check and why, and, for each runtime, the models and
 * InferenceServices it wins now.
 */
import { useMemo } from 'react';
import type { LintFinding, LintReport, LintRuleId, LintRuleSummary } from '../../lint';
import { omeBehaviourOf } from '../../state';
import type { ClusterSelection } from '../../engine';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore } from '../store-context';
import './catalog.css';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

function byRule(report: LintReport | null): [LintRuleSummary, LintFinding[]][] {
  if (report === null) return [];
  const groups = new Map<LintRuleId, LintFinding[]>();
  for (const f of report.findings) groups.set(f.rule, [...(groups.get(f.rule) ?? []), f]);
  return report.rules
    .map((rule): [LintRuleSummary, LintFinding[]] => [rule, groups.get(rule.id) ?? []])
    .sort(
      ([a], [b]) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.id < b.id ? -1 : 1),
    );
}

function winsByRuntime(cells: readonly ClusterSelection[]): [string, ClusterSelection[]][] {
  const wins = new Map<string, ClusterSelection[]>();
  for (const cell of cells) {
    if (cell.selected === null) continue;
    const key = `${cell.selected.name} (${cell.selected.scope})`;
    wins.set(key, [...(wins.get(key) ?? []), cell]);
  }
  return [...wins].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** A message with its command-line flags as code, each kept on one line. */
const withFlags = (message: string) =>
  message.split(/(--[a-z-]+(?: [A-Z=]+)?)/).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="catalog-flag">
        {part}
      </code>
    ) : (
      part
    ),
  );

export function CatalogView() {
  const clusterWide = useAppStore((s) => s.clusterWide);
  const error = useAppStore((s) => s.clusterWideError);
  const fresh = useAppStore(
    (s) =>
      s.clusterWide !== null &&
      s.clusterWide.text === s.text &&
      s.clusterWide.omeVersion === omeBehaviourOf(s),
  );
  const { reveal } = useEditorCommands();
  const groups = useMemo(() => byRule(clusterWide?.lint ?? null), [clusterWide]);
  const wins = useMemo(() => winsByRuntime(clusterWide?.cells ?? []), [clusterWide]);
  if (clusterWide === null || clusterWide.lint === null)
    return <p className="muted placeholder">{error ?? 'Linting the catalog…'}</p>;
  const findings = clusterWide.lint.findings;
  const count = (severity: string) => findings.filter((f) => f.severity === severity).length;
  return (
    <div className={fresh ? 'catalog' : 'catalog is-stale'}>
      {error !== null && <p className="note note-error">{error}</p>}
      <h3 className="catalog-heading">Lint</h3>
      <p className="muted catalog-summary" role="status">
        {findings.length === 0
          ? 'No findings: ome-sim lint has nothing to say about these manifests.'
          : `${findings.length} findings: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} infos (ome-sim lint; docs/lint.md).`}
      </p>
      {clusterWide.lint.notChecked.map((n) => (
        <p key={`${n.kind}/${n.reason}`} className="note catalog-not-checked">
          <strong>Not checked:</strong> {withFlags(n.message)}
        </p>
      ))}
      {groups.map(([rule, ofRule]) => (
        <section key={rule.id} className="catalog-rule" aria-labelledby={`lint-rule-${rule.id}`}>
          <h4 id={`lint-rule-${rule.id}`}>
            <span className={`severity severity-${rule.severity}`}>{rule.severity}</span>{' '}
            <code>{rule.id}</code> <span className="catalog-count">{ofRule.length}</span>
            <span className="catalog-title">{rule.title}</span>
          </h4>
          <ul>
            {ofRule.map((f, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="link-button catalog-line"
                  disabled={f.line === null}
                  onClick={() => f.line !== null && reveal(f.line, f.column ?? 1)}
                  aria-label={`Go to line ${f.line}: ${f.message}`}
                >
                  line {f.line ?? '?'}
                </button>{' '}
                <span>{f.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h3 className="catalog-heading">What each runtime wins now</h3>
      {wins.length === 0 ? (
        <p className="muted">No runtime is selected for any model or InferenceService.</p>
      ) : (
        <table className="catalog-wins">
          <caption className="visually-hidden">What each runtime wins now</caption>
          <thead>
            <tr>
              <th scope="col">Runtime</th>
              <th scope="col">Selected for</th>
            </tr>
          </thead>
          <tbody>
            {wins.map(([runtime, cells]) => (
              <tr key={runtime}>
                <td className="runtime-name">{runtime}</td>
                <td>
                  {cells
                    .map((c) => `${c.kind === 'isvc' ? 'isvc ' : ''}${c.name} in ${c.namespace}`)
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
