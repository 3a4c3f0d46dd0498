/**
 * The table comes in pieces whose arrays are reused once a piece is written, but only for a stdout
 * that lets go of each chunk (`Streams.stdoutReleasesWrites`, process.stdout). A stream that keeps
 * the chunks it is given must still hold the whole table, byte for byte, at the end.
 */
import { PassThrough, Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { main } from './main';
import { runCli } from '../test-support/run-cli';

/** Enough runtimes for the table to take more than two 64 KB pieces. */
function manyRuntimes(count: number): string {
  const model = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: big-model
spec:
  modelFormat: {name: safetensors, version: "1.0.0"}
  modelFramework: {name: transformers, version: "4.45.0"}
  modelParameterSize: 7B
`;
  const runtimes = Array.from(
    { length: count },
    (_, i) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: runtime-${i}
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.45.0"}
      autoSelect: true
      priority: ${(i % 7) + 1}
`,
  );
  return model + runtimes.join('');
}

it('a stdout that keeps its chunks gets the same table as one that copies them', async () => {
  const manifests = manyRuntimes(3000);
  const argv = ['runtime', 'explain', '--model', 'big-model', '-f', '-'];
  const copied = await runCli(argv, manifests);

  const kept: Buffer[] = [];
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      kept.push(chunk);
      done();
    },
  });
  const stdin = new PassThrough();
  stdin.end(manifests);
  const code = await main(argv, { stdin, stdout, stderr: new PassThrough() });

  expect(code).toBe(copied.code);
  expect(copied.stdout.length).toBeGreaterThan(3 * 48 * 1024);
  expect(Buffer.concat(kept).toString('utf8')).toBe(copied.stdout);
  // Two runs over 3,000 runtimes: seconds when the machine is busy with other work.
}, 30_000);
