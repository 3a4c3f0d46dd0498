/**
 * `ome-sim runtime map`'s arguments; the command itself is src/commands/map.ts.
 */
import { EXIT } from '../../commands/exit-codes';
import { mapCommand, MAP_FORMATS } from '../../commands/map';
import { isOmeReleaseError, resolveOmeRelease } from '../../engine/ome-release';
import { questionOfFlags, readFormat, isArgsError } from '../flags/common';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { defineFlags, parseFlags } from '../flags/parse-flags';
import { loadInputs } from '../load-inputs';
import { writeError, writeOutput, type Streams } from '../streams';

/** `runtime map`'s flags: the question `runtime explain` asks, without its table's options. */
const MAP_FLAGS = defineFlags({
  command: 'ome-sim runtime map',
  wording: 'ome-sim',
  positionals: 'collect',
  helpColumn: 27,
  helpLine: 'show this help',
  flags: [
    { ...flag.MODEL, help: ['BaseModel or ClusterBaseModel'] },
    {
      ...flag.ISVC,
      help: ['InferenceService (its model, accelerator class and deployment modes)'],
    },
    { ...flag.NAMESPACE, help: ['the namespace (default "default")'] },
    {
      ...flag.FILENAME,
      value: 'PATH',
      help: ['manifests: a file, a directory, or - for standard input; repeatable'],
    },
    { ...flag.RECURSIVE, help: ["read directories' subfolders too, in kubectl's order"] },
    { ...flag.OUTPUT, help: ['table (default) or json'] },
    {
      ...flag.OME_VERSION,
      help: [
        'the OME release whose behaviour to reproduce (default 1.3), as',
        "in runtime explain: 1.3, 1.2.2, any release, or one of OME's",
        'tags v0.1.0 to v0.1.5',
      ],
    },
    ...flag.MODEL_FILE_FLAGS,
  ],
});

export const MAP_USAGE = `ome-sim runtime map: which runtime OME picks at every model size (offline).

Usage:
  ome-sim runtime map (--model NAME | --isvc NAME) [-n NAMESPACE] -f PATH [-f PATH ...] [-R]
                      [-o table|json] [--ome-version RELEASE] [--model-files NAME=PATH ...]
                      [--model-root DIR ...]

For the model's shape (format, framework, architecture, quantization, namespace, and an
InferenceService's accelerator class and deployment modes), the bands of modelParameterSize
over (0, inf) with the runtime OME picks in each and the step that decides it. The bands are
computed from the rules (range bounds, and where size distances cross), not sampled.

Flags:
${flagHelp(MAP_FLAGS)}`;

export async function runMap(argv: readonly string[], io: Streams): Promise<number> {
  const fail = (message: string) => writeError(io, message, EXIT.failed);
  const parsed = parseFlags(argv, MAP_FLAGS);
  if (parsed.kind === 'help') {
    io.stdout.write(MAP_USAGE);
    return EXIT.ok;
  }
  if (parsed.kind === 'error') return fail(parsed.message);
  const flags = parsed.flags;
  if (flags.positional.length > 0)
    return fail(`unexpected argument "${flags.positional[0]}" for "ome-sim runtime map"`);
  const model = flags.value('model') || null;
  const isvc = flags.value('isvc') || null;
  if ((model === null) === (isvc === null))
    return fail('exactly one of --model or --isvc is required');
  const files = flags.values('filename');
  if (files.length === 0) return fail('at least one -f PATH is required');
  const output = readFormat(flags.value('output'), MAP_FORMATS, 'table');
  if (isArgsError(output)) return fail(output.message);
  const release = resolveOmeRelease(flags.value('ome-version') || '1.3');
  if (isOmeReleaseError(release)) return fail(release.error);
  const input = await loadInputs(files, {
    recursive: flags.on('recursive'),
    stdin: io.stdin,
    modelFiles: flags.values('model-files'),
    modelRoots: flags.values('model-root'),
  });
  const question = questionOfFlags(model, isvc, flags.value('namespace'));
  const run = mapCommand(input, question, { release, output });
  return writeOutput(run.output, io);
}
