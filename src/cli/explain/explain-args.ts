/**
 * Arguments of `ome-sim runtime explain`, read by the one flag parser (flags/) in kubectl's forms,
 * with cobra's wording where kubectl's is known (docs/selection-rules.md §E1, §E8).
 */
import { EXPLAIN_FORMATS, type ExplainFormat } from '../../commands/explain';
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import type { Question } from '../../engine/question';
import {
  questionOfFlags,
  readFormat,
  requiredFiles,
  isArgsError,
  type ParsedArgs,
} from '../flags/common';
import * as flag from '../flags/flag';
import { asksForHelp, kubectlFlags, parseFlags, type IntReading } from '../flags/parse-flags';
import type { ManifestArgs } from '../load-inputs';

export interface ExplainArgs extends Required<ManifestArgs> {
  /** `--model NAME` or `--isvc NAME`, in `-n NAMESPACE` (default `default`). */
  readonly question: Question;
  readonly output: ExplainFormat;
  /** The OME release asked for (`--ome-version`), with the selection behaviour it has. */
  readonly omeRelease: OmeRelease;
  /** `--with-effective`: append the effective-runtime context (docs/selection-rules.md §E6). */
  readonly withEffective: boolean;
  /** `--ome-namespace`: OME's control-plane namespace, read only by `--with-effective`. */
  readonly omeNamespace: string;
  /** null: 80, or a narrower terminal; 0: no wrapping. */
  readonly width: number | null;
}

export type ParsedExplainArgs = ParsedArgs<'explain', ExplainArgs>;

/** `runtime explain`'s flags: what it parses and what its --help lists. */
export const EXPLAIN_FLAGS = kubectlFlags('ome-sim runtime explain', 28, [
  { ...flag.MODEL, help: ['BaseModel or ClusterBaseModel to rank runtimes for'] },
  {
    ...flag.ISVC,
    help: [
      'InferenceService to rank for (its spec.model, accelerator class',
      'and deployment modes apply)',
    ],
  },
  { ...flag.NAMESPACE, help: ['the InferenceService\'s namespace (default "default")'] },
  {
    ...flag.FILENAME,
    value: 'FILE',
    help: [
      'manifests: a YAML file, a directory of them, or - for standard',
      'input; repeat to merge several',
    ],
  },
  {
    ...flag.RECURSIVE,
    help: [
      'read the folders given with -f and their subfolders, in the',
      "order kubectl reads them (without it, a folder's own files only)",
    ],
  },
  {
    ...flag.OUTPUT,
    help: ['table (default; what kubectl ome runtime explain prints), json,', 'markdown or csv'],
  },
  {
    ...flag.OME_VERSION,
    help: [
      'the OME release whose behaviour to reproduce (default 1.3):',
      'any release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1; 1.2.x',
      'behaves as 1.2.2, 1.3.x as 1.3, newer releases as the newest',
      "known (with a note); OME's own tags, v0.1.0 to v0.1.5 (or",
      '0.1.3), as the behaviour read from their code, with a note of',
      'how they differ from it (docs/selection-rules.md §0.1)',
    ],
  },
  {
    name: 'width',
    kind: 'int',
    value: 'N',
    help: ['wrap the table to N columns (default 80; 0 turns wrapping off)'],
    readInt: readWidth,
  },
  {
    name: 'with-effective',
    kind: 'bool',
    help: [
      'append the effective-runtime context (needs --isvc); offline,',
      'there is no live cluster to observe, so it says so as OME does',
    ],
  },
  {
    name: 'ome-namespace',
    kind: 'string',
    value: 'NS',
    help: ['OME\'s control-plane namespace, for --with-effective (default "ome")'],
  },
  {
    ...flag.MODEL_FILES,
    help: [
      "fill model NAME's empty fields (modelFormat, modelFramework,",
      'modelArchitecture, modelParameterSize, quantization) from its',
      "files as OME's model agent would, before ranking; PATH is a model",
      'folder or a config.json (see ome-sim model --help); repeatable',
    ],
  },
  { ...flag.MODEL_ROOT, help: flag.MODEL_ROOT_HELP },
  {
    // kubectl's connection flags: accepted so that a copied kubectl command line runs, then unused.
    name: 'context',
    also: ['kubeconfig', 'cluster', 'user'],
    kind: 'string',
    help: [
      "kubectl's connection flags: accepted and ignored (ome-sim reads",
      'files, not a cluster)',
    ],
  },
]);

/** `--width`: any whole number Number() reads (so `--width=` is 0, no wrapping), as always. */
function readWidth(text: string): IntReading {
  const width = Number(text);
  return Number.isInteger(width) && width >= 0
    ? width
    : {
        error: `invalid --width "${text}"; expected a whole number of columns (0 turns wrapping off)`,
      };
}

/** `runtime explain`'s arguments (those after `runtime explain`). */
export function parseExplainArgs(argv: readonly string[]): ParsedExplainArgs {
  if (asksForHelp(argv)) return { kind: 'help' };
  const parsed = parseFlags(argv, EXPLAIN_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const flags = parsed.flags;
  const model = flags.value('model');
  const isvc = flags.value('isvc');
  if ((model === null || model === '') === (isvc === null || isvc === '')) {
    return { kind: 'error', message: 'exactly one of --model or --isvc is required' };
  }
  const withEffective = flags.on('with-effective');
  if (withEffective && (isvc === null || isvc === '')) {
    return { kind: 'error', message: '--with-effective requires --isvc' };
  }
  const files = requiredFiles(flags.values('filename'), 'FILE');
  if (isArgsError(files)) return files;
  const output = readFormat(flags.value('output'), EXPLAIN_FORMATS, 'table');
  if (isArgsError(output)) return output;
  const omeRelease = resolveOmeRelease(flags.value('ome-version') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return { kind: 'error', message: omeRelease.error };
  const width = flags.int('width');
  if (width !== null && typeof width !== 'number') return { kind: 'error', message: width.error };
  return {
    kind: 'explain',
    args: {
      question: questionOfFlags(model, isvc, flags.value('namespace')),
      files,
      output,
      omeRelease,
      width,
      withEffective,
      omeNamespace: flags.value('ome-namespace') || 'ome',
      modelFiles: flags.values('model-files'),
      modelRoots: flags.values('model-root'),
      recursive: flags.on('recursive'),
    },
  };
}
