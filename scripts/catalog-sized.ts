/**
 * A stand-in for OME's whole catalog (207 ClusterServingRuntimes, 207 ClusterBaseModels) built
 * from the real catalog files vendored in testdata/ome/config: each vendored runtime and model is
 * copied in turn, its metadata.name suffixed with the copy's number (`srt-qwen3-8b-c017`), until
 * there are as many as the catalog has. The catalog itself cannot be committed; this has its shape
 * and size (the same long engineConfig, decoderConfig and routerConfig blocks, about 800 KiB of
 * runtimes) and is the same every time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** OME's catalog at the time of writing: config/runtimes and config/models. */
export const CATALOG_RUNTIMES = 207;
export const CATALOG_MODELS = 207;

/** Every .yaml/.yml file under `dir`, in path order. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFilesUnder(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    });
}

/** `text` with its object's metadata.name given `suffix` (the first `name:` under `metadata:`). */
function renamed(text: string, suffix: string, file: string): string {
  const out = text.replace(/^(metadata:\n(?:[ \t].*\n)*?[ \t]+name: *)(\S+)/m, `$1$2${suffix}`);
  if (out === text) throw new Error(`${file}: no metadata.name to rename`);
  return out;
}

/** `count` renamed copies of the files, cycling through them in order. */
function copies(files: readonly string[], count: number): string[] {
  const texts = files.map((file) => ({ file, text: readFileSync(file, 'utf8').trimEnd() + '\n' }));
  return Array.from({ length: count }, (_, i) => {
    const { file, text } = texts[i % texts.length]!;
    return renamed(text, `-c${String(i).padStart(3, '0')}`, file);
  });
}

/**
 * The catalog-sized text: the runtimes, then the models, one document each. `root` is a folder
 * with `runtimes/` and `models/` below it, like OME's `config/`.
 */
export function catalogSizedText(
  root: string,
  runtimes = CATALOG_RUNTIMES,
  models = CATALOG_MODELS,
): string {
  const runtimeFiles = yamlFilesUnder(join(root, 'runtimes'));
  const modelFiles = yamlFilesUnder(join(root, 'models'));
  return [...copies(runtimeFiles, runtimes), ...copies(modelFiles, models)].join('---\n');
}

/**
 * A real catalog folder (OME's `config/`): its runtimes and models, as OME ships them (samples
 * and kustomizations left out). A folder without `runtimes/` and `models/` is read whole.
 */
export function catalogFolderText(dir: string): { text: string; files: number } {
  let files: string[];
  try {
    files = [...yamlFilesUnder(join(dir, 'runtimes')), ...yamlFilesUnder(join(dir, 'models'))];
  } catch {
    files = yamlFilesUnder(dir);
  }
  files = files.filter((file) => !/kustomization\.ya?ml$/.test(file));
  const text = files.map((file) => readFileSync(file, 'utf8').trimEnd()).join('\n---\n');
  return { text, files: files.length };
}
