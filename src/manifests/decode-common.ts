/** Decoders shared by several kinds: an object's metadata and spec, and diffusion pipelines. */
import {
  DIFFUSION_COMPONENTS,
  type DiffusionComponent,
  type DiffusionPipeline,
} from '../engine/types';
import { isMap, type YamlMap } from '../yaml';
import { fieldPath, type NodeReader } from './node-reader';

export interface Metadata {
  readonly name: string;
  readonly namespace: string | null;
  readonly annotations: Readonly<Record<string, string>>;
}

/** `metadata.name` is required; a missing one rejects the object, as the API server would. */
function readMetadata(r: NodeReader, root: YamlMap): Metadata | null {
  const metadata = r.map(root, 'metadata', '');
  const name = r.string(metadata, 'name', 'metadata');
  const namespace = r.string(metadata, 'namespace', 'metadata');
  const annotations = r.stringMap(metadata, 'annotations', 'metadata') ?? {};
  if (name === null || name === '') {
    if (!r.rejected) {
      r.report('missing-field', 'metadata.name', 'metadata.name is required', metadata ?? root);
    }
    return null;
  }
  return { name, namespace: namespace === '' ? null : namespace, annotations };
}

/**
 * One object of a kind: `read` builds it from the object's metadata and `spec` map, and it is
 * kept unless the API server would refuse it (no `metadata.name`, or a field `r` rejected).
 * `read` runs for a refused object too, so that every problem in it is reported, not the first.
 */
export function decodeObject<T>(
  r: NodeReader,
  root: YamlMap,
  read: (metadata: Metadata | null, spec: YamlMap | null) => T,
): T | null {
  const metadata = readMetadata(r, root);
  const decoded = read(metadata, r.map(root, 'spec', ''));
  return metadata === null || r.rejected ? null : decoded;
}

/** Its name, and its namespace when its kind is namespaced: a cluster-scoped object has none. */
export const nameAndNamespace = (metadata: Metadata | null, namespaced: boolean) => ({
  name: metadata?.name ?? '',
  namespace: namespaced ? (metadata?.namespace ?? null) : null,
});

/** The component under `key` of `parent`, which is at path `at`. */
function readComponent(
  r: NodeReader,
  parent: YamlMap,
  key: string,
  at: string,
): DiffusionComponent | null {
  const node = r.map(parent, key, at);
  if (node === null) return null;
  const path = fieldPath(at, key);
  return {
    library: r.string(node, 'library', path) ?? '',
    type: r.string(node, 'type', path) ?? '',
  };
}

/**
 * `diffusionPipeline` of `parent` (a model's spec or an entry, at path `at`); `{}` counts as set
 * (docs/selection-rules.md §4.3).
 */
export function readDiffusionPipeline(
  r: NodeReader,
  parent: YamlMap | null,
  at: string,
): DiffusionPipeline | null {
  const node = r.map(parent, 'diffusionPipeline', at);
  if (node === null) return null;
  const path = fieldPath(at, 'diffusionPipeline');
  const components: Partial<Record<(typeof DIFFUSION_COMPONENTS)[number], DiffusionComponent>> = {};
  for (const name of DIFFUSION_COMPONENTS) {
    const component = readComponent(r, node, name, path);
    if (component !== null) components[name] = component;
  }
  const additionalComponents: Record<string, DiffusionComponent> = {};
  const additional = r.map(node, 'additionalComponents', path);
  if (additional !== null) {
    for (const [key, value] of r.pairs(additional)) {
      if (isMap(value)) {
        const component = readComponent(r, additional, key, `${path}.additionalComponents`);
        if (component !== null) additionalComponents[key] = component;
      }
    }
  }
  return {
    className: r.string(node, 'className', path),
    components,
    additionalComponents,
  };
}
