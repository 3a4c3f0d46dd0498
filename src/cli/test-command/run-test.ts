/**
 * `ome-sim test FILE|DIR …`'s arguments and files: the test files found and read, with the
 * manifests each names; the checks and the output are src/commands/test.ts.
 */
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EXIT } from '../../commands/exit-codes';
import {
  testCommand,
  TEST_FORMATS,
  type TestFileInput,
  type TestFormat,
} from '../../commands/test';
import { holdsObjects, noObjectsError } from '../../commands/input';
import { loadManifests } from '../../manifests';
import { parseTestFile } from '../../review/expectations-file';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { defineFlags, parseFlags } from '../flags/parse-flags';
import { isTestFileName, readManifests, readTextFile } from '../read';
import { fillModels } from '../load-inputs';
import { writeError, writeOutput, type Streams } from '../streams';

/** `test`'s flags: what it parses and what its --help lists. */
const TEST_FLAGS = defineFlags({
  command: 'ome-sim test',
  wording: 'ome-sim',
  positionals: 'collect',
  helpColumn: 25,
  flags: [
    {
      ...flag.RECURSIVE,
      help: [
        "read the folders a test file's manifests: lists with their subfolders,",
        "in the order kubectl reads them (without it, a folder's own files only)",
      ],
    },
    { ...flag.OUTPUT, help: ['text (default): PASS/FAIL lines and a summary; junit: JUnit XML'] },
    {
      ...flag.MODEL_ROOT,
      help: [
        "fill every model whose agent fields are empty, in every test file's",
        "manifests, from its files under DIR, as OME's model agent would (see",
        'ome-sim runtime explain --help); repeatable',
      ],
    },
  ],
});

export const TEST_USAGE = `ome-sim test: checks which runtime OME must pick, as test files beside the manifests say (offline).

Usage:
  ome-sim test FILE|DIR [FILE|DIR ...] [-R] [-o text|junit] [--model-root DIR ...]

Checks test files: which runtime OME must pick for a model or InferenceService. A directory is
searched recursively for files named ome-sim-test.yaml (or .yml, or ending in .ome-sim-test.yaml).

Flags:
${flagHelp(TEST_FLAGS)}`;

async function testFilesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await testFilesUnder(path)));
    else if (isTestFileName(entry.name)) found.push(path);
  }
  return found;
}

/** Reads one test file and loads the manifests it names; the reader's notes go to `notes`. */
async function readTestFile(
  path: string,
  options: { readonly recursive: boolean; readonly modelRoots: readonly string[] },
  notes: string[],
): Promise<TestFileInput> {
  const text = await readTextFile(path);
  if (typeof text !== 'string')
    return { path, problems: [{ line: 1, field: '', message: text.error }] };
  const parsed = parseTestFile(text);
  if (!parsed.ok) return { path, problems: parsed.problems };
  const { file, lineOf } = parsed;
  const base = dirname(resolve(path));
  const problems = [];
  const paths: string[] = [];
  for (const [i, manifest] of file.manifests.entries()) {
    const absolute = resolve(base, manifest);
    try {
      await stat(absolute);
      paths.push(absolute);
    } catch {
      problems.push({
        line: lineOf(['manifests', i]),
        field: `manifests[${i}]`,
        message: `no such file or directory (relative to the test file): ${manifest}`,
      });
    }
  }
  if (problems.length > 0) return { path, problems };
  const read = await readManifests(paths, {
    recursive: options.recursive || file.recursive,
    besideTests: true,
  });
  if ('error' in read)
    return { path, problems: [{ line: 1, field: 'manifests', message: read.error }] };
  notes.push(...read.notes.map((note) => `note: ${path}: ${note}`));
  const filled = await fillModels(read.sources, { modelRoots: options.modelRoots });
  if ('error' in filled)
    return { path, problems: [{ line: 1, field: 'manifests', message: filled.error }] };
  notes.push(...filled.notes.map((note) => note.replace(/^note: /, `note: ${path}: `)));
  const set = loadManifests(filled.sources);
  const manifestsLine = lineOf(['manifests']);
  // Expectations checked against nothing would fail for the wrong reason, or pass by accident.
  if (!holdsObjects(set))
    return {
      path,
      problems: [
        { line: manifestsLine, field: 'manifests', message: noObjectsError(file.manifests) },
      ],
    };
  return { path, file, set, manifestsLine };
}

export async function runTests(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parseFlags(argv, TEST_FLAGS);
  if (parsed.kind === 'help') {
    io.stdout.write(TEST_USAGE);
    return EXIT.ok;
  }
  const fail = (message: string): number => writeError(io, message, EXIT.failed);
  if (parsed.kind === 'error') return fail(parsed.message);
  const flags = parsed.flags;
  const output = flags.value('output') ?? 'text';
  if (!(TEST_FORMATS as readonly string[]).includes(output))
    return fail(`unknown output format "${output}"; expected text or junit`);
  if (flags.positional.length === 0) return fail('give at least one test FILE or DIR');
  const files: string[] = [];
  for (const target of flags.positional) {
    let info;
    try {
      info = await stat(target);
    } catch {
      return fail(`the path "${target}" does not exist`);
    }
    if (!info.isDirectory()) files.push(target);
    else {
      const found = await testFilesUnder(target);
      if (found.length === 0) return fail(`no test files (ome-sim-test.yaml) under ${target}`);
      files.push(...found);
    }
  }
  const inputs: TestFileInput[] = [];
  const notes: string[] = [];
  const options = { recursive: flags.on('recursive'), modelRoots: flags.values('model-root') };
  for (const file of files) inputs.push(await readTestFile(file, options, notes));
  return writeOutput(testCommand(inputs, notes, output as TestFormat).output, io);
}
