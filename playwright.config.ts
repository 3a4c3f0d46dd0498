/**
 * End-to-end journeys against the built app (`vite build`, then `vite preview`), in the system
 * Chromium, fully offline. `npm run test:e2e` builds first.
 * The screenshot spec runs only with SCREENSHOTS=1 (it writes docs/screenshot-*.png).
 */
import { defineConfig } from '@playwright/test';

// E2E_PORT / E2E_DIST let two runs (e.g. two engineers' builds) share a machine.
const PORT = process.env.E2E_PORT ?? '4173';
const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  // A focused test (`.only`) would silently skip the rest of the suite: never allowed.
  forbidOnly: true,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium's own services (updates, accounts) would otherwise try to reach Google.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    // Its own Vite cache, lock included: it runs beside `npm run preview` (vite.config.ts).
    env: { OME_SIM_VITE_CACHE: 'node_modules/.vite-e2e' },
  },
});
