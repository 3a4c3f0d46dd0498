/**
 * `npm run bench:ui`'s browser side: the build served by `vite preview`, Chromium, pages opened
 * with page.js installed (the in-page half, which times things where they happen) and with a
 * scenario stored as the app's autosave, and what page.js has seen read back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median } from './report';
import type { Subject } from './subjects';

const PAGE_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'page.js');
const STORAGE_KEY = 'ome-sim:scenario:v1';
const VIEWPORT = { width: 1440, height: 900 };

export async function startPreview(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    // `--outDir`: the folder to serve. `--bypass-lock`: Vite 8 refuses a second preview of the same
    // project otherwise, and an e2e run may be serving another build at the same time.
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
      '--bypass-lock',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopPreview(server);
  throw new Error(`vite preview did not start on port ${port}`);
}

export function stopPreview(server: ChildProcess): void {
  // The server was started in its own process group (detached): end npx and vite together.
  if (server.pid !== undefined) process.kill(-server.pid);
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

/**
 * A fresh context with page.js installed: a first visit, or, given `stored`, one whose autosaved
 * scenario is that text asking `subject`'s question.
 */
export async function benchContext(
  browser: Browser,
  origin: string,
  options: { stored?: { text: string; subject: Subject }; clipboard?: boolean } = {},
): Promise<BrowserContext> {
  const { stored, clipboard } = options;
  const context = await browser.newContext({
    viewport: VIEWPORT,
    ...(stored ? { storageState: storedScenario(origin, stored.text, stored.subject) } : {}),
    ...(clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  await context.addInitScript({ path: PAGE_SCRIPT });
  return context;
}

const storedScenario = (origin: string, text: string, subject: Subject) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: STORAGE_KEY,
          value: JSON.stringify({
            text,
            target: { kind: 'model', name: subject.model },
            namespace: subject.namespace,
            omeVersion: '1.3',
          }),
        },
      ],
    },
  ],
});

/** What page.js puts on the page's window. */
interface PageBench {
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  readonly slowKeys: readonly { readonly start: number; readonly duration: number }[];
  readonly marks: Readonly<Record<string, number>>;
  changePriority(change: { label: string; runtime: string; value: number }): Promise<number>;
  armPaste(runtimes: readonly string[]): void;
  readonly pasteResult: Promise<{ ms: number; shown: 'table' | 'error' }>;
}
declare global {
  interface Window {
    __bench: PageBench;
  }
}

export async function slowKeysSince(page: Page, since: number) {
  const keys = await page.evaluate(
    (from) => window.__bench.slowKeys.filter((k) => k.start >= from),
    since,
  );
  const durations = keys.map((k) => k.duration);
  return { count: keys.length, median: median(durations), max: Math.max(0, ...durations) };
}

export async function longTasksSince(page: Page, since: number) {
  const tasks = await page.evaluate(
    (from) => window.__bench.longTasks.filter((t) => t.start >= from),
    since,
  );
  return { count: tasks.length, max: Math.max(0, ...tasks.map((t) => t.duration)) };
}
