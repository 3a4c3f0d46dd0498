/**
 * Can two classes' discoveries hold on one node (docs/selection-rules.md §A8)? Node selectors
 * and required node affinity, as Kubernetes matches them, with the node as witness.
 */
import { describe, expect, it } from 'vitest';
import { sharedNode } from './discovery';
import type { AcceleratorDiscovery, NodeSelectorRequirement, NodeSelectorTerm } from './types';

const discovery = (
  nodeSelector: Record<string, string>,
  terms: NodeSelectorTerm[] | null = null,
): AcceleratorDiscovery => ({
  nodeSelector,
  hasAffinity: terms !== null,
  requiredNodeTerms: terms,
  pciVendorID: '',
  deviceIDs: [],
});
const req = (key: string, operator: string, ...values: string[]): NodeSelectorRequirement => ({
  key,
  operator,
  values,
});
const term = (...matchExpressions: NodeSelectorRequirement[]): NodeSelectorTerm => ({
  matchExpressions,
  matchFields: [],
});

describe('sharedNode', () => {
  it('finds none for one label with two values', () => {
    expect(sharedNode(discovery({ gpu: 'h100' }), discovery({ gpu: 'a100' }))).toBeNull();
  });

  it('finds a node carrying both labels when the classes key on different labels', () => {
    expect(
      sharedNode(discovery({ 'gpu.memory': '81920' }), discovery({ 'gpu.product': 'H100' })),
    ).toEqual({ 'gpu.memory': '81920', 'gpu.product': 'H100' });
  });

  it('finds any node for a class without selector or required affinity', () => {
    expect(sharedNode(discovery({}), discovery({ gpu: 'h100' }))).toEqual({ gpu: 'h100' });
  });

  it('reads NotIn, Exists and DoesNotExist', () => {
    const notH100 = discovery({}, [term(req('gpu', 'NotIn', 'h100'))]);
    expect(sharedNode(discovery({ gpu: 'h100' }), notH100)).toBeNull();
    expect(sharedNode(discovery({ gpu: 'a100' }), notH100)).toEqual({ gpu: 'a100' });
    const without = discovery({}, [term(req('mig', 'DoesNotExist'))]);
    expect(sharedNode(discovery({}, [term(req('mig', 'Exists'))]), without)).toBeNull();
    expect(sharedNode(without, discovery({}, [term(req('mig', 'NotIn', 'x'))]))).toEqual({});
  });

  it('reads Gt and Lt as integers, avoiding excluded values', () => {
    const big = discovery({}, [term(req('memory', 'Gt', '80000'))]);
    expect(sharedNode(big, discovery({}, [term(req('memory', 'Lt', '40000'))]))).toBeNull();
    const between = discovery({}, [
      term(req('memory', 'Lt', '80005'), req('memory', 'NotIn', '80001', '80002')),
    ]);
    expect(sharedNode(big, between)).toEqual({ memory: '80003' });
  });

  it('takes terms as alternatives, and an empty term or list as matching nothing', () => {
    const either = discovery({}, [term(req('gpu', 'In', 'a100')), term(req('gpu', 'In', 'h100'))]);
    expect(sharedNode(discovery({ gpu: 'h100' }), either)).toEqual({ gpu: 'h100' });
    expect(sharedNode(discovery({}), discovery({}, []))).toBeNull();
    expect(sharedNode(discovery({}), discovery({}, [term()]))).toBeNull();
  });

  it('matches a node name through matchFields, apart from labels of that name', () => {
    const named = (name: string): AcceleratorDiscovery =>
      discovery({ 'metadata.name': 'label' }, [
        { matchExpressions: [], matchFields: [req('metadata.name', 'In', name)] },
      ]);
    expect(sharedNode(named('node-1'), named('node-2'))).toBeNull();
    expect(sharedNode(named('node-1'), named('node-1'))).toEqual({
      'metadata.name': 'label',
      'field:metadata.name': 'node-1',
    });
  });
});
