/**
 * Arguments of `ome-sim accelerator explain`, read by the one flag parser (flags/) in kubectl's
 * forms, worded as `runtime explain`'s are; the command itself is src/commands/accelerator.
 */
import { ACCELERATOR_FORMATS, type AcceleratorFormat } from '../../commands/accelerator';
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import { readFormat, requiredFiles, isArgsError, type ParsedArgs } from '../flags/common';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { asksForHelp, kubectlFlags, parseFlags } from '../flags/parse-flags';
import type { ManifestArgs } from '../load-inputs';

/** Its manifests, as runtime explain reads them (`--model-files`, `--model-root`). */
export interface AcceleratorArgs extends Required<ManifestArgs> {
  readonly isvc: { readonly name: string; readonly namespace: string | null };
  readonly output: AcceleratorFormat;
  readonly omeRelease: OmeRelease;
}

export type ParsedAcceleratorArgs = ParsedArgs<'explain', AcceleratorArgs>;

/** `accelerator explain`'s flags: what it parses and what its --help lists. */
const ACCELERATOR_FLAGS = kubectlFlags('ome-sim accelerator explain', 27, [
  { ...flag.ISVC, help: ['the InferenceService whose components to explain (required)'] },
  { ...flag.NAMESPACE, help: ['its namespace (default "default")'] },
  {
    ...flag.FILENAME,
    value: 'PATH',
    help: [
      'manifests: a YAML file, a directory of them, or - for standard',
      'input; repeat to merge several',
    ],
  },
  { ...flag.RECURSIVE, help: ["read directories' subfolders too, in kubectl's order"] },
  { ...flag.OUTPUT, help: ['table (default) or json'] },
  {
    ...flag.OME_VERSION,
    help: [
      'the OME release whose behaviour to reproduce (default 1.3), as in',
      "runtime explain; it picks the runtime, and OME's tags before",
      'v0.1.5 get a note on how their class selection differs',
    ],
  },
  ...flag.MODEL_FILE_FLAGS,
]);

export const ACCELERATOR_USAGE = `ome-sim accelerator explain: which AcceleratorClass each component of an InferenceService runs on, and why (offline).

Usage:
  ome-sim accelerator explain --isvc NAME [-n NAMESPACE] -f PATH [-f PATH ...] [-R]
                              [-o table|json] [--ome-version RELEASE] [--model-files NAME=PATH ...]
                              [--model-root DIR ...]

After OME picks the runtime (as runtime explain shows), it decides a class for the engine and
the decoder: a class named on the component or the service, else the policy (BestFit, Cheapest,
MostCapable, FirstAvailable) over the runtime's acceleratorClasses that pass the service's
constraints. This shows every candidate class with why it lost (the constraint it fails, its
score or cost), where the policy came from, a plain line when no class is chosen and why, and
what applies on the class: its node selector and resources, and the acceleratorConfig of the
runtime entry OME renders the component with (docs/selection-rules.md part 6).

Flags:
${flagHelp(ACCELERATOR_FLAGS)}
Exit status: 0 with an answer (no class is an answer); 1 when the arguments or manifests are
wrong, the InferenceService is not found, or OME would fail the reconcile (a named class that
does not exist, BestFit without constraints, a model that fails validation).
`;

/** What follows `accelerator`: `explain` and its flags. */
export function parseAcceleratorArgs(argv: readonly string[]): ParsedAcceleratorArgs {
  if (asksForHelp(argv)) return { kind: 'help' };
  if (argv[0] !== 'explain')
    return {
      kind: 'error',
      message: `unknown command "accelerator${argv.length === 0 ? '' : ` ${argv.join(' ')}`}"; expected "accelerator explain --isvc NAME -f PATH" (see ome-sim accelerator --help)`,
    };
  const parsed = parseFlags(argv.slice(1), ACCELERATOR_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const flags = parsed.flags;
  const isvc = flags.value('isvc');
  if (isvc === null || isvc === '') return { kind: 'error', message: '--isvc NAME is required' };
  const files = requiredFiles(flags.values('filename'), 'PATH');
  if (isArgsError(files)) return files;
  const output = readFormat(flags.value('output'), ACCELERATOR_FORMATS, 'table');
  if (isArgsError(output)) return output;
  const omeRelease = resolveOmeRelease(flags.value('ome-version') || '1.3');
  if (isOmeReleaseError(omeRelease)) return { kind: 'error', message: omeRelease.error };
  return {
    kind: 'explain',
    args: {
      isvc: { name: isvc, namespace: flags.value('namespace') || null },
      files,
      output,
      omeRelease,
      modelFiles: flags.values('model-files'),
      modelRoots: flags.values('model-root'),
      recursive: flags.on('recursive'),
    },
  };
}
