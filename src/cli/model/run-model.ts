/**
 * `ome-sim model inspect PATH... [-o yaml|json]`'s arguments; the command itself is
 * src/commands/inspect.ts, reading the model's files from disk through node-tree.ts.
 */
import { EXIT } from '../../commands/exit-codes';
import { inspectCommand, INSPECT_FORMATS, type InspectFormat } from '../../commands/inspect';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { asksForHelp, defineFlags, parseFlags } from '../flags/parse-flags';
import { writeError, writeOutput, type Streams } from '../streams';
import { nodeModelTree } from './node-tree';

/** `model inspect`'s flags: what it parses and what its --help lists. */
const MODEL_FLAGS = defineFlags({
  command: 'ome-sim model inspect',
  wording: 'kubectl',
  positionals: 'collect',
  helpColumn: 24,
  helpLine: 'show this help',
  flags: [
    {
      ...flag.OUTPUT,
      help: [
        "yaml (default): a BaseModel spec fragment, each field's source in a",
        'comment; json: an array, one entry per PATH, with spec, sources and notes',
      ],
    },
  ],
});

export const MODEL_USAGE = `ome-sim model inspect: the BaseModel fields OME's model agent would write, from the model's own files.

Usage:
  ome-sim model inspect PATH ... [-o yaml|json]

PATH is a model's folder (as downloaded: config.json or a diffusers model_index.json, with its
*.safetensors) or one config file of any name (the *.safetensors beside it count, as OME counts
them). Only safetensors headers are read, never the weights.

Flags:
${flagHelp(MODEL_FLAGS)}
Without weights, the parameter size is OME's own estimate from config.json, and says so.
Notes (what OME's agent does that you should know) and problems go to standard error.
`;

type Parsed =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'inspect'; paths: string[]; output: InspectFormat };

function parse(argv: readonly string[]): Parsed {
  if (asksForHelp(argv)) return { kind: 'help' };
  if (argv.length === 0)
    return {
      kind: 'error',
      message: 'expected "model inspect PATH..." (see ome-sim model --help)',
    };
  if (argv[0] !== 'inspect')
    return {
      kind: 'error',
      message: `unknown command "model ${argv.join(' ')}"; expected "model inspect PATH..." (see ome-sim model --help)`,
    };
  const parsed = parseFlags(argv.slice(1), MODEL_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const output = parsed.flags.value('output') ?? 'yaml';
  const paths = [...parsed.flags.positional];
  if (!(INSPECT_FORMATS as readonly string[]).includes(output))
    return { kind: 'error', message: `unknown output format "${output}"; expected yaml or json` };
  if (paths.length === 0)
    return {
      kind: 'error',
      message: 'at least one PATH is required (a model folder or a config.json)',
    };
  return { kind: 'inspect', paths, output: output as InspectFormat };
}

export async function runModel(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parse(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(MODEL_USAGE);
    return EXIT.ok;
  }
  if (parsed.kind === 'error') return writeError(io, parsed.message, EXIT.failed);
  return writeOutput(await inspectCommand(parsed.paths, nodeModelTree, parsed.output), io);
}
