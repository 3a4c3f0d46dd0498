/**
 * The accelerator decision's table and JSON, as golden files a reviewer can read
 * (scenarios/golden/accelerator-*.txt): decisions of scenario cases, rendered as the CLI will
 * print them. `UPDATE_GOLDEN=1 npx vitest run src/render/accelerator-render` rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decisionOf } from '../test-support/accelerator-scenario';
import { renderAcceleratorJson } from './accelerator-json';
import { renderAcceleratorTable } from './accelerator-table';

const scenario = (path: string) =>
  fileURLToPath(new URL(`../../scenarios/accelerator/${path}`, import.meta.url));
const golden = (name: string) =>
  fileURLToPath(new URL(`../../scenarios/golden/${name}.txt`, import.meta.url));

interface GoldenCase {
  readonly name: string;
  readonly scenario: string;
  readonly case: string;
  readonly render: 'table' | 'wide-table' | 'json';
}

const CASES: readonly GoldenCase[] = [
  {
    name: 'accelerator-best-fit',
    scenario: 'go/selector-best-fit-integration.yaml',
    case: '40GB requirement - A100 best fit',
    render: 'table',
  },
  {
    name: 'accelerator-excluded-unwrapped',
    scenario: 'go/selector-best-fit-integration.yaml',
    case: 'Single candidate after filtering',
    render: 'wide-table',
  },
  {
    name: 'accelerator-precedence',
    scenario: 'rules/precedence.yaml',
    case: "The engine's override name beats the selector's; the decoder, without one, takes the selector's",
    render: 'table',
  },
  {
    name: 'accelerator-settings',
    scenario: 'rules/settings.yaml',
    case: "On h100, with the auto-selected runtime's autoSelect entry",
    render: 'table',
  },
  {
    name: 'accelerator-errors',
    scenario: 'rules/policies.yaml',
    case: 'BestFit without constraints panics in OME as soon as two candidates are left',
    render: 'table',
  },
  {
    name: 'accelerator-tie-json',
    scenario: 'rules/policies.yaml',
    case: "BestFit cannot tell the two H100s apart; the runtime's order decides (Go's sort keeps it up to 12)",
    render: 'json',
  },
  {
    name: 'accelerator-settings-json',
    scenario: 'rules/settings.yaml',
    case: 'A named runtime is rendered with its best entry, autoSelect or not; a runner with resources keeps its own',
    render: 'json',
  },
];

function rendered(c: GoldenCase): string {
  const decision = decisionOf(scenario(c.scenario), c.case);
  if (c.render === 'json') return renderAcceleratorJson(decision);
  return renderAcceleratorTable(decision, c.render === 'table' ? 80 : 0);
}

describe('accelerator golden outputs', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const text = rendered(c);
      if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(golden(c.name), text);
      expect(existsSync(golden(c.name)), `${c.name}.txt exists`).toBe(true);
      expect(text).toBe(readFileSync(golden(c.name), 'utf8'));
    });
  }

  it('the JSON is plain JSON: it reads back as it was written', () => {
    const text = rendered(CASES.find((c) => c.render === 'json')!);
    expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text);
  });
});
