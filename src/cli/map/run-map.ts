/**
 * `ome-sim runtime map`: the size map of a model (or an InferenceService's model and constraints)
 * — which runtime OME picks at every modelParameterSize, as exact bands (docs/selection-rules.md).
 */
import { answerOf, bandAt, parseModelSize, rankRuntimes, sizeMap } from '../../engine';
import { isOmeReleaseError, resolveOmeRelease } from '../../engine/ome-release';
import { EXPLICIT_RUNTIME_NOTE } from '../../render/kubectl';
import { renderSizeMapJson, renderSizeMapTable } from '../../render/size-map';
import { isResolveError, loadManifests, resolveErrorText, resolveQuery } from '../../manifests';
import type { Streams } from '../main';
import { applyModelFiles } from '../model/apply-model-files';
import {
  FILENAME,
  ISVC,
  MODEL,
  MODEL_FILES,
  MODEL_FILES_HELP,
  NAMESPACE,
  OME_VERSION,
  OUTPUT,
  RECURSIVE,
} from '../flags/common';
import { flagHelp } from '../flags/flag-help';
import { defineFlags, parseFlags } from '../flags/parse-flags';
import { modelHintLines, resolveHintLines, writeLines } from '../hints';
import { readManifests } from '../read';
import { reportDiagnostics, reportNotes } from '../report-diagnostics';

/** `runtime map`'s flags: the question `runtime explain` asks, without its table's options. */
const MAP_FLAGS = defineFlags({
  command: 'ome-sim runtime map',
  wording: 'ome-sim',
  positionals: 'collect',
  helpColumn: 27,
  helpLine: 'show this help',
  flags: [
    { ...MODEL, help: ['BaseModel or ClusterBaseModel'] },
    {
      ...ISVC,
      help: ['InferenceService (its model, accelerator class and deployment modes)'],
    },
    { ...NAMESPACE, help: ['the namespace (default "default")'] },
    {
      ...FILENAME,
      value: 'PATH',
      help: ['manifests: a file, a directory, or - for standard input; repeatable'],
    },
    { ...RECURSIVE, help: ["read directories' subfolders too, in kubectl's order"] },
    { ...OUTPUT, help: ['table (default) or json'] },
    { ...OME_VERSION, help: ['the OME release whose behaviour to reproduce (default 1.3)'] },
    { ...MODEL_FILES, help: MODEL_FILES_HELP },
  ],
});

export const MAP_USAGE = `ome-sim runtime map: which runtime OME picks at every model size (offline).

Usage:
  ome-sim runtime map (--model NAME | --isvc NAME) [-n NAMESPACE] -f PATH [-f PATH ...] [-R]
                      [-o table|json] [--ome-version RELEASE] [--model-files NAME=PATH ...]

For the model's shape (format, framework, architecture, quantization, namespace, and an
InferenceService's accelerator class and deployment modes), the bands of modelParameterSize
over (0, inf) with the runtime OME picks in each and the step that decides it. The bands are
computed from the rules (range bounds, and where size distances cross), not sampled.

Flags:
${flagHelp(MAP_FLAGS)}`;

export async function runMap(argv: readonly string[], io: Streams): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`error: ${message}\n`);
    return 1;
  };
  const parsed = parseFlags(argv, MAP_FLAGS);
  if (parsed.kind === 'help') {
    io.stdout.write(MAP_USAGE);
    return 0;
  }
  if (parsed.kind === 'error') return fail(parsed.message);
  const flags = parsed.flags;
  if (flags.positional.length > 0)
    return fail(`unexpected argument "${flags.positional[0]}" for "ome-sim runtime map"`);
  const recursive = flags.on('recursive');
  const model = flags.value('model') || null;
  const isvc = flags.value('isvc') || null;
  if ((model === null) === (isvc === null))
    return fail('exactly one of --model or --isvc is required');
  const files = flags.values('filename');
  if (files.length === 0) return fail('at least one -f PATH is required');
  const output = flags.value('output') || 'table';
  if (output !== 'table' && output !== 'json')
    return fail(`unknown output format "${output}"; expected one of table, json`);
  const release = resolveOmeRelease(flags.value('ome-version') || '1.3');
  if (isOmeReleaseError(release)) return fail(release.error);
  if (release.note !== null) io.stderr.write(`note: ${release.note}\n`);

  const read = await readManifests(files, { recursive, stdin: io.stdin });
  if ('error' in read) return fail(read.error);
  reportNotes(read.notes, io.stderr);
  const filled = await applyModelFiles(read.sources, flags.values('model-files'), io.stderr);
  if ('error' in filled) return fail(filled.error);
  const set = loadManifests(filled.sources, { positionsOnDemand: true });
  const invalid = reportDiagnostics(set, io.stderr);
  const namespace = flags.value('namespace') || 'default';
  const query = model !== null ? { model } : { isvc: isvc! };
  const resolved = resolveQuery(set, namespace, query, release.behaviour);
  if (isResolveError(resolved)) {
    io.stderr.write(`error: ${resolveErrorText(resolved)}\n`);
    writeLines(io.stderr, resolveHintLines(resolved));
    return 1;
  }
  const input = resolved.input;
  writeLines(io.stderr, modelHintLines(input));
  // OME ranks nothing for an InferenceService that names its runtime (§11); say so, as explain does.
  const named = resolved.inferenceService?.object.runtime ?? null;
  if (named !== null)
    io.stderr.write(
      `${EXPLICIT_RUNTIME_NOTE.replace('below is', 'in this map is')} OME uses ${named.name}.\n`,
    );
  const bands = sizeMap({ ...input, model: input.model! });
  const modelSize = resolved.model.object.modelParameterSize;
  const inMap = modelSize !== null && bandAt(bands, parseModelSize(modelSize)) !== null;
  const view = {
    model: resolved.model.object.name,
    namespace,
    omeVersion: release.written,
    modelSize,
    bands,
    asWritten: inMap ? null : answerOf(rankRuntimes(input)),
  };
  io.stdout.write(output === 'json' ? renderSizeMapJson(view) : renderSizeMapTable(view));
  return invalid ? 1 : 0;
}
