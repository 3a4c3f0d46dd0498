// Assembles list-cluster.yaml: what `kubectl get servingruntimes,clusterservingruntimes,basemodels,
// clusterbasemodels,inferenceservices -A -o yaml` could print for a cluster into which some of the
// vendored manifests were applied. The fields a cluster adds (uid, resourceVersion,
// creationTimestamp, generation, managedFields, the last-applied annotation, status) are made up by
// us, deterministically, in the shapes the API server and OME's model agent write them.
// Run: node testdata/ome/assemble-list-cluster.mjs (from the repository root).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dump as stringify, loadAll } from 'js-yaml';

const here = dirname(fileURLToPath(import.meta.url));

/** One cluster object: which vendored file it came from, and what the cluster added. */
const objects = [
  { file: 'config/runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml', day: 3 },
  // Only one of the two srt-qwen2-5-32b-instruct files can exist in a cluster: the one applied last.
  { file: 'config/runtimes/srt/Qwen/Qwen2.5-32B-Instruct-rt.yaml', day: 4 },
  { file: 'config/runtimes/srt/Qwen/Qwen2.5-72B-Instruct-rt.yaml', day: 4 },
  { file: 'config/runtimes/srt/Qwen/qwen3-8b-rt.yaml', day: 5 },
  { file: 'config/runtimes/srt/meta/llama-3-2-1b-instruct-rt.yaml', day: 5 },
  { file: 'config/models/Qwen/Qwen2.5-32B-Instruct.yaml', day: 4, state: 'Ready' },
  { file: 'config/models/Qwen/Qwen2.5-72B-Instruct.yaml', day: 4, state: 'Ready' },
  {
    file: 'config/models/Qwen/Qwen3-8B.yaml',
    day: 5,
    state: 'Ready',
    // What the model agent writes into spec after reading the downloaded config.json.
    agent: {
      modelArchitecture: 'Qwen3ForCausalLM',
      modelFormat: { name: 'safetensors', version: '1.0.0' },
      modelFramework: { name: 'transformers', version: '4.51.0' },
      modelParameterSize: '8.19B',
    },
  },
  // Still downloading: the agent has not filled anything in yet.
  { file: 'config/models/meta/Llama-3.2-1B-Instruct.yaml', day: 6, state: 'In_Transit' },
  { file: 'config/samples/isvc/Qwen/qwen3-8b.yaml', day: 6, kind: 'InferenceService' },
];

const nodes = ['10.0.10.21', '10.0.10.37'];

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}

/** FieldsV1 for the top-level keys a manager set: what kubectl writes, one level deep. */
function fieldsOf(obj) {
  return Object.fromEntries([['.', {}], ...Object.keys(obj).map((k) => [`f:${k}`, {}])]);
}

function uid(i) {
  const hex = (n, w) => n.toString(16).padStart(w, '0');
  return `5f${hex((i * 2654435761) >>> 0, 8).slice(2)}-${hex(4000 + i * 37, 4)}-4${hex(i * 97, 3)}-a${hex(i * 53, 3)}-${hex((i * 1103515245) >>> 0, 12)}`;
}

function clusterObject(entry, i) {
  const docs = loadAll(readFileSync(join(here, entry.file), 'utf8')).filter(
    (d) => d && d.kind !== 'Namespace',
  );
  const manifest = docs[0];
  const applied = { ...manifest };
  const created = `2026-11-${String(20 + entry.day).padStart(2, '0')}T0${entry.day}:1${i}:0${i % 10}Z`;
  const spec = { ...manifest.spec, ...(entry.agent ?? {}) };
  const managedFields = [
    {
      apiVersion: manifest.apiVersion,
      fieldsType: 'FieldsV1',
      fieldsV1: {
        'f:metadata': {
          'f:annotations': { '.': {}, 'f:kubectl.kubernetes.io/last-applied-configuration': {} },
        },
        'f:spec': fieldsOf(manifest.spec),
      },
      manager: 'kubectl-client-side-apply',
      operation: 'Update',
      time: created,
    },
  ];
  const metadata = {
    annotations: {
      'kubectl.kubernetes.io/last-applied-configuration': `${JSON.stringify(applied)}\n`,
    },
    creationTimestamp: created,
    generation: entry.agent ? 2 : 1,
    managedFields,
    name: manifest.metadata.name,
    ...(manifest.metadata.namespace ? { namespace: manifest.metadata.namespace } : {}),
    resourceVersion: String(48213077 + i * 1931),
    uid: uid(i + 1),
  };
  const object = { apiVersion: manifest.apiVersion, kind: manifest.kind, metadata, spec };
  if (entry.state) {
    const status = {
      lifecycle: 'Public',
      state: entry.state,
      ...(entry.state === 'Ready' ? { nodesReady: nodes } : {}),
    };
    object.status = status;
    managedFields.push({
      apiVersion: manifest.apiVersion,
      fieldsType: 'FieldsV1',
      fieldsV1: {
        'f:spec': entry.agent ? fieldsOf(entry.agent) : undefined,
        'f:status': fieldsOf(status),
      },
      manager: 'model-agent',
      operation: 'Update',
      subresource: 'status',
      time: created.replace(/T0\d/, 'T1' + entry.day),
    });
  }
  if (entry.kind === 'InferenceService') {
    object.status = {
      conditions: ['EngineReady', 'IngressReady', 'Ready', 'RouterReady'].map((type) => ({
        lastTransitionTime: created.replace(/T0\d/, 'T1' + entry.day),
        status: 'True',
        type,
      })),
      observedGeneration: 1,
      url: `http://${manifest.metadata.name}.${manifest.metadata.namespace}`,
    };
  }
  return sortKeys(JSON.parse(JSON.stringify(object)));
}

const list = {
  apiVersion: 'v1',
  items: objects.map(clusterObject),
  kind: 'List',
  metadata: { resourceVersion: '' },
};

// kubectl quotes timestamps; js-yaml's dump would leave them plain. (Regenerating with js-yaml
// may lay lists out differently from the committed file, which the yaml package wrote.)
const text = stringify(list, { noArrayIndent: true, lineWidth: -1 }).replace(
  /^(\s*(?:- )?(?:creationTimestamp|time|lastTransitionTime): )(\d{4}-[\d-]+T[\d:]+Z)$/gm,
  '$1"$2"',
);
writeFileSync(join(here, 'list-cluster.yaml'), text);
