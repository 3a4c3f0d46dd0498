/** The built app is self-contained: no request leaves the origin, and it runs under any sub-path. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

test('makes no request to any other host, from the page or its workers', async ({ browser }) => {
  const context = await browser.newContext();
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  const page = await context.newPage();
  page.on('worker', (worker) => urls.push(worker.url()));
  const sim = new SimulatorPage(page);
  await sim.open();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  // Exercise the editor's language worker too: a schema hover.
  await sim.expectSchemaHover('modelParameterSize', 'Parameter count, e.g. 3.21B');

  const workers = urls.filter((url) => /worker/.test(url));
  expect(workers.length).toBeGreaterThanOrEqual(3); // engine, editor, yaml
  const own = new URL(page.url()).host;
  for (const url of urls) expect(new URL(url).host).toBe(own);
  await context.close();
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ttf': 'font/ttf',
};

/** A plain static host serving dist/ under /deep/sub/path/ and nothing anywhere else. */
function serveUnderSubPath(root: string, prefix: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(prefix)) return void res.writeHead(404).end();
    const relative = normalize(path.slice(prefix.length) || 'index.html').replace(
      /^(\.\.[/\\])+/,
      '',
    );
    readFile(join(root, relative)).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': TYPES[extname(relative)] ?? 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('runs from the built files under a sub-path', async ({ page }) => {
  const prefix = '/deep/sub/path/';
  const server = await serveUnderSubPath(join(process.cwd(), 'dist'), prefix);
  try {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    const { port } = server.address() as AddressInfo;
    const sim = new SimulatorPage(page);
    await sim.open(`http://127.0.0.1:${port}${prefix}`);
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
    await sim.replace('priority: 3', 'priority: 4');
    await sim.expectOrder(['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large']);
    expect(failed).toEqual([]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
