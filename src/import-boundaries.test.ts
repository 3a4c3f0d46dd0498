/**
 * The boundaries in eslint.config.js, proved: each probe is a small source that breaks one rule, linted
 * as if it were a file in that folder, and the rule that claims to catch it must fire. Each folder
 * also gets a clean probe that must pass, so a rule that fires on everything fails here too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Linting is quick once warm, but the whole suite shares a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the parser, the plugins and the resolver: not part of any one probe.
  await eslint.lintText('export {};', { filePath: `${ROOT}src/engine/warm-up.ts` });
}, 60_000);

/** The rule ids that fire on `code` linted as `filePath` (relative to the repository). */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} does not parse: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? 'none');
}

type Probe = readonly [file: string, code: string, rule: string];

const LAYER = 'import-x/no-restricted-paths';
/** The folders a layer may take types from but no code (TYPES_ONLY in eslint.config.js). */
const VALUES = 'layers/value-imports';
const layerProbes: Probe[] = [
  ['src/modelfiles/probe.ts', "export * from '../engine';", LAYER],
  ['src/lint/probe.ts', "export * from '../api';", LAYER],
  ['src/modelfiles/probe.ts', "export * from '../manifests';", LAYER],
  ['src/modelfiles/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/engine/probe.ts', "export * from '../manifests';", LAYER],
  ['src/engine/probe.ts', "export * from '../render/table';", LAYER],
  ['src/engine/probe.ts', "export * from '../share/codec';", LAYER],
  ['src/engine/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/engine/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/engine/probe.ts', "export * from '../state';", LAYER],
  ['src/engine/probe.ts', "export * from '../lint';", LAYER],
  ['src/manifests/probe.ts', "export * from '../lint';", LAYER],
  ['src/lint/probe.ts', "export * from '../render/table';", LAYER],
  ['src/lint/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/lint/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/manifests/probe.ts', "export * from '../render/table';", LAYER],
  ['src/manifests/probe.ts', "export * from '../share/codec';", LAYER],
  ['src/manifests/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/manifests/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/manifests/probe.ts', "export * from '../state';", LAYER],
  ['src/render/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/render/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/render/probe.ts', "export * from '../state';", LAYER],
  ['src/engine/probe.ts', "export * from '../review/compare';", LAYER],
  ['src/manifests/probe.ts', "export * from '../review/compare';", LAYER],
  ['src/render/probe.ts', "export * from '../review/compare';", LAYER],
  ['src/review/probe.ts', "export * from '../share/codec';", LAYER],
  ['src/review/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/review/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/review/probe.ts', "export * from '../state';", LAYER],
  // The commands' pipelines: above the pure layers, below the three surfaces that run them.
  ['src/engine/probe.ts', "export * from '../commands/explain';", LAYER],
  ['src/manifests/probe.ts', "export * from '../commands/output';", LAYER],
  ['src/lint/probe.ts', "export * from '../commands/lint';", LAYER],
  ['src/render/probe.ts', "export * from '../commands/output';", LAYER],
  ['src/review/probe.ts', "export * from '../commands/diff';", LAYER],
  ['src/commands/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/commands/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/commands/probe.ts', "export * from '../api';", LAYER],
  ['src/commands/probe.ts', "export * from '../share/codec';", LAYER],
  ['src/commands/probe.ts', "export * from '../state';", LAYER],
  ['src/state/probe.ts', "export * from '../commands/explain';", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../commands/output';", LAYER],
  // The public API: built on the pure layers, imported by nothing of the project.
  ['src/api/probe.ts', "export * from '../share/codec';", LAYER],
  ['src/api/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/api/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/api/probe.ts', "export * from '../state';", LAYER],
  ['src/engine/probe.ts', "export * from '../api';", LAYER],
  ['src/manifests/probe.ts', "export * from '../api';", LAYER],
  ['src/review/probe.ts', "export * from '../api';", LAYER],
  ['src/cli/probe.ts', "export * from '../api';", LAYER],
  ['src/worker/probe.ts', "export * from '../api';", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../api';", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../review/compare';", LAYER],
  ['src/share/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/share/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/share/probe.ts', "export * from '../state';", LAYER],
  ['src/worker/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/worker/probe.ts', "export * from '../state';", LAYER],
  ['src/worker/probe.ts', "import { App } from '../ui/App';\nexport const app = App;", LAYER],
  ['src/cli/probe.ts', "export * from '../worker/protocol';", LAYER],
  ['src/cli/probe.ts', "export * from '../state';", LAYER],
  ['src/cli/probe.ts', "import { App } from '../ui/App';\nexport const app = App;", LAYER],
  ['src/state/probe.ts', "export * from '../cli/main';", LAYER],
  ['src/state/probe.ts', "import { App } from '../ui/App';\nexport const app = App;", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../cli/main';", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../worker/analyze';", VALUES],
  ['src/ui/ranking/probe.ts', "export * from '../../worker/protocol';", VALUES],
  ['src/ui/ranking/probe.ts', "export * from '../../manifests';", VALUES],
  // Types only: `import { type X }` stays in the build as a bare import of the module.
  [
    'src/ui/ranking/probe.ts',
    "import { type TextEdit } from '../../manifests';\nexport type T = TextEdit;",
    VALUES,
  ],
  // The layers the UI may not read at all, not even their types.
  [
    'src/ui/ranking/probe.ts',
    "import type { Comparison } from '../../review/compare';\nexport type C = Comparison;",
    LAYER,
  ],
  ['src/ui/ranking/probe.ts', "export type * from '../../commands/output';", LAYER],
  // Folding, the outline and the share dialog's shorter text (src/text-aids) are the query
  // worker's, and no module of the YAML layer is exempt either.
  ['src/ui/editor/probe.ts', "export { unreadParts } from '../../text-aids/unread-parts';", VALUES],
  ['src/ui/share/probe.ts', "export { stripUnread } from '../../text-aids';", VALUES],
  ['src/ui/editor/probe.tsx', "export * from '../../yaml/parse';", LAYER],
  ['src/ui/ranking/probe.ts', "export * from '../../yaml';", LAYER],
  // The YAML layer knows no OME kind; the engine reads objects, never text.
  ['src/yaml/probe.ts', "export * from '../manifests';", LAYER],
  ['src/yaml/probe.ts', "export * from '../engine';", LAYER],
  ['src/engine/probe.ts', "export * from '../yaml';", LAYER],
  ['src/manifests/probe.ts', "export * from '../text-aids';", LAYER],
  ['src/lint/probe.ts', "export * from '../text-aids';", LAYER],
  ['src/cli/probe.ts', "export * from '../text-aids';", LAYER],
  ['src/main.tsx', "export * from './worker/query';", VALUES],
  // The UI parses no YAML, not even with a parser of its own.
  [
    'src/ui/editor/probe.ts',
    "import { parse } from 'yaml';\nexport const p = parse;",
    'no-restricted-imports',
  ],
];

/**
 * Every folder TypeScript compiles as pure (tsconfig.pure.json, no DOM and no Node types) must be
 * pure to ESLint too, and so must src/share (see eslint.config.js).
 */
const PURE_TSCONFIG = JSON.parse(
  readFileSync(join(ROOT, 'tsconfig.pure.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
) as { include: string[] };
const PURE_FOLDERS = [...PURE_TSCONFIG.include.map((path) => path.replace(/^src\//, '')), 'share'];
const impureCode: readonly [what: string, code: string, rule: string][] = [
  ['Math.random', 'export const r = Math.random();', 'no-restricted-properties'],
  ["Math['random']", "export const r = Math['random']();", 'no-restricted-properties'],
  ['new Date', 'export const d = new Date();', 'no-restricted-globals'],
  ['Date.now', 'export const d = Date.now();', 'no-restricted-globals'],
  ['performance.now', 'export const t = performance.now();', 'no-restricted-globals'],
  ['setTimeout', 'setTimeout(() => {}, 1);', 'no-restricted-globals'],
  ['setInterval', 'setInterval(() => {}, 1);', 'no-restricted-globals'],
  ['queueMicrotask', 'queueMicrotask(() => {});', 'no-restricted-globals'],
  ['fetch', "export const f = fetch('http://example.invalid/');", 'no-restricted-globals'],
  ['crypto', 'export const c = crypto.randomUUID();', 'no-restricted-globals'],
  ['globalThis', "export const g = globalThis['Da' + 'te'];", 'no-restricted-globals'],
  ['window', 'export const w = window.location;', 'no-restricted-globals'],
  ['process', 'export const e = process.env;', 'no-restricted-globals'],
  ['node:fs', "export { readFileSync } from 'node:fs';", 'import-x/no-nodejs-modules'],
  ['fs', "export { readFileSync } from 'fs';", 'import-x/no-nodejs-modules'],
];
const pureProbes: Probe[] = PURE_FOLDERS.flatMap((folder) =>
  impureCode.map(([, code, rule]) => [`src/${folder}/probe.ts`, code, rule] as const),
);

const EXTRANEOUS = 'import-x/no-extraneous-dependencies';
/** A devDependency imported by code that ships to Node (it is not installed with --omit=dev). */
const devDependencyProbes: Probe[] = [
  ['src/cli/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['src/engine/probe.ts', "export * from 'fast-check';", EXTRANEOUS],
  ['src/manifests/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['src/render/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['src/review/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['src/api/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['src/api/probe.ts', "export { useState } from 'react';", 'no-restricted-imports'],
  ['src/modelfiles/probe.ts', "export * from 'vitest';", EXTRANEOUS],
  ['bin/probe.mjs', "import { register } from 'tsx/esm/api';\nregister();", EXTRANEOUS],
  ['bin/probe.mjs', "export * from 'fast-check';", EXTRANEOUS],
  // Browser-only packages never reach the CLI, whichever list package.json puts them in.
  ['src/cli/probe.ts', "export { useState } from 'react';", 'no-restricted-imports'],
  ['src/engine/probe.ts', "export * from 'zustand/vanilla';", 'no-restricted-imports'],
  ['src/render/probe.ts', "export * from 'monaco-editor';", 'no-restricted-imports'],
];

const cases = [
  ...layerProbes.map((probe) => ['layers', ...probe] as const),
  ...pureProbes.map((probe) => ['pure folders', ...probe] as const),
  ...devDependencyProbes.map((probe) => ['runtime dependencies', ...probe] as const),
];

describe.each(['layers', 'pure folders', 'runtime dependencies'])('%s', (group) => {
  it.each(cases.filter(([g]) => g === group).map(([, file, code, rule]) => [file, code, rule]))(
    '%s: `%s` fails %s',
    async (file, code, rule) => {
      expect(await rulesFiredOn(file, code)).toContain(rule);
    },
  );
});

/** What each folder may do; none of it may fire a rule. */
const cleanProbes: readonly [file: string, code: string][] = [
  ['src/engine/probe.ts', "export const max = Math.max(1, 2);\nexport * from './types';"],
  ['src/manifests/probe.ts', "export * from '../engine';\nexport { load } from 'js-yaml';"],
  ['src/lint/probe.ts', "export * from '../engine';\nexport * from '../manifests';"],
  ['src/render/probe.ts', "export * from '../engine';\nexport * from '../manifests';"],
  ['src/review/probe.ts', "export * from '../engine';\nexport * from '../manifests';"],
  [
    'src/api/probe.ts',
    "export * from '../engine';\nexport * from '../review/compare';\nexport * from '../modelfiles';\nexport { load } from 'js-yaml';",
  ],
  ['src/share/probe.ts', "export * from '../engine/types';\nexport * from '../render/table';"],
  [
    'src/commands/probe.ts',
    "export * from '../review/compare';\nexport * from '../lint';\nexport * from '../modelfiles';",
  ],
  [
    'src/worker/probe.ts',
    "export * from '../manifests';\nexport * from '../render/table';\nexport * from '../commands/explain';",
  ],
  [
    'src/cli/probe.ts',
    "export * from '../render/kubectl';\nexport * from '../commands/explain';\nexport { readFileSync } from 'node:fs';\nexport const now = Date.now();",
  ],
  ['src/state/probe.ts', "export * from '../worker/client';\nexport * from 'zustand/vanilla';"],
  [
    'src/ui/ranking/probe.ts',
    "export * from '../../state';\nexport * from '../../worker/client';\nexport * from '../../worker/workers';\nexport * from 'react';\nexport * from 'vitest';",
  ],
  // The workers' answers and what they hold, as types: erased from the build.
  [
    'src/ui/ranking/probe.ts',
    "import type { RankingResult } from '../../worker/protocol';\nimport type { TextEdit } from '../../manifests';\nexport type { OutlineObject } from '../../text-aids';\nexport type R = [RankingResult, TextEdit];",
  ],
  ['src/main.tsx', "export type * from './worker/protocol';"],
  // Tests may use any layer, Node and devDependencies.
  [
    'src/engine/probe.test.ts',
    "export * from '../state';\nexport * from 'fast-check';\nexport { readFileSync } from 'node:fs';\nexport const r = Math.random();",
  ],
  ['scripts/probe.ts', "export * from 'tsx/esm/api';\nexport * from '../src/cli/main';"],
];

describe('allowed imports and code', () => {
  it.each(cleanProbes)('%s: `%s` passes', async (file, code) => {
    expect(await rulesFiredOn(file, code)).toEqual([]);
  });
});

interface Zone {
  readonly target: string;
  readonly from: string;
  readonly except?: readonly string[];
}

describe('the layer rule names only what exists', () => {
  it.each([
    'engine',
    'manifests',
    'render',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ])('src/%s', async (layer) => {
    const config = (await eslint.calculateConfigForFile(`${ROOT}src/${layer}/probe.ts`)) as {
      rules: Record<string, [unknown, { zones: Zone[] }]>;
    };
    const zones = [LAYER, VALUES].flatMap((rule) => config.rules[rule]?.[1].zones ?? []);
    expect(zones.length).toBeGreaterThan(0);
    const paths = zones.flatMap((zone) => [
      zone.target,
      zone.from,
      ...(zone.except ?? []).map((except) => join(zone.from, except)),
    ]);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });
});
