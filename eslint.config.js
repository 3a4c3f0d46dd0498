// Lint, including the boundaries: yaml ← engine ← manifests ← lint ← render/review ← commands ← worker/cli/api ← state ← ui
// (some folders open to a higher layer for types only), pure folders without clock, randomness,
// timers, network or Node, and runtime code on `dependencies` only. src/import-boundaries.test.ts
// proves each rule with a probe that must fail.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const LAYERS = [
  'modelfiles',
  'yaml',
  'engine',
  'manifests',
  'text-aids',
  'lint',
  'render',
  'review',
  'share',
  'commands',
  'api',
  'worker',
  'cli',
  'state',
  'ui',
];

/** What each layer may not import (a layer's own folder and the ones below it are allowed). */
const FORBIDDEN = {
  // Reading a model's own files (config.json, safetensors headers): below everything, pure.
  modelfiles: [
    'yaml',
    'engine',
    'manifests',
    'text-aids',
    'lint',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  // Positioned YAML (src/yaml/README.md): text in, nodes with offsets out; it knows no OME kind.
  yaml: [
    'modelfiles',
    'engine',
    'manifests',
    'text-aids',
    'lint',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  // The rules read objects, never text.
  engine: [
    'yaml',
    'manifests',
    'text-aids',
    'lint',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  manifests: [
    'text-aids',
    'lint',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  // What the editor shows about its text (folds, outline): the query worker answers it.
  'text-aids': [
    'lint',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  // `ome-sim lint`'s rules read decoded manifests and the engine; the CLI, the worker and the API
  // run them.
  lint: [
    'text-aids',
    'render',
    'review',
    'commands',
    'api',
    'share',
    'worker',
    'cli',
    'state',
    'ui',
  ],
  // The pure renderers and codecs never reach for the browser's worker or the Node CLI.
  render: ['text-aids', 'review', 'commands', 'api', 'worker', 'cli', 'state', 'ui'],
  // Reviewing changes (runtime diff, ome-sim test) reads manifests and ranks them: pure, below the CLI.
  review: ['text-aids', 'commands', 'api', 'share', 'worker', 'cli', 'state', 'ui'],
  // The public API ('ome-sim' in an installed copy, docs/api.md): the pure layers behind one
  // surface, for other programs. Nothing of the project imports it.
  api: ['text-aids', 'share', 'worker', 'cli', 'state', 'ui'],
  share: ['text-aids', 'review', 'commands', 'api', 'worker', 'cli', 'state', 'ui'],
  // The pipelines of the commands (explain, map, lint, diff, test, model inspect): pure, below the
  // three surfaces that run them (the CLI, the library, the app's workers).
  commands: ['text-aids', 'share', 'api', 'worker', 'cli', 'state', 'ui'],
  // The worker runs in the browser, the CLI in Node: neither imports the other.
  worker: ['api', 'cli', 'state', 'ui'],
  cli: ['text-aids', 'api', 'worker', 'state', 'ui'],
  state: ['commands', 'api', 'cli', 'ui'],
  // The UI parses no YAML (that is the worker's job) and sees the worker only through its clients.
  ui: ['yaml', 'api', 'cli', 'manifests', 'text-aids', 'review', 'commands', 'worker'],
};

/**
 * Folders a layer may import types from, though not code: `import type` and `export type` are
 * erased from the build (verbatimModuleSyntax), so they bring no parser and no worker internals
 * along. The UI reads the workers' answers (worker/protocol) and what they hold (manifests,
 * text-aids) this way. `import { type X }` is not type-only: it stays as a bare import.
 */
const TYPES_ONLY = { ui: ['manifests', 'text-aids', 'worker'] };

/**
 * Files of src/worker the main thread may import: the client and the workers it starts, not the
 * workers' internals.
 */
const WORKER_CLIENTS = ['./client.ts', './workers.ts'];

/** Why a UI file may not import a folder, where the one-way rule alone does not say it. */
const UI_REASONS = {
  yaml: 'the UI parses no YAML: the worker does, off the main thread',
  manifests: 'the UI parses no YAML: the worker does, off the main thread',
  'text-aids': 'the UI parses no YAML: the query worker finds folds and the outline',
  review: 'the UI parses no YAML: reviewing changes reads manifests, in the worker or the CLI',
  worker:
    "the UI uses the workers only through their client (client.ts, workers.ts), never the workers' internals",
};

const zonesFor = (layer, froms, target = `./src/${layer}`) =>
  froms.map((from) => ({
    target,
    from: `./src/${from}`,
    ...(layer === 'ui' && from === 'worker' ? { except: WORKER_CLIENTS } : {}),
    message:
      (layer === 'ui' && from in UI_REASONS
        ? `src/ui must not import src/${from}: ${UI_REASONS[from]}.`
        : `src/${layer} must not depend on src/${from} (dependencies point one way: yaml ← engine ← manifests ← lint ← render/review ← commands ← worker/cli/api ← state ← ui).`) +
      (TYPES_ONLY[layer]?.includes(from) ? ' Its types may be imported with `import type`.' : ''),
  }));

const restrictedPaths = importX.rules['no-restricted-paths'];

/**
 * import-x's no-restricted-paths, except that a declaration that is all types (`import type`,
 * `export type`) passes: for the TYPES_ONLY zones.
 */
const valueImports = {
  meta: restrictedPaths.meta,
  create(context) {
    const isTypeOnly = (node) =>
      node.parent?.importKind === 'type' || node.parent?.exportKind === 'type';
    const report = (descriptor) => {
      if (!isTypeOnly(descriptor.node)) context.report(descriptor);
    };
    return restrictedPaths.create(Object.create(context, { report: { value: report } }));
  },
};

const layerRule = (layer, target) => {
  const typesOnly = TYPES_ONLY[layer] ?? [];
  const banned = FORBIDDEN[layer].filter((from) => !typesOnly.includes(from));
  return {
    'import-x/no-restricted-paths': ['error', { zones: zonesFor(layer, banned, target) }],
    ...(typesOnly.length > 0
      ? { 'layers/value-imports': ['error', { zones: zonesFor(layer, typesOnly, target) }] }
      : {}),
  };
};

/**
 * The pure folders, defined once: tsconfig.pure.json's `include` (compiled with no DOM and no Node
 * types). src/share is deterministic too and linted as pure, but it needs the web platform's
 * base64 and compression APIs (present in browsers and Node alike), which that tsconfig's `lib`
 * leaves out, so it compiles with the app.
 */
const PURE_TSCONFIG = JSON.parse(
  readFileSync(new URL('./tsconfig.pure.json', import.meta.url), 'utf8').replace(
    /^\s*\/\/.*$/gm,
    '',
  ),
);
export const PURE_FOLDERS = [
  ...PURE_TSCONFIG.include.map((path) => path.replace(/^src\//, '')),
  'share',
];

/** Non-deterministic or environment-bound globals, banned where results must be pure. */
const IMPURE_GLOBALS = [
  ['Date', 'no clock in pure code: take the time as an argument'],
  ['performance', 'no clock in pure code'],
  ['setTimeout', 'no timers in pure code'],
  ['setInterval', 'no timers in pure code'],
  ['setImmediate', 'no timers in pure code'],
  ['clearTimeout', 'no timers in pure code'],
  ['clearInterval', 'no timers in pure code'],
  ['queueMicrotask', 'no scheduling in pure code'],
  ['requestAnimationFrame', 'no scheduling in pure code'],
  ['fetch', 'no network: ome-sim makes no requests'],
  ['XMLHttpRequest', 'no network: ome-sim makes no requests'],
  ['WebSocket', 'no network: ome-sim makes no requests'],
  ['crypto', 'no randomness in pure code'],
  ['process', 'no Node in pure code'],
  ['require', 'no Node in pure code'],
  ['Buffer', 'no Node in pure code'],
  ['window', 'no DOM in pure code'],
  ['document', 'no DOM in pure code'],
  ['navigator', 'no DOM in pure code'],
  ['localStorage', 'no DOM in pure code'],
  ['self', 'no worker scope in pure code'],
  ['globalThis', 'no global object in pure code (it would hide the globals banned here)'],
].map(([name, message]) => ({ name, message }));

const pureRules = {
  'no-restricted-globals': ['error', ...IMPURE_GLOBALS],
  // `Math` itself is fine; its one random member is not (no-restricted-globals cannot see members).
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'no randomness in pure code' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[object.name='Math'][computed=true]",
      message: 'no computed Math members in pure code (it would hide Math.random)',
    },
    { selector: 'ImportExpression', message: 'no dynamic import in pure code' },
  ],
  'import-x/no-nodejs-modules': 'error',
};

/** Only `dependencies` and Node built-ins: what `npm install --omit=dev` leaves. */
const onlyDependencies = (whitelist = []) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    { devDependencies: false, optionalDependencies: false, peerDependencies: false, whitelist },
  ],
});

/**
 * Packages the CLI build inlines into its bundle (see the CLI's build config), so they may be
 * devDependencies. The CLI's sources may import these and `dependencies`, nothing else from npm.
 * Only those actually listed count: a package in no list at all is still reported.
 */
const { devDependencies = {} } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);
const CLI_BUNDLED = ['yaml', 'js-yaml', 'semver'].filter((name) => name in devDependencies);

/** Browser-only packages: bundled into the app, never part of the CLI. */
const BROWSER_ONLY = ['react', 'react-dom', 'monaco-editor', 'monaco-yaml', 'zustand'];

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, layers: { rules: { 'value-imports': valueImports } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Anything may use devDependencies unless a block below says otherwise (tests, scripts,
      // configs, and the browser code that Vite bundles into dist/).
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
    },
  },
  // Layers: one block per folder of src/ (tests may import any layer).
  ...LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: layerRule(layer),
  })),
  {
    // The app's entry point is part of the UI.
    files: ['src/main.tsx'],
    rules: layerRule('ui', './src/main.tsx'),
  },
  {
    // Pure: same input, same output, anywhere.
    files: [`src/{${PURE_FOLDERS.join(',')}}/**/*.ts`],
    ignores: TESTS,
    rules: pureRules,
  },
  {
    // Browser code never loads Node modules.
    files: ['src/{modelfiles,worker,state,ui}/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: TESTS,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // What the CLI and the API are built from: they must work after `npm install --omit=dev`.
    files: ['src/{cli,api,commands,modelfiles,engine,manifests,lint,render,review}/**/*.ts'],
    ignores: TESTS,
    rules: {
      ...onlyDependencies(CLI_BUNDLED),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: BROWSER_ONLY.flatMap((name) => [name, `${name}/*`]),
              message: 'Browser-only package: the CLI and the pure layers never load it.',
            },
          ],
        },
      ],
    },
  },
  {
    // `ome-sim` itself, run by Node as it is shipped (not bundled).
    files: ['bin/**/*.{js,mjs,cjs,ts}'],
    rules: onlyDependencies(),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['yaml', 'js-yaml'].map((name) => ({
            name,
            message: 'The UI parses no YAML: the worker does, off the main thread.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, never HTML.',
        },
      ],
    },
  },
);
