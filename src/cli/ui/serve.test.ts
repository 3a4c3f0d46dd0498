/**
 * The `ome-sim ui` server: the scenario only under the printed path, the app under any address
 * a run prints, for this host.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeServedScenario, type ServedScenario } from '../../share/served';
import { startUiServer, withScenarioMeta, type UiServer } from './serve';
import { tempDirForFile } from '../../test-support/temp-dir';

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <title>t</title>\n  </head>\n</html>\n';
const SCENARIO: ServedScenario = {
  manifests: 'kind: BaseModel\n',
  target: { kind: 'model', name: 'm' },
  namespace: 'ns',
  omeRelease: null,
};

// The app folder sits inside the test's own folder, beside a file it must never serve.
const root = tempDirForFile('ome-sim-serve-');
const app = join(root, 'app');
mkdirSync(join(app, 'assets'), { recursive: true });
mkdirSync(join(app, '.vite'));
writeFileSync(join(app, 'index.html'), INDEX);
writeFileSync(join(app, 'assets', 'main.js'), 'export {};\n');
writeFileSync(join(app, '.vite', 'manifest.json'), '{}');
writeFileSync(join(root, 'ome-sim-serve-secret.txt'), 'secret');

/** A raw request, so the path and Host go out exactly as written. */
function get(
  url: string,
  path: string,
  options: { host?: string; method?: string } = {},
): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port, host } = new URL(url);
  return new Promise((done, fail) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? host },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('ome-sim ui server', () => {
  let server: UiServer;
  let prefix: string;
  beforeAll(async () => {
    server = await startUiServer({ appDir: app, scenario: SCENARIO, port: 0 });
    prefix = new URL(server.url).pathname;
  });
  afterAll(() => server.close());

  it('listens on 127.0.0.1 under a long random path', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{24}\/$/);
  });

  it('serves index.html with the scenario meta, the scenario and the app files', async () => {
    const index = await get(server.url, prefix);
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toBe(withScenarioMeta(INDEX, true));
    expect(index.body).toContain('<meta name="ome-sim-scenario" content="scenario.json" />');
    const scenario = await get(server.url, `${prefix}scenario.json`);
    expect(scenario.status).toBe(200);
    expect(decodeServedScenario(JSON.parse(scenario.body))).toEqual(SCENARIO);
    expect(await get(server.url, `${prefix}assets/main.js`)).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'export {};\n',
    });
    expect((await get(server.url, prefix.slice(0, -1))).status).toBe(308);
  });

  it.each([
    '/',
    '/index.html',
    '/assets/main.js',
    '/scenario.json',
    'PREFIX../ome-sim-serve-secret.txt',
    'PREFIX%2e%2e/ome-sim-serve-secret.txt',
    'PREFIX.vite/manifest.json',
    'PREFIXassets',
    'PREFIXmissing.js',
  ])('answers 404 for %s', async (path) => {
    const response = await get(server.url, path.replace('PREFIX', prefix));
    expect(response.status).toBe(404);
  });

  it('answers 404 to another Host or method, even on the right path', async () => {
    expect((await get(server.url, prefix, { host: 'evil.example:80' })).status).toBe(404);
    expect((await get(server.url, prefix, { method: 'POST' })).status).toBe(404);
    expect(
      (await get(server.url, prefix, { host: `localhost:${new URL(server.url).port}` })).status,
    ).toBe(200);
  });

  it("serves the app as built under an earlier run's address, never this run's manifests", async () => {
    // A share link made under an earlier `ome-sim ui` carries its scenario in the hash.
    const earlier = '/AAAAAAAAAAAAAAAAAAAAAAAA/';
    expect((await get(server.url, earlier)).body).toBe(INDEX);
    expect((await get(server.url, `${earlier}assets/main.js`)).status).toBe(200);
    expect((await get(server.url, `${earlier}scenario.json`)).status).toBe(404);
    expect((await get(server.url, earlier.slice(0, -1))).status).toBe(308);
    for (const other of ['/AAAA/', '/AAAAAAAAAAAAAAAAAAAAAAAAA/', '/AAAAAAAAAAAAAAAAAAAAAAA!/'])
      expect((await get(server.url, other)).status).toBe(404);
  });

  it('without manifests serves the app as built, and no scenario', async () => {
    const plain = await startUiServer({ appDir: app, scenario: null, port: 0 });
    try {
      const path = new URL(plain.url).pathname;
      expect((await get(plain.url, path)).body).toBe(INDEX);
      expect((await get(plain.url, `${path}scenario.json`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
