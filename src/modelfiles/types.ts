/**
 * What the model-files layer reads and what it answers. The layer is pure: it never opens a
 * file itself. A `ModelFileTree` gives it the listing and byte ranges, so Node's fs (the CLI)
 * and the browser's `File.slice` (the app) both drive the same derivation.
 */

/** A model's files, as a tree of '/'-separated paths relative to the model's folder. */
export interface ModelFileTree {
  /** Every file's path, relative to the root ("config.json", "text_encoder/config.json"). */
  readonly paths: readonly string[];
  /** The file's size in bytes. */
  size(path: string): number;
  /** Bytes [start, end) of the file (fewer when the file is shorter). */
  read(path: string, start: number, end: number): Promise<Uint8Array>;
  /** How a path is named in messages (the CLI: the path as given; the app: the picked name). */
  display(path: string): string;
}

/** Where a field's value came from. */
export type FieldSource =
  /** Read from a JSON file (config.json, model_index.json). */
  | { readonly kind: 'file'; readonly file: string; readonly key: string }
  /** Summed from safetensors headers (`files` are the shards read). */
  | { readonly kind: 'headers'; readonly files: readonly string[] }
  /** OME's fallback from config.json without weights (`rule` names the loader's rule). */
  | { readonly kind: 'estimate'; readonly file: string; readonly rule: string }
  /** A constant the agent writes for every model of this kind. */
  | { readonly kind: 'agent'; readonly file: string };

export interface Sourced<T> {
  readonly value: T;
  readonly source: FieldSource;
}

/** One component as OME writes it into spec.diffusionPipeline (empty strings are omitted there). */
export interface PipelineComponent {
  readonly library: string;
  readonly type: string;
}

export interface NamedComponents {
  scheduler?: PipelineComponent;
  textEncoder?: PipelineComponent;
  tokenizer?: PipelineComponent;
  transformer?: PipelineComponent;
  vae?: PipelineComponent;
}

/** spec.diffusionPipeline as OME's agent writes it (config_parser.go's convertDiffusionPipelineSpec). */
export interface DiffusionPipelineValue extends Readonly<NamedComponents> {
  readonly className: string | null;
  /** Components other than the named ones (text_encoder_2, …), by their model_index.json key. */
  readonly additionalComponents: Readonly<Record<string, PipelineComponent>>;
}

/** The BaseModel spec fields OME's model agent writes, each with where it came from. */
export interface DerivedFields {
  readonly modelFormat: Sourced<{ readonly name: string; readonly version: string | null }>;
  readonly modelFramework: Sourced<{ readonly name: string; readonly version: string | null }>;
  /** Always written, as OME writes it: "" when the files name none (note `empty-value`). */
  readonly modelArchitecture: Sourced<string>;
  readonly modelParameterSize: Sourced<string>;
  readonly quantization: Sourced<string> | null;
  /** Diffusers pipelines only: the pipeline's class and components (model_index.json). */
  readonly diffusionPipeline: Sourced<DiffusionPipelineValue> | null;
}

/** A note about what the agent did that the user should know (not an error). */
export interface InspectNote {
  readonly code: ModelFileNoteCode;
  readonly message: string;
}

/** The catalogue of notes (docs/model-files.md explains each). */
export const MODEL_FILE_NOTE_CODES = [
  'generic-loader',
  'weights-unreadable',
  'no-weights',
  'zero-count',
  'quant-unmapped',
  'hf-quant-config-unread',
  'empty-value',
] as const;
export type ModelFileNoteCode = (typeof MODEL_FILE_NOTE_CODES)[number];

export interface InspectResult {
  /** The file the agent parsed (config.json or model_index.json), as displayed. */
  readonly configFile: string;
  readonly modelType: string;
  /** The parameter count before formatting. */
  readonly parameterCount: number;
  readonly fields: DerivedFields;
  readonly notes: readonly InspectNote[];
}

/** Why the agent would write nothing: a message naming the file and what was expected. */
export class ModelFileError extends Error {
  constructor(
    readonly file: string,
    readonly expected: string,
  ) {
    super(`${file}: ${expected}`);
    this.name = 'ModelFileError';
  }
}
