/**
 * Comments say why the code is as it is; what happened to it, and which issue asked for it, is
 * CHANGELOG.md's and git's (docs/architecture.md). A comment that cites one of the project's
 * issues by its number fails here, in source, tests, end-to-end specs and scripts alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'e2e', 'scripts'];
const CODE = /\.(ts|tsx|mjs|js|css)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** A comment line (or the comment after code) that cites an issue of this project by number. */
const CITES_ISSUE = /(\/\/|\/\*|^\s*\*).*\bissues? \d+\b/i;

describe('comments', () => {
  it('cite no issue of the project', () => {
    const citing = FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          CITES_ISSUE.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });
});
