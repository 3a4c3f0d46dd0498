/**
 * `npm run bench:ui`'s command line (the usage is in ../bench-ui.ts). A flag with a value takes
 * the argument after it; one not given (or given last, with nothing after it) keeps its default.
 */
export interface Options {
  /** The build folder to serve (`npm run build` first). */
  readonly dist: string;
  readonly port: number;
  /** The generated cluster's size. */
  readonly runtimes: number;
  readonly models: number;
  /** Priority changes measured per page. */
  readonly runs: number;
  /** A folder of .yaml/.yml files measured instead of the generated cluster. */
  readonly manifests: string;
  /** A real catalog folder (OME's `config/`), measured too. */
  readonly catalog: string;
  /** `generated` or `catalog`: only the manifests of that kind. */
  readonly only: string;
  /** Pages the paste is measured on. */
  readonly pastes: number;
  /** A Chromium trace of the last paste, summarised. */
  readonly profile: boolean;
  /** Only the pastes: no loads, priority changes or typing. */
  readonly pasteOnly: boolean;
  readonly typing: boolean;
}

export function parseOptions(args: readonly string[]): Options {
  const option = (flag: string, fallback: string): string => {
    const at = args.indexOf(flag);
    return at < 0 ? fallback : (args[at + 1] ?? fallback);
  };
  return {
    dist: option('--dist', 'dist'),
    port: Number(option('--port', '4177')),
    runtimes: Number(option('--runtimes', '1000')),
    models: Number(option('--models', '200')),
    runs: Number(option('--runs', '20')),
    manifests: option('--manifests', ''),
    catalog: option('--catalog', ''),
    only: option('--only', ''),
    profile: args.includes('--profile'),
    pasteOnly: args.includes('--paste-only'),
    pastes: Number(option('--pastes', '3')),
    typing: !args.includes('--no-typing'),
  };
}
