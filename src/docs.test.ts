/**
 * Keeps the docs honest: the README stays short, every relative link in the docs leads to a file
 * (and a heading) of the repository, every file the docs name in backticks exists, and code
 * comments cite docs/selection-rules.md by sections it has, never documents a clone does not have.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedSections, ruleSections } from './test-support/rule-sections';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The docs a reader follows: the README, CHANGELOG, docs/ and the READMEs inside the code. */
const DOCS = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((n) => n.endsWith('.md'))
    .map((n) => `docs/${n}`),
  'src/engine/README.md',
  'src/manifests/README.md',
  'scenarios/README.md',
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file's headings (outside fenced code). */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (!fenced && heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** Every `[text](target)` link of a Markdown text that points into the repository. */
const relativeLinks = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));

/** Files of the repository a Markdown text names in backticks: `src/…`, `scenarios/…`, … */
const namedPaths = (text: string): string[] =>
  [...text.matchAll(/`((?:src|scenarios|e2e|scripts|testdata|docs|bin)\/[^`\s]*)`/g)]
    .map((m) => m[1]!)
    // Placeholders and recursive globs name no one file.
    .filter((path) => !/[<…]|\*\*/.test(path));

/** Does a path with `*` in its last part match a file? (`scenarios/go/selector-ac-*.yaml`) */
function globMatches(path: string): boolean {
  const dir = join(ROOT, dirname(path));
  const last = path.slice(path.lastIndexOf('/') + 1);
  const pattern = new RegExp(`^${last.split('*').map(escapeRegExp).join('.*')}$`);
  return existsSync(dir) && readdirSync(dir).some((name) => pattern.test(name));
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Source files whose comments may cite the rules: code, tests, scripts. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the README', () => {
  it('stays short: detail goes to docs/', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(260);
  });
});

describe.each(DOCS)('%s', (doc) => {
  const text = read(doc);

  it('links only to files and headings that exist', () => {
    const broken = relativeLinks(text).filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? doc : relative(ROOT, join(ROOT, dirname(doc), path));
      if (!existsSync(join(ROOT, file))) return true;
      if (anchor === undefined || statSync(join(ROOT, file)).isDirectory()) return false;
      return !anchorsOf(read(file)).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('names only files that exist', () => {
    const missing = namedPaths(text).filter((path) =>
      path.includes('*') ? !globMatches(path) : !existsSync(join(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });
});

describe('citations of docs/selection-rules.md', () => {
  const sections = ruleSections();
  const files = ['src', 'e2e', 'scripts'].flatMap(sourceFiles);

  it('are to sections it has, in every source file', () => {
    const wrong = files.flatMap((file) =>
      read(file)
        .split('\n')
        // Other standards' sections (YAML's) are not ours.
        .map((line) => line.replace(/YAML 1\.2 §[\d.]+/g, ''))
        .flatMap((line) => citedSections(line).filter((s) => !sections.has(s)))
        .map((section) => `${file}: §${section}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('replace the shared documents a clone does not have', () => {
    const stale = [...files, ...DOCS.filter((d) => d !== 'docs/selection-rules.md')].filter(
      (file) => /(runtime-selection|explain-contract)\.md/.test(read(file)),
    );
    expect(stale).toEqual([]);
  });
});
