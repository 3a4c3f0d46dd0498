/**
 * `ome-sim model inspect`: the BaseModel fields OME's model agent would write for each model (a
 * config.json or a model folder), each with where it came from, as YAML or JSON. A path that
 * can't be read is an error line naming the file; the other paths are still inspected.
 */
import { inspectModelFiles, ModelFileError, type ModelFileTree } from '../modelfiles';
import { inspectJson, inspectYaml } from '../render/model-inspect';
import { EXIT } from './exit-codes';
import { lines, textOutput, type CommandOutput } from './output';

export const INSPECT_FORMATS = ['yaml', 'json'] as const;
export type InspectFormat = (typeof INSPECT_FORMATS)[number];

/** Opens a path as a model's files (the CLI's Node file system, or anything else). */
export type OpenModelTree = (path: string) => Promise<ModelFileTree>;

export async function inspectCommand(
  paths: readonly string[],
  open: OpenModelTree,
  output: InspectFormat,
): Promise<CommandOutput> {
  const stderr: string[] = [];
  const documents: string[] = [];
  const entries: unknown[] = [];
  for (const path of paths) {
    try {
      const result = await inspectModelFiles(await open(path));
      stderr.push(...result.notes.map((note) => `note: ${note.message}`));
      documents.push(inspectYaml(result));
      entries.push(inspectJson(path, result));
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      stderr.push(`error: ${error.message}`);
      entries.push({
        path,
        error: error.message,
        ...(error instanceof ModelFileError ? { file: error.file } : {}),
      });
    }
  }
  const stdout =
    output === 'json' ? `${JSON.stringify(entries, null, 2)}\n` : documents.join('---\n');
  const failed = entries.length > documents.length;
  return textOutput(stdout, lines(stderr), failed ? EXIT.failed : EXIT.ok);
}
