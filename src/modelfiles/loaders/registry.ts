/** OME's loaders by model_type (each file's RegisterModelLoader calls), and the generic fallback. */
import { commandR, DENSE_LOADERS } from './dense';
import type { Loader } from './loader';
import { SPECIAL_LOADERS } from './special';
import { checkIntTokenIds } from './token-ids';

const ALIASES: Readonly<Record<string, string>> = {
  gemma2: 'gemma',
  gemma3_text: 'gemma',
  internlm2: 'internlm',
  minicpm3: 'minicpm',
};

export const LOADERS: Readonly<Record<string, Loader>> = {
  ...DENSE_LOADERS,
  ...Object.fromEntries(Object.entries(ALIASES).map(([alias, to]) => [alias, DENSE_LOADERS[to]!])),
  cohere: commandR,
  'command-r': commandR,
  ...SPECIAL_LOADERS,
};

/** The loader for `modelType`, refusing first what OME's struct decode refuses of its token ids. */
export function loaderFor(modelType: string): Loader | undefined {
  const loader = Object.hasOwn(LOADERS, modelType) ? LOADERS[modelType] : undefined;
  return loader === undefined
    ? undefined
    : (config) => {
        checkIntTokenIds(modelType, config);
        return loader(config);
      };
}
