/** Decoders shared by several kinds: metadata and diffusion pipelines. */
import {
  DIFFUSION_COMPONENTS,
  type DiffusionComponent,
  type DiffusionPipeline,
} from '../engine/types';
import { isMap, type MapNode, type NodeReader } from './reader';

export interface Metadata {
  readonly name: string;
  readonly namespace: string | null;
  readonly annotations: Readonly<Record<string, string>>;
}

/** `metadata.name` is required; a missing one rejects the object, as the API server would. */
export function readMetadata(r: NodeReader, root: MapNode): Metadata | null {
  const metadata = r.map(root, 'metadata', 'metadata');
  const name = r.string(metadata, 'name', 'metadata.name');
  const namespace = r.string(metadata, 'namespace', 'metadata.namespace');
  const annotations = r.stringMap(metadata, 'annotations', 'metadata.annotations') ?? {};
  if (name === null || name === '') {
    if (!r.rejected) {
      r.report('missing-field', 'metadata.name', 'metadata.name is required', metadata ?? root);
    }
    return null;
  }
  return { name, namespace: namespace === '' ? null : namespace, annotations };
}

function readComponent(
  r: NodeReader,
  parent: MapNode,
  key: string,
  path: string,
): DiffusionComponent | null {
  const node = r.map(parent, key, path);
  if (node === null) return null;
  return {
    library: r.string(node, 'library', `${path}.library`) ?? '',
    type: r.string(node, 'type', `${path}.type`) ?? '',
  };
}

/** `diffusionPipeline` on a model or an entry; `{}` counts as set (runtime-selection.md §4.3). */
export function readDiffusionPipeline(
  r: NodeReader,
  parent: MapNode | null,
  path: string,
): DiffusionPipeline | null {
  const node = r.map(parent, 'diffusionPipeline', path);
  if (node === null) return null;
  const components: Partial<Record<(typeof DIFFUSION_COMPONENTS)[number], DiffusionComponent>> = {};
  for (const name of DIFFUSION_COMPONENTS) {
    const component = readComponent(r, node, name, `${path}.${name}`);
    if (component !== null) components[name] = component;
  }
  const additionalComponents: Record<string, DiffusionComponent> = {};
  const additional = r.map(node, 'additionalComponents', `${path}.additionalComponents`);
  if (additional !== null) {
    for (const [key, value] of r.pairs(additional)) {
      if (isMap(value)) {
        const component = readComponent(r, additional, key, `${path}.additionalComponents.${key}`);
        if (component !== null) additionalComponents[key] = component;
      }
    }
  }
  return {
    className: r.string(node, 'className', `${path}.className`),
    components,
    additionalComponents,
  };
}
