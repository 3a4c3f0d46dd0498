/**
 * The eager tree builder that build-documents.ts replaced (commit 3ead3c3, `buildDocuments` of what
 * was then src/manifests/yaml-nodes.ts), kept as the reference the lazy tree is compared with:
 * every node is made in the one pass. Scalar resolution is shared with the real code (moved there
 * unchanged).
 *
 * One change from 3ead3c3, which the lazy tree made on purpose: the placeholder of an alias with
 * no anchor is not compared as a key. 3ead3c3 gave it the identity null, so `*nope : 1` then
 * `~: 2` also reported `~` as a duplicate of a key nobody wrote.
 *
 * Merge keys (merge-keys.ts), added after 3ead3c3, the simple way: a merge key is not compared as
 * a key, and when a document ends its tree is walked for merge keys whose values go-yaml refuses.
 */
import { COLLECTION_STYLE, EVENT_ID, type Event, type ScalarEvent } from 'js-yaml';
import { flowClose, scalarEnd, scalarStart } from '../extents';
import { isMergeKey, MERGE_VALUE_PROBLEM, mergedIntoItself } from '../merge-keys';
import { keyIdentity as identityOfValue, scalarValue } from '../scalars';
import {
  MAX_ALIASES,
  UNRESOLVED,
  type NodeProblem,
  type YamlAlias,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
  type YamlScalar,
  type YamlSeq,
} from '../nodes';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type EagerCollection = Mutable<YamlMap | YamlSeq> & { items: YamlNode[] };

const NO_IDENTITY = Symbol('no identity');
const KEY_SET_THRESHOLD = 16;
const sameKey = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);

/** Placeholders of aliases with no anchor. */
const placeholders = new WeakSet<YamlNode>();

function keyIdentity(node: YamlNode, text: string): unknown {
  if (node.kind !== 'scalar' || placeholders.has(node) || isMergeKey(node, text))
    return NO_IDENTITY;
  return identityOfValue(scalarValue(node, text));
}

const scalarExtent = (event: ScalarEvent, text: string): [number, number] => [
  scalarStart(event, text),
  scalarEnd(event),
];

interface DocumentState {
  root: YamlNode | null;
  readonly problems: NodeProblem[];
  readonly anchors: Map<string, YamlNode>;
  readonly aliases: YamlAlias[];
}

