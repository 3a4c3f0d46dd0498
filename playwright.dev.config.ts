/**
 * The same journeys against the dev server (`npm start`, i.e. `vite` with StrictMode and the
 * dependency optimiser), where some things once differed from the build: monaco-yaml's worker
 * and effects that React runs twice. Specs are `e2e/*.dev.ts` (the build's config skips them).
 * `E2E_DEV_PORT` lets several runs share a machine.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = process.env.E2E_DEV_PORT ?? '5174';
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testDir: './e2e',
  testMatch: '**/*.dev.ts',
  testIgnore: [],
  workers: 1,
  // A cold dev server optimises dependencies on the first visit (~18 s here), then reloads.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: { ...base.use, baseURL: BASE_URL },
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${PORT} --strictPort`,
    // Its own Vite cache, lock included: it runs beside `npm start` (vite.config.ts).
    env: { OME_SIM_VITE_CACHE: 'node_modules/.vite-e2e-dev' },
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
