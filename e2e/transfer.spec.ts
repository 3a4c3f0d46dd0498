/** Import (pasted kubectl output, a dropped file) and export (Markdown, CSV, kubectl text). */
import { expect, test } from './features';

/** What `kubectl get … -o yaml` prints: a v1 List of the objects. */
const KUBECTL_LIST = `apiVersion: v1
kind: List
items:
- apiVersion: ome.io/v1beta1
  kind: ClusterBaseModel
  metadata:
    name: phi-3-mini
  spec:
    modelFormat: {name: safetensors, version: "1.0.0"}
    modelFramework: {name: transformers, version: "4.40.0"}
    modelParameterSize: 3.8B
- apiVersion: ome.io/v1beta1
  kind: ClusterServingRuntime
  metadata:
    name: vllm-phi
  spec:
    supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.40.0"}
      autoSelect: true
      priority: 2
metadata:
  resourceVersion: ""
`;

const EXTRA_RUNTIME = `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: extra-llama
spec:
  supportedModelFormats:
  - modelFormat: {name: safetensors, version: 1.0.0}
    modelFramework: {name: transformers, version: 4.45.0.dev0}
    modelArchitecture: LlamaForCausalLM
    autoSelect: true
    priority: 9
`;

test('pasted kubectl output replaces the manifests, and the pickers follow', async ({
  sim,
  transfer,
}) => {
  await transfer.importText(KUBECTL_LIST, 'Replace them');
  await sim.expectOrder(['vllm-phi']);
  await expect(sim.question).toHaveValue('phi-3-mini (ClusterBaseModel)');
  await expect(sim.editor).toContainText('kind: List');
  await sim.undo(); // the import is one undoable edit
  await expect(sim.editor).toContainText('kind: BaseModel');
});

test('a file dropped on the editor can be appended', async ({ sim, transfer }) => {
  await transfer.dropFile('extra.yaml', EXTRA_RUNTIME);
  await expect(transfer.importDialog).toBeVisible();
  await expect(transfer.importDialog).toContainText('From extra.yaml');
  await transfer.importDialog.getByRole('radio', { name: 'Append to them' }).check();
  await transfer.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await sim.expectOrder([
    'team-llama',
    'extra-llama',
    'vllm-llama',
    'srt-llama-small',
    'srt-llama-large',
  ]);
});

test('the ranking downloads as Markdown, CSV and kubectl text', async ({ transfer }) => {
  const markdown = await transfer.download('Markdown');
  expect(markdown.name).toBe('ome-sim-llama-3-2-3b-instruct-llama-demo.md');
  expect(markdown.text.split('\n').slice(0, 5)).toEqual([
    'Serving runtimes for BaseModel llama-3-2-3b-instruct in namespace llama-demo, OME v1.3',
    '',
    '| RANK | RUNTIME | SCOPE | COMPATIBLE | SCORE | PRIORITY | WEIGHT | REASON |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    '| 1 | team-llama | Namespaced | Yes | 2 | 1 | 2 | - |',
  ]);
  const csv = await transfer.download('CSV');
  expect(csv.name).toBe('ome-sim-llama-3-2-3b-instruct-llama-demo.csv');
  expect(csv.text.split('\r\n').slice(0, 3)).toEqual([
    'RANK,RUNTIME,SCOPE,COMPATIBLE,SCORE,PRIORITY,WEIGHT,REASON,MODEL,INFERENCESERVICE,NAMESPACE,OME_VERSION',
    '1,team-llama,Namespaced,Yes,2,1,2,-,BaseModel/llama-3-2-3b-instruct,-,llama-demo,1.3',
    '2,vllm-llama,Cluster,Yes,6,2,6,-,BaseModel/llama-3-2-3b-instruct,-,llama-demo,1.3',
  ]);
  const kubectl = await transfer.download('kubectl text');
  expect(kubectl.text.split('\n')[1]).toBe(
    'team-llama        Namespaced   Yes          1          2        -',
  );
});

/** Names that try to break out of a Markdown table or run in a spreadsheet (double-quoted YAML). */
const HOSTILE = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: tiny
spec:
  modelFormat: {name: safetensors, version: "1.0.0"}
  modelFramework: {name: transformers, version: "4.51.0"}
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "evil\\n## Owned\\n![p](https://evil.example/p.png) @octo-org/all | </td><b>x</b> \\e]52;c;aGk=\\a"
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: 9
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "=HYPERLINK(\\"https://evil.example\\")"
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0", weight: -5}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: -1
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: true
      priority: 3
`;

test('the exports escape hostile names: Markdown keeps one row each, CSV evaluates nothing', async ({
  sim,
  transfer,
}) => {
  await transfer.importText(HOSTILE, 'Replace them');
  await expect(sim.question).toHaveValue('tiny (ClusterBaseModel)');
  const markdown = await transfer.download('Markdown');
  const lines = markdown.text.trimEnd().split('\n');
  expect(lines).toHaveLength(6);
  expect(lines[4]).toBe(
    '| 1 | evil\\\\n## Owned\\\\n!\\[p\\](https://evil.example/p.png) @&#8203;octo-org/all \\| \\</td>\\<b>x\\</b> \\\\u001b\\]52;c;aGk=\\\\u0007 | Cluster | Yes | 18 | 9 | 18 | - |',
  );
  const csv = await transfer.download('CSV');
  expect(csv.text.split('\r\n')[2]).toBe(
    `2,"'=HYPERLINK(""https://evil.example"")",Cluster,Yes,6,-1,-1,-,ClusterBaseModel/tiny,-,default,1.3`,
  );
  // The characters that must not be in the files: C0 controls but newline, DEL, C1 controls.
  // eslint-disable-next-line no-control-regex -- exactly the characters looked for
  const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
  expect(markdown.text + csv.text.replaceAll('\r\n', '\n')).not.toMatch(controls);
});
