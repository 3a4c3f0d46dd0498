/**
 * Whether two AcceleratorClasses can match one node (docs/selection-rules.md §A8): OME puts a
 * chosen class's `discovery.nodeSelector` and required node affinity on the pod, and nothing else
 * ties the pod to that hardware. Two classes whose rules can hold on one node let a pod planned
 * for one run on the other's hardware, with the first one's runtime settings.
 *
 * A node is its labels (and, for `matchFields`, its name); a class's rule is its node selector
 * AND (any one of its required terms, each an AND of requirements). Two rules meet when some
 * label values satisfy both: checked key by key, exactly, with a node that has them as witness.
 */
import type { AcceleratorDiscovery, NodeSelectorRequirement } from './types';

/** The label a `matchFields` requirement reads (only `metadata.name` exists). */
const fieldKey = (key: string): string => `field:${key}`;

/** One conjunction of requirements, by key. */
type Conjunction = ReadonlyMap<string, readonly NodeSelectorRequirement[]>;

function conjunction(requirements: readonly NodeSelectorRequirement[]): Conjunction {
  const out = new Map<string, NodeSelectorRequirement[]>();
  for (const r of requirements) out.set(r.key, [...(out.get(r.key) ?? []), r]);
  return out;
}

/** A class's rule as alternatives (ORed), each a conjunction; [] matches no node. */
export function discoveryRule(d: AcceleratorDiscovery): Conjunction[] {
  const selector = Object.entries(d.nodeSelector).map(([key, value]): NodeSelectorRequirement => ({
    key,
    operator: 'In',
    values: [value],
  }));
  if (d.requiredNodeTerms === null) return [conjunction(selector)];
  return d.requiredNodeTerms
    .filter((t) => t.matchExpressions.length + t.matchFields.length > 0) // an empty term matches nothing
    .map((t) =>
      conjunction([
        ...selector,
        ...t.matchExpressions,
        ...t.matchFields.map((f) => ({ ...f, key: fieldKey(f.key) })),
      ]),
    );
}

const integer = (text: string): bigint | null => (/^[+-]?[0-9]+$/.test(text) ? BigInt(text) : null);

/**
 * A label value (or absence, null) that satisfies every requirement on one key, or undefined when
 * none does. `In`, `NotIn`, `Exists`, `DoesNotExist`, `Gt`, `Lt` as Kubernetes reads them; an
 * operator it does not know matches nothing.
 */
function valueFor(requirements: readonly NodeSelectorRequirement[]): string | null | undefined {
  const accepts = (value: string | null): boolean =>
    requirements.every((r) => {
      switch (r.operator) {
        case 'In':
          return value !== null && r.values.includes(value);
        case 'NotIn':
          return value === null || !r.values.includes(value);
        case 'Exists':
          return value !== null;
        case 'DoesNotExist':
          return value === null;
        case 'Gt':
        case 'Lt': {
          const bound = r.values.length === 1 ? integer(r.values[0]!) : null;
          const have = value === null ? null : integer(value);
          if (bound === null || have === null) return false;
          return r.operator === 'Gt' ? have > bound : have < bound;
        }
        default:
          return false;
      }
    });
  if (accepts(null)) return null;
  const written = requirements.flatMap((r) => r.values);
  const bound = (op: string) =>
    requirements
      .filter((r) => r.operator === op && r.values.length === 1)
      .map((r) => integer(r.values[0]!))
      .filter((b): b is bigint => b !== null);
  // n values are excluded at most: n + 1 integers in a row past a bound hold one that is not.
  const run = (from: bigint, step: bigint) =>
    Array.from({ length: written.length + 1 }, (_, i) => String(from + step * BigInt(i)));
  const above = bound('Gt').reduce<bigint | null>((m, b) => (m === null || b > m ? b : m), null);
  const below = bound('Lt').reduce<bigint | null>((m, b) => (m === null || b < m ? b : m), null);
  const tries = [
    ...requirements.filter((r) => r.operator === 'In').flatMap((r) => r.values),
    ...(above === null ? [] : run(above + 1n, 1n)),
    ...(below === null ? [] : run(below - 1n, -1n)),
    // A string longer than every value written equals none of them.
    'x'.repeat(Math.max(0, ...written.map((v) => v.length)) + 1),
  ];
  return tries.find(accepts);
}

/** Label values satisfying both conjunctions (null: the label is absent), or null when none. */
function meet(a: Conjunction, b: Conjunction): Record<string, string | null> | null {
  const witness: Record<string, string | null> = {};
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const value = valueFor([...(a.get(key) ?? []), ...(b.get(key) ?? [])]);
    if (value === undefined) return null;
    witness[key] = value;
  }
  return witness;
}

/**
 * Labels of a node both classes' discoveries accept (absent labels left out), or null when no
 * node can match both. A class with no node selector and no required affinity matches any node.
 */
export function sharedNode(
  a: AcceleratorDiscovery,
  b: AcceleratorDiscovery,
): Readonly<Record<string, string>> | null {
  for (const left of discoveryRule(a))
    for (const right of discoveryRule(b)) {
      const witness = meet(left, right);
      if (witness !== null)
        return Object.fromEntries(
          Object.entries(witness).filter((e): e is [string, string] => e[1] !== null),
        );
    }
  return null;
}
