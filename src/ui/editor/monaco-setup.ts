/**
 * Monaco, set up once: the slim ESM entry with YAML highlighting, the editor and monaco-yaml
 * workers bundled locally (no CDN), monaco-yaml for completion and hover from OME_SCHEMA, and
 * the app's two themes. monaco-yaml's own validation is off: problems come from the engine
 * worker's loader, the one YAML parser whose verdict counts.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/yaml/register';
import { configureMonacoYaml } from 'monaco-yaml';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import YamlWorker from './yaml.worker?worker';
import { OME_SCHEMA } from './ome-schema';
import { withoutCommentCompletion } from './yaml-comment';

/** The model's URI; the schema applies to it by this name. */
export const MANIFESTS_URI = 'file:///manifests.yaml';

self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) =>
    label === 'yaml' ? new YamlWorker() : new EditorWorker(),
};

interface LegacyWorkerOptions {
  readonly label?: string;
  readonly createData?: unknown;
  readonly host?: Record<string, (...args: unknown[]) => unknown>;
  readonly keepIdleModels?: boolean;
  readonly worker?: unknown;
}

/*
 * monaco-yaml 5.5.1 calls createWebWorker({ label, moduleId, createData }), the pre-0.55 form;
 * monaco 0.57 only takes { worker, host, keepIdleModels }. Translate the old call to the new one
 * (the worker then expects an 'ignore' message and the createData, as monaco's old loader sent).
 */
const createWebWorker = monaco.editor.createWebWorker;
type WorkerOptions = Parameters<typeof createWebWorker>[0];
(monaco.editor as { createWebWorker: (o: LegacyWorkerOptions) => unknown }).createWebWorker = (
  options,
) => {
  if (options.worker !== undefined) return createWebWorker(options as WorkerOptions);
  const worker = Promise.resolve(
    self.MonacoEnvironment!.getWorker!('workerMain.js', options.label ?? 'monaco-editor-worker'),
  ).then((w) => {
    w.postMessage('ignore');
    w.postMessage(options.createData);
    return w;
  });
  return createWebWorker({
    worker,
    host: options.host,
    keepIdleModels: options.keepIdleModels,
  } as WorkerOptions);
};

// monaco-yaml registers its completion through this: wrapped, it stays quiet inside comments.
const registerCompletion = monaco.languages.registerCompletionItemProvider;
monaco.languages.registerCompletionItemProvider = (language, provider) =>
  registerCompletion(language, language === 'yaml' ? withoutCommentCompletion(provider) : provider);

configureMonacoYaml(monaco, {
  enableSchemaRequest: false,
  validate: false,
  completion: true,
  hover: true,
  hoverSchemaSource: false,
  format: { enable: false },
  schemas: [
    {
      fileMatch: [MANIFESTS_URI],
      uri: 'inmemory://ome-sim/ome-kinds.schema.json',
      schema: OME_SCHEMA,
    },
  ],
});

// Token colours that Monaco's own themes draw below 4.5:1 (WCAG AA) on the editor's background
// or on its highlight of the selected word's other occurrences: YAML keys and numbers in the
// light theme (teal and green), comments in the dark one.
monaco.editor.defineTheme('ome-light', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'type', foreground: '00696b' },
    { token: 'number', foreground: '07704a' },
  ],
  colors: { 'editor.background': '#ffffff', 'editorGutter.background': '#f7f8fa' },
});
monaco.editor.defineTheme('ome-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '7aab64' }],
  colors: { 'editor.background': '#15181e', 'editorGutter.background': '#15181e' },
});

export const editorThemeName = (theme: 'light' | 'dark'): string =>
  theme === 'dark' ? 'ome-dark' : 'ome-light';

export { monaco };
