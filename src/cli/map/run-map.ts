/**
 * `ome-sim runtime map`: the size map of a model (or an InferenceService's model and constraints)
 * — which runtime OME picks at every modelParameterSize, as exact bands (docs/selection-rules.md).
 */
import { answerOf, bandAt, parseModelSize, rankRuntimes, sizeMap } from '../../engine';
import { isOmeReleaseError, resolveOmeRelease } from '../../engine/ome-release';
import { EXPLICIT_RUNTIME_NOTE } from '../../explain/kubectl';
import { renderSizeMapJson, renderSizeMapTable } from '../../explain/size-map';
import { isResolveError, loadManifests, resolveErrorText, resolveQuery } from '../../manifests';
import type { Streams } from '../main';
import { applyModelFiles, MODEL_FILES_HELP } from '../model/apply-model-files';
import { readFlags } from '../diff/flags';
import { modelHintLines, resolveHintLines } from '../hints';
import { readManifests } from '../read';
import { reportDiagnostics, reportNotes } from '../report-diagnostics';
import { QUESTION_FLAGS } from '../args';

export const MAP_USAGE = `ome-sim runtime map: which runtime OME picks at every model size (offline).

Usage:
  ome-sim runtime map (--model NAME | --isvc NAME) [-n NAMESPACE] -f PATH [-f PATH ...] [-R]
                      [-o table|json] [--ome-version RELEASE] [--model-files NAME=PATH ...]

For the model's shape (format, framework, architecture, quantization, namespace, and an
InferenceService's accelerator class and deployment modes), the bands of modelParameterSize
over (0, inf) with the runtime OME picks in each and the step that decides it. The bands are
computed from the rules (range bounds, and where size distances cross), not sampled.

Flags:
      --model NAME         BaseModel or ClusterBaseModel
      --isvc NAME          InferenceService (its model, accelerator class and deployment modes)
  -n, --namespace NS       the namespace (default "default")
  -f, --filename PATH      manifests: a file, a directory, or - for standard input; repeatable
  -R, --recursive          read directories' subfolders too, in kubectl's order
  -o, --output FORMAT      table (default) or json
      --ome-version V      the OME release whose behaviour to reproduce (default 1.3)
${MODEL_FILES_HELP}
  -h, --help               show this help
`;

export async function runMap(argv: readonly string[], io: Streams): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.stdout.write(MAP_USAGE);
    return 0;
  }
  const fail = (message: string) => {
    io.stderr.write(`error: ${message}\n`);
    return 1;
  };
  const flags = readFlags(
    argv,
    { values: QUESTION_FLAGS, switches: { '-R': 'recursive', '--recursive': 'recursive' } },
    'ome-sim runtime map',
  );
  if ('error' in flags) return fail(flags.error);
  if (flags.positional.length > 0)
    return fail(`unexpected argument "${flags.positional[0]}" for "ome-sim runtime map"`);
  const values = flags.values;
  const recursive = flags.switches.has('recursive');
  const last = (key: string) => values[key]?.at(-1) || null;
  const model = last('model');
  const isvc = last('isvc');
  if ((model === null) === (isvc === null))
    return fail('exactly one of --model or --isvc is required');
  const files = values['files'] ?? [];
  if (files.length === 0) return fail('at least one -f PATH is required');
  const output = last('output') ?? 'table';
  if (output !== 'table' && output !== 'json')
    return fail(`unknown output format "${output}"; expected one of table, json`);
  const release = resolveOmeRelease(last('omeVersion') ?? '1.3');
  if (isOmeReleaseError(release)) return fail(release.error);
  if (release.note !== null) io.stderr.write(`note: ${release.note}\n`);

  const read = await readManifests(files, { recursive, stdin: io.stdin });
  if ('error' in read) return fail(read.error);
  reportNotes(read.notes, io.stderr);
  const filled = await applyModelFiles(read.sources, values['modelFiles'] ?? [], io.stderr);
  if ('error' in filled) return fail(filled.error);
  const set = loadManifests(filled.sources, { positionsOnDemand: true });
  const invalid = reportDiagnostics(set, io.stderr);
  const namespace = last('namespace') ?? 'default';
  const query = model !== null ? { model } : { isvc: isvc! };
  const resolved = resolveQuery(set, namespace, query, release.behaviour);
  if (isResolveError(resolved)) {
    io.stderr.write(`error: ${resolveErrorText(resolved)}\n`);
    for (const line of resolveHintLines(resolved)) io.stderr.write(`${line}\n`);
    return 1;
  }
  const input = resolved.input;
  for (const line of modelHintLines(input)) io.stderr.write(`${line}\n`);
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
