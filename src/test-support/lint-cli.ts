/**
 * `ome-sim lint` run in-process for tests, and the SARIF 2.1.0 schema check (ajv, offline,
 * against the vendored schema in testdata/sarif).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Ajv from 'ajv';
import draft04 from 'ajv/lib/refs/json-schema-draft-04.json';
import { runLint } from '../cli/lint/run-lint';
import { captureStream } from './captured-stream';

const SCHEMA = JSON.parse(
  readFileSync(new URL('../../testdata/sarif/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'),
) as object;

/** What the schema finds wrong with a SARIF log; [] when it is valid. */
export function validSarif(text: string): string[] {
  const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
  ajv.addMetaSchema(draft04);
  const validate = ajv.compile(SCHEMA);
  if (validate(JSON.parse(text))) return [];
  return (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

/** `ome-sim lint ARGV` in `cwd`, with `stdinText` on standard input. */
export async function lintIn(argv: string[], cwd: string, stdinText = '') {
  const stdin = new PassThrough();
  stdin.end(stdinText);
  const stdout = captureStream();
  const stderr = captureStream();
  const code = await runLint(argv, { stdin, stdout: stdout.stream, stderr: stderr.stream, cwd });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
