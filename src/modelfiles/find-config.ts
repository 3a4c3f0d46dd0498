/**
 * Where OME's model agent looks for the file it parses (pkg/modelagent/config_parser.go):
 * model_index.json first (a diffusers pipeline), at the root or anywhere below; else config.json
 * at the root, in safetensors/, pytorch_model/ or model/, or anywhere below.
 */
import { baseOf, dirOf, goOrder, joinPath } from './paths';

export const CONFIG_FILE = 'config.json';
export const MODEL_INDEX_FILE = 'model_index.json';
const CONFIG_FOLDERS = ['safetensors', 'pytorch_model', 'model'];

/**
 * filepath.Walk's answer as OME uses it: folders in byte order, depth first; a match records its
 * path and skips the rest of its folder (SkipDir), but the walk goes on, so the last match wins.
 */
export function walkFind(paths: readonly string[], name: string): string | null {
  const children = new Map<string, Set<string>>();
  const add = (parent: string, child: string) => {
    let set = children.get(parent);
    if (set === undefined) children.set(parent, (set = new Set()));
    set.add(child);
  };
  const files = new Set(paths);
  for (const path of paths) {
    let child = path;
    while (child !== '') {
      const parent = dirOf(child);
      add(parent, child);
      child = parent;
    }
  }
  let found: string | null = null;
  const visit = (dir: string) => {
    for (const entry of [...(children.get(dir) ?? [])].sort((a, b) =>
      goOrder(baseOf(a), baseOf(b)),
    )) {
      if (files.has(entry)) {
        if (baseOf(entry) === name) {
          found = entry;
          return;
        }
      } else visit(entry);
    }
  };
  visit('');
  return found;
}

/**
 * Whether the agent finds the file it parses where it looks first, without walking: a
 * model_index.json or config.json at the root, or a config.json in safetensors/, pytorch_model/
 * or model/. Such a folder is one model's own; a folder with neither holds models, if any, below.
 */
export function hasConfigAtTop(paths: readonly string[]): boolean {
  const has = new Set(paths);
  return [
    MODEL_INDEX_FILE,
    CONFIG_FILE,
    ...CONFIG_FOLDERS.map((f) => joinPath(f, CONFIG_FILE)),
  ].some((p) => has.has(p));
}

export type ConfigFound = { readonly kind: 'diffusers' | 'transformers'; readonly path: string };

export function findConfig(paths: readonly string[]): ConfigFound | null {
  const has = new Set(paths);
  const index = has.has(MODEL_INDEX_FILE) ? MODEL_INDEX_FILE : walkFind(paths, MODEL_INDEX_FILE);
  if (index !== null) return { kind: 'diffusers', path: index };
  const fixed = [CONFIG_FILE, ...CONFIG_FOLDERS.map((f) => joinPath(f, CONFIG_FILE))].find((p) =>
    has.has(p),
  );
  const config = fixed ?? walkFind(paths, CONFIG_FILE);
  return config === null ? null : { kind: 'transformers', path: config };
}
