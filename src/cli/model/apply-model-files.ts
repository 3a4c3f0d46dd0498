/**
 * `--model-files NAME=PATH` for every command that loads manifests (runtime explain, ui; the
 * same call fits any other): inspects PATH as `model inspect` does and writes the fields OME's
 * agent would fill into model NAME's YAML where they are empty, before anything is ranked.
 * It says what it did in notes (printed before the command's own output); a problem (bad PATH,
 * no such model) is an error: nothing is ranked on fields the user asked for and did not get.
 * Commands call it through loadInputs (../load-inputs.ts).
 */
import { fillModelFields, type ManifestSource, type ModelFill } from '../../manifests';
import { fieldValues, inspectModelFiles, isEstimate } from '../../modelfiles';
import { sanitizeCell } from '../../render/width';
import { nodeModelTree } from './node-tree';

export const MODEL_FILES_FLAG = '--model-files';

/** The sources with the fields filled, or the error; `notes` either way, as printed (`note: …`). */
export type ApplyResult = { readonly notes: readonly string[] } & (
  { readonly sources: readonly ManifestSource[] } | { readonly error: string }
);

/** `NAME=PATH` → its parts, or null. */
export function splitModelFiles(spec: string): { name: string; path: string } | null {
  const eq = spec.indexOf('=');
  return eq <= 0 || eq === spec.length - 1
    ? null
    : { name: spec.slice(0, eq), path: spec.slice(eq + 1) };
}

/**
 * Model `name`'s fields from its files at `path`, as OME's agent would write them, with the
 * inspection's notes as printed; throws what the files' reading throws.
 */
export async function inspectFill(
  name: string,
  path: string,
): Promise<{ readonly fill: ModelFill; readonly notes: readonly string[] }> {
  const result = await inspectModelFiles(await nodeModelTree(path));
  const size = isEstimate(result)
    ? "OME's estimate without the weights"
    : 'from the safetensors headers';
  return {
    fill: {
      model: name,
      values: {
        ...fieldValues(result.fields),
        comment: `filled by ome-sim from ${result.configFile} as OME's model agent would (parameter size: ${size})`,
      },
    },
    notes: result.notes.map((note) => `note: ${sanitizeCell(note.message)}`),
  };
}

export async function applyModelFiles(
  sources: readonly ManifestSource[],
  specs: readonly string[],
): Promise<ApplyResult> {
  const notes: string[] = [];
  if (specs.length === 0) return { sources, notes };
  const fills: ModelFill[] = [];
  for (const spec of specs) {
    const parts = splitModelFiles(spec);
    if (parts === null)
      return {
        notes,
        error: `${MODEL_FILES_FLAG} "${spec}": expected NAME=PATH (a model's name, then its folder or config.json)`,
      };
    let inspected;
    try {
      inspected = await inspectFill(parts.name, parts.path);
    } catch (error) {
      return {
        notes,
        error: sanitizeCell(`${MODEL_FILES_FLAG} ${parts.name}: ${(error as Error).message}`),
      };
    }
    notes.push(...inspected.notes);
    fills.push(inspected.fill);
  }
  const outcome = fillModelFields(sources, fills);
  if (outcome.unmatched.length > 0)
    return {
      notes,
      error: `${MODEL_FILES_FLAG}: no BaseModel or ClusterBaseModel named ${outcome.unmatched.map((n) => `"${n}"`).join(', ')} in the manifests`,
    };
  for (const name of new Set(outcome.skipped))
    notes.push(
      `note: ${MODEL_FILES_FLAG} ${name}: it is annotated ome.oracle.com/skip-config-parsing: "true", so OME's model agent fills none of its fields, and neither does this`,
    );
  for (const name of new Set(outcome.refused))
    notes.push(
      `note: ${MODEL_FILES_FLAG} ${name}: its spec is written in flow style ({...}) or absent, so its fields are not filled`,
    );
  return { sources: outcome.sources, notes };
}
