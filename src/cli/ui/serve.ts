/**
 * The HTTP side of `ome-sim ui`: the built app on 127.0.0.1 under a random path, with the user's
 * manifests beside it. The manifests are only under this run's path, so nothing of the user's is
 * handed to a page that did not get the printed address; the app's own files (nothing secret)
 * are also under the paths earlier runs printed, so a share link made then still opens. Anything
 * else — another path, another Host, another method — is a 404. Only regular files
 * whose real path is inside the app's folder are served (a link out of it is a 404), and a file
 * that vanishes or can't be read between the request and its read is a 404 or a 500: the server
 * goes on serving (`npm run build` rewrites dist/ while it runs).
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, readFile, realpath, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import {
  SERVED_SCENARIO_FILE,
  SERVED_SCENARIO_META,
  type ServedScenario,
} from '../../share/served';

export const HOST = '127.0.0.1';

/**
 * An address of the shape every run makes, `/TOKEN/…` (TOKEN: 18 random bytes in base64url),
 * with what follows it (undefined without the closing slash).
 */
const TOKEN_PATH = /^\/([A-Za-z0-9_-]{24})(?:\/(.*))?$/s;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Every answer: no sniffing, and the secret path never leaves in a Referer. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export interface UiServer {
  /** http://127.0.0.1:PORT/TOKEN/ */
  readonly url: string;
  close(): Promise<void>;
}

export interface UiServerOptions {
  /** The built app: a folder with index.html. */
  readonly appDir: string;
  readonly scenario: ServedScenario | null;
  readonly port: number;
}

/** index.html with the meta that tells the app where its scenario is (none: the app as built). */
export function withScenarioMeta(html: string, hasScenario: boolean): string {
  if (!hasScenario) return html;
  const meta = `<meta name="${SERVED_SCENARIO_META}" content="${SERVED_SCENARIO_FILE}" />`;
  if (!html.includes('</head>')) throw new Error('the built index.html has no </head>');
  return html.replace('</head>', `  ${meta}\n  </head>`);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

const notFound = (res: ServerResponse) =>
  send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');

/** A file of the built app, opened: its handle and type, or why not (its HTTP status). */
type Opened =
  { readonly handle: FileHandle; readonly type: string } | { readonly status: 404 | 500 };

/**
 * Opens `relative` under `appDir` (a real path, links resolved): a regular file whose real path
 * is inside the folder, else 404; a file that can't be read, 500. What is served is what was
 * opened, so a file swapped for another between the check and the read is never served.
 */
async function openAppFile(appDir: string, relative: string): Promise<Opened> {
  if (relative.split('/').some((part) => part === '..' || part.startsWith('.')))
    return { status: 404 };
  let real: string;
  try {
    real = await realpath(resolve(appDir, relative));
  } catch (error) {
    return { status: isMissing(error) ? 404 : 500 };
  }
  if (!real.startsWith(appDir + sep)) return { status: 404 };
  let handle: FileHandle;
  try {
    // O_NOFOLLOW: a link put in place of the file after realpath is refused, not followed.
    handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    return { status: isMissing(error) ? 404 : 500 };
  }
  try {
    if ((await handle.stat()).isFile())
      return { handle, type: CONTENT_TYPES[extname(real)] ?? 'application/octet-stream' };
  } catch {
    // Fall through: closed below, and answered as unreadable.
  }
  await handle.close().catch(() => undefined);
  return { status: 404 };
}

/** A path that is not there (or a link to nothing, a loop, or a folder in its place). */
const isMissing = (error: unknown): boolean =>
  ['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Streams an opened file; a read that fails midway ends the answer, never the server. */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  opened: { handle: FileHandle; type: string },
) {
  res.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': opened.type });
  if (req.method === 'HEAD') {
    res.end();
    void opened.handle.close().catch(() => undefined);
    return;
  }
  const stream = opened.handle.createReadStream();
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function requestPath(req: IncomingMessage): string | null {
  try {
    return decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

export async function startUiServer(options: UiServerOptions): Promise<UiServer> {
  // Its real path: every file's real path is compared with it.
  const appDir = await realpath(resolve(options.appDir));
  const plainIndex = await readFile(resolve(appDir, 'index.html'), 'utf8');
  const index = withScenarioMeta(plainIndex, options.scenario !== null);
  const scenarioJson = JSON.stringify(options.scenario);
  const token = randomBytes(18).toString('base64url');
  const prefix = `/${token}/`;
  let allowedHosts: readonly string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = requestPath(req);
    // The Host check stops a page on another site reaching this server through DNS rebinding.
    const host = req.headers.host ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !allowedHosts.includes(host))
      return notFound(res);
    const at = path === null ? null : TOKEN_PATH.exec(path);
    if (at === null) return notFound(res);
    const [, tokenHere, rest] = at;
    if (rest === undefined) {
      res.writeHead(308, { ...COMMON_HEADERS, Location: `/${tokenHere}/` });
      res.end();
      return;
    }
    // The app under an earlier run's address opens as built (a share link made then carries its
    // scenario in the hash); the manifests are only under this run's.
    const current = tokenHere === token;
    const relative = rest;
    if (relative === '' || relative === 'index.html')
      return send(res, 200, CONTENT_TYPES['.html']!, current ? index : plainIndex);
    if (relative === SERVED_SCENARIO_FILE && options.scenario !== null && current)
      return send(res, 200, CONTENT_TYPES['.json']!, scenarioJson);
    const opened = await openAppFile(appDir, relative);
    if ('status' in opened)
      return opened.status === 404
        ? notFound(res)
        : send(res, 500, 'text/plain; charset=utf-8', 'Cannot read this file\n');
    sendFile(req, res, opened);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Server error\n');
      else res.destroy();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, HOST, () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  allowedHosts = [`${HOST}:${port}`, `localhost:${port}`];
  return {
    url: `http://${HOST}:${port}${prefix}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
