/**
 * `ome-sim runtime map`: which runtime OME picks at every modelParameterSize for the shape of a
 * model (or an InferenceService's model and constraints), as exact bands (engine/size-map.ts).
 */
import {
  answerOf,
  bandAt,
  parseModelSize,
  rankRuntimes,
  sizeMap,
  type OmeRelease,
  type Question,
} from '../engine';
import { EXPLICIT_RUNTIME_NOTE } from '../render/kubectl';
import { renderSizeMapJson, renderSizeMapTable, type SizeMapView } from '../render/size-map';
import { printedProblems } from './diagnostics';
import { EXIT } from './exit-codes';
import { askQuestion } from './explain/ask';
import { releaseNotes } from './explain/notes';
import { modelHintLines, resolveHintLines } from './hints';
import type { CommandInput } from './input';
import { lines, textOutput, type CommandOutput } from './output';
import { resolveErrorText } from '../manifests';

export const MAP_FORMATS = ['table', 'json'] as const;
export type MapFormat = (typeof MAP_FORMATS)[number];

export interface MapOptions {
  readonly release: OmeRelease;
  readonly output: MapFormat;
}

export interface MapRun {
  /** The map, or null when the question could not be asked. */
  readonly view: SizeMapView | null;
  readonly output: CommandOutput;
}

/** OME ranks nothing for an InferenceService that names its runtime (§11): the map says so. */
const EXPLICIT_MAP_NOTE = EXPLICIT_RUNTIME_NOTE.replace('below is', 'in this map is');

export function mapCommand(input: CommandInput, question: Question, options: MapOptions): MapRun {
  const notes = [...releaseNotes(options.release), ...input.notes];
  if (!input.ok)
    return {
      view: null,
      output: textOutput('', lines([...notes, `error: ${input.error}`]), EXIT.failed),
    };
  const problems = printedProblems(input.set.diagnostics);
  const head = [...notes, ...problems.lines];
  const asked = askQuestion(input.set, question, options.release);
  if (asked.resolved === null) {
    const error = `error: ${resolveErrorText(asked.unresolved)}`;
    const stderr = lines([...head, error, ...resolveHintLines(asked.unresolved)]);
    return { view: null, output: textOutput('', stderr, EXIT.failed) };
  }
  const { input: selection, model, inferenceService } = asked.resolved;
  const named = inferenceService?.object.runtime ?? null;
  const explicit = named === null ? [] : [`${EXPLICIT_MAP_NOTE} OME uses ${named.name}.`];
  const bands = sizeMap({ ...selection, model: model.object });
  const modelSize = model.object.modelParameterSize;
  const inMap = modelSize !== null && bandAt(bands, parseModelSize(modelSize)) !== null;
  const view: SizeMapView = {
    model: model.object.name,
    namespace: question.namespace,
    omeVersion: options.release.written,
    modelSize,
    bands,
    asWritten: inMap ? null : answerOf(rankRuntimes(selection)),
  };
  const stdout = options.output === 'json' ? renderSizeMapJson(view) : renderSizeMapTable(view);
  const stderr = lines([...head, ...modelHintLines(selection), ...explicit]);
  return { view, output: textOutput(stdout, stderr, problems.invalid ? EXIT.failed : EXIT.ok) };
}
