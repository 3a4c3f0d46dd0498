/**
 * Values every build writes into the code (Vite's `define`), read from package.json so they are
 * written nowhere else: the app's, the CLI's and the library's builds, and the tests.
 */
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export const BUILD_CONSTANTS = {
  __OME_SIM_VERSION__: JSON.stringify(version),
};
