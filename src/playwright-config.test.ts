/**
 * playwright.config.ts forbids focused tests: a `test.only` left in a spec must fail the run
 * instead of silently skipping the rest of the suite. Proved with a probe spec, listed only (no
 * browser, no server).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

it('a spec with test.only fails to load', () => {
  const name = `zz-forbid-only-probe-${process.pid}.spec.ts`;
  const probe = `${ROOT}e2e/${name}`;
  writeFileSync(probe, "import { test } from '@playwright/test';\ntest.only('probe', () => {});\n");
  try {
    const run = spawnSync('npx', ['playwright', 'test', '--list', `e2e/${name}`], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '' },
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toContain("not allowed due to the 'forbidOnly' option");
  } finally {
    rmSync(probe, { force: true });
  }
}, 60_000);