export function buildDocumentsEagerly(events: readonly Event[], text: string): YamlDocument[] {
  const documents: YamlDocument[] = [];
  const stack: EagerCollection[] = [];
  const keySets: (Set<unknown> | null)[] = [];
  let doc: DocumentState | null = null;
  let lastEnd = 0;

  const repeatsKey = (map: EagerCollection, depth: number, key: YamlNode): boolean => {
    const id = keyIdentity(key, text);
    if (id === NO_IDENTITY) return false;
    const keys = keySets[depth];
    if (keys !== null && keys !== undefined) {
      const repeated = keys.has(id);
      keys.add(id);
      return repeated;
    }
    const items = map.items;
    for (let i = 0; i < items.length; i += 2) {
      if (sameKey(keyIdentity(items[i]!, text), id)) return true;
    }
    if (items.length >= 2 * KEY_SET_THRESHOLD) {
      const set = new Set<unknown>([id]);
      for (let i = 0; i < items.length; i += 2) set.add(keyIdentity(items[i]!, text));
      keySets[depth] = set;
    }
    return false;
  };

  const attach = (node: YamlNode): void => {
    const depth = stack.length - 1;
    const parent = stack[depth];
    if (parent === undefined) {
      doc!.root = node;
      return;
    }
    const items = parent.items;
    if (parent.kind === 'map' && items.length % 2 === 0 && repeatsKey(parent, depth, node)) {
      doc!.problems.push({
        code: 'yaml-duplicate-key',
        message: 'duplicate key: a key may appear only once in a mapping (kubectl rejects it)',
        start: node.start,
        end: node.end,
      });
    }
    items.push(node);
  };

  const anchor = (e: { anchorStart: number; anchorEnd: number }, node: YamlNode): void => {
    if (e.anchorStart >= 0) doc!.anchors.set(text.slice(e.anchorStart, e.anchorEnd), node);
  };

  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case EVENT_ID.DOCUMENT:
        doc = { root: null, problems: [], anchors: new Map(), aliases: [] };
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const flow = e.style === COLLECTION_STYLE.FLOW;
        const node: EagerCollection =
          e.type === EVENT_ID.MAPPING
            ? { kind: 'map', start: e.start, end: e.start, flow, items: [] }
            : { kind: 'seq', start: e.start, end: e.start, flow, items: [] };
        anchor(e, node);
        attach(node);
        stack.push(node);
        keySets[stack.length - 1] = null;
        lastEnd = e.start + (flow ? 1 : 0);
        break;
      }
      case EVENT_ID.SCALAR: {
        const [start, end] = e.valueStart < 0 ? [lastEnd, lastEnd] : scalarExtent(e, text);
        const node: YamlScalar = {
          kind: 'scalar',
          start,
          end,
          event: e.valueStart < 0 ? null : e,
          tag: e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd),
          value: UNRESOLVED,
        };
        anchor(e, node);
        attach(node);
        lastEnd = end;
        break;
      }
      case EVENT_ID.ALIAS: {
        const name = text.slice(e.anchorStart, e.anchorEnd);
        const target = doc!.anchors.get(name);
        const start = e.anchorStart - 1;
        if (doc!.aliases.length >= MAX_ALIASES) {
          doc!.problems.push({
            code: 'yaml-too-complex',
            message: `more than ${MAX_ALIASES} aliases in one document; refused (a manifest never needs this many)`,
            start,
            end: e.anchorEnd,
          });
          documents.push({ root: null, problems: doc!.problems, aliases: [] });
          return documents;
        }
        if (target === undefined) {
          doc!.problems.push({
            code: 'yaml-syntax',
            message: `alias *${name} has no anchor &${name} before it`,
            start,
            end: e.anchorEnd,
          });
          const placeholder: YamlScalar = {
            kind: 'scalar',
            start,
            end: e.anchorEnd,
            event: null,
            tag: null,
            value: null,
          };
          placeholders.add(placeholder);
          attach(placeholder);
        } else {
          const alias: YamlAlias = { kind: 'alias', start, end: e.anchorEnd, name, target };
          doc!.aliases.push(alias);
          attach(alias);
        }
        lastEnd = e.anchorEnd;
        break;
      }
      case EVENT_ID.POP: {
        const node = stack.pop();
        if (node === undefined) {
          if (doc!.root !== null) checkMerges(doc!.root, text, doc!.problems);
          documents.push({ root: doc!.root, problems: doc!.problems, aliases: doc!.aliases });
          doc = null;
          break;
        }
        node.end = node.flow ? flowClose(text, Math.max(lastEnd, node.start + 1)) : lastEnd;
        lastEnd = node.end;
        break;
      }
    }
  }
  return documents;
}

/**
 * Every merge key under `root` (through items, in text order, not through aliases) whose value
 * go-yaml refuses: not a mapping, an alias of one or a list of those; or an anchor merged into
 * itself (the merge key inside the alias's target).
 */
function checkMerges(root: YamlNode, text: string, problems: NodeProblem[]): void {
  const source = (node: YamlNode, key: YamlNode): void => {
    if (node.kind === 'map' || placeholders.has(node)) return;
    const problem = (message: string): void => {
      problems.push({ code: 'yaml-merge', message, start: node.start, end: node.end });
    };
    if (node.kind !== 'alias' || node.target.kind !== 'map') return problem(MERGE_VALUE_PROBLEM);
    if (node.target.start <= key.start && key.end <= node.target.end)
      problem(mergedIntoItself(node.name));
  };
  const visit = (node: YamlNode): void => {
    if (node.kind !== 'map' && node.kind !== 'seq') return;
    for (let i = 0; i < node.items.length; i++) {
      const item = node.items[i]!;
      if (node.kind === 'map' && i % 2 === 0 && isMergeKey(item, text)) {
        const value = node.items[i + 1]!;
        if (value.kind === 'seq') for (const s of value.items) source(s, item);
        else source(value, item);
      }
      visit(item);
    }
  };
  visit(root);
}
