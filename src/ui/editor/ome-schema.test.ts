/**
 * The editor's schema (completion and hover) describes exactly the fields runtime selection
 * reads: the tree of src/text-aids/selection-fields.ts, which the decoders are held to by
 * src/text-aids/unread-parts.test.ts. A field the decoders start reading, or one the schema
 * describes that selection never reads, fails here.
 */
import type { JSONSchema } from 'monaco-yaml';
import { describe, expect, it } from 'vitest';
import { selectionFieldsOf, type FieldTree } from '../../text-aids/selection-fields';
import { OME_SCHEMA } from './ome-schema';

const KINDS = [
  'ServingRuntime',
  'ClusterServingRuntime',
  'BaseModel',
  'ClusterBaseModel',
  'InferenceService',
  'AcceleratorClass',
];

/** The schema an object of `kind` is completed with: the top level and its kind's `then`. */
function schemaOf(kind: string): JSONSchema {
  const branch = (OME_SCHEMA.allOf ?? []).find((b) => {
    const condition = (b as JSONSchema).if as JSONSchema | undefined;
    return (condition?.properties?.['kind'] as JSONSchema | undefined)?.const === kind;
  }) as JSONSchema | undefined;
  const then = branch?.then as JSONSchema | undefined;
  return { properties: { ...OME_SCHEMA.properties, ...then?.properties } };
}

/** Dotted paths of a schema's properties, not walked below a field the tree reads whole (`true`). */
function schemaPaths(schema: JSONSchema, tree: FieldTree | true, at = ''): string[] {
  const properties = schema.items
    ? (schema.items as JSONSchema).properties
    : (schema.properties ?? {});
  return Object.entries(properties ?? {}).flatMap(([key, sub]) => {
    const path = at === '' ? key : `${at}.${key}`;
    const below = tree === true ? true : tree[key];
    if (below === true || below === undefined) return [path];
    return [path, ...schemaPaths(sub as JSONSchema, below, path)];
  });
}

function treePaths(tree: FieldTree, at = ''): string[] {
  return Object.entries(tree).flatMap(([key, sub]) => {
    const path = at === '' ? key : `${at}.${key}`;
    return sub === true ? [path] : [path, ...treePaths(sub, path)];
  });
}

const clusterScoped = (kind: string) => kind.startsWith('Cluster') || kind === 'AcceleratorClass';

describe.each(KINDS)('the editor schema of %s', (kind) => {
  const tree = selectionFieldsOf(kind)!;
  const described = schemaPaths(schemaOf(kind), tree);

  it('describes every field selection reads', () => {
    const read = treePaths(tree).filter(
      // A cluster-scoped object has no namespace to offer.
      (path) => !(clusterScoped(kind) && path === 'metadata.namespace'),
    );
    expect(read.filter((path) => !described.includes(path))).toEqual([]);
  });

  it('describes no field selection ignores', () => {
    // Below a field read whole (`true`), the schema may describe the parts: not walked there.
    const read = new Set(treePaths(tree));
    expect(described.filter((path) => !read.has(path))).toEqual([]);
  });
});
