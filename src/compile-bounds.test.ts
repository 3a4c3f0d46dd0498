/**
 * The compile-time boundaries, proved: a probe compiled with a project's own options must fail
 * where that project promises no DOM (the workers) or no DOM and no Node (the pure layers), and a
 * clean probe must compile.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The first compile reads the standard library; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 60_000 });

function optionsOf(project: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}${project}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${project}`);
  return {
    ...parsed.options,
    noEmit: true,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
  };
}

/** Library and dependency files, parsed once for every probe (they are most of the work). */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The error codes of `code` compiled alone as `file` with the options of `project`. */
function compileErrors(project: string, file: string, code: string): number[] {
  const options = optionsOf(project);
  const path = `${ROOT}${file}`;
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    if (name === path) return ts.createSourceFile(name, code, language);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, language, ...rest));
    return parsed.get(name);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === path || fileExists(name);
  const program = ts.createProgram([path], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code);
}

const CANNOT_FIND_NAME = [2304, 2580, 2584, 2591];

describe.each([
  ['tsconfig.worker.json', 'src/worker/probe.ts', ['document.title', 'window.innerWidth']],
  [
    'tsconfig.pure.json',
    'src/engine/probe.ts',
    ['document.title', 'window.innerWidth', 'process.env', 'Buffer.from("")', 'self.postMessage'],
  ],
] as const)('%s', (project, file, forbidden) => {
  it.each(forbidden)('does not know `%s`', (expression) => {
    const errors = compileErrors(project, file, `export const probe = ${expression};\n`);
    expect(errors.some((code) => CANNOT_FIND_NAME.includes(code))).toBe(true);
  });

  it('compiles a clean probe', () => {
    expect(compileErrors(project, file, 'export const probe = [3, 1].toSorted();\n')).toEqual([]);
  });
});

it('the worker project still has what a worker needs', () => {
  const code = 'postMessage(1);\nexport const w = new Worker("w.js");\nsetTimeout(() => {}, 1);\n';
  expect(compileErrors('tsconfig.worker.json', 'src/worker/probe.ts', code)).toEqual([]);
});
