/**
 * docs/ci.md's workflows must keep working: every `npx ome-sim …` command line in them is run,
 * through the CLI's `main`, in a fixture repository where a pull request flips one autoSelect, with
 * the CI variables set to that repository's base commit.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load as parse } from 'js-yaml';
import { runCli } from '../../test-support/run-cli';
import { tempDirForFile } from '../../test-support/temp-dir';

const docs = readFileSync(new URL('../../../docs/ci.md', import.meta.url), 'utf8');
const flip = parse(
  readFileSync(new URL('../../../scenarios/diff/autoselect-flip.yaml', import.meta.url), 'utf8'),
) as { before: string; after: string };

/** The ome-sim command lines of one fenced block of docs/ci.md, and where output is redirected. */
interface Command {
  readonly line: string;
  readonly argv: readonly string[];
  readonly redirect: string | null;
}

function commandsIn(section: string): Command[] {
  const start = docs.indexOf(`## ${section}`);
  const block = /```yaml\n([\s\S]*?)```/.exec(docs.slice(start))![1]!;
  return block
    .split('\n')
    .map((line) => /npx ome-sim (.*)$/.exec(line)?.[1])
    .filter((rest): rest is string => rest !== undefined)
    .map((rest) => {
      const [command, redirect] = rest.split(' > ');
      return { line: rest, argv: command!.trim().split(/\s+/), redirect: redirect?.trim() ?? null };
    });
}

/** A repository as CI checks it out: base commit on main, the pull request's change on top. */
const repo = tempDirForFile('ome-sim-ci-');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
// Nested as docs/ci.md lays them out: the runtimes one folder down, read with -R and `recursive`.
const RUNTIMES = join(repo, 'manifests', 'runtimes', 'vllm');
mkdirSync(RUNTIMES, { recursive: true });
writeFileSync(join(RUNTIMES, 'all.yaml'), flip.before);
writeFileSync(
  join(repo, 'manifests', 'ome-sim-test.yaml'),
  'manifests: [runtimes/]\nrecursive: true\nexpect:\n  - isvc: chat\n    namespace: team-a\n    notSelected: [vllm-llama]\n',
);
git('init', '-q', '-b', 'main');
git('add', '-A');
git('commit', '-qm', 'base');
const baseSha = git('rev-parse', 'HEAD');
writeFileSync(join(RUNTIMES, 'all.yaml'), flip.after);

/** The CI systems' variables, as they would be set for this pull request. */
const expand = (arg: string): string =>
  arg
    .replace('${{ github.event.pull_request.base.sha }}', baseSha)
    .replace('$CI_MERGE_REQUEST_DIFF_BASE_SHA', baseSha);

async function run(command: Command) {
  const argv = command.line.includes('${{')
    ? expand(command.argv.join(' ')).split(' ')
    : command.argv.map(expand);
  const cwd = process.cwd();
  process.chdir(repo);
  try {
    return await runCli(argv);
  } finally {
    process.chdir(cwd);
  }
}

describe('docs/ci.md', () => {
  for (const section of ['GitHub Actions', 'GitLab CI']) {
    it(`${section}: the diff comments the change and the tests pass`, async () => {
      const commands = commandsIn(section);
      expect(commands.map((c) => c.argv.slice(0, 2).join(' '))).toEqual([
        'runtime diff',
        'test manifests/',
      ]);
      const [diff, test] = commands as [Command, Command];
      const diffResult = await run(diff);
      // The test file beside the manifests is skipped, with a note for each side.
      expect(diffResult.stderr).toBe(
        `note: before: skipped ${baseSha}:manifests/ome-sim-test.yaml: an ome-sim test file, not manifests (run it with ome-sim test)\n` +
          'note: after: skipped manifests/ome-sim-test.yaml: an ome-sim test file, not manifests (run it with ome-sim test)\n',
      );
      expect(diffResult.code).toBe(0);
      expect(diff.redirect).toBe('ome-sim-diff.md');
      expect(diffResult.stdout).toMatch(
        /^### ome-sim runtime diff: 2 of 2 runtime selections changed\n/,
      );
      expect(diffResult.stdout).toContain(
        '| isvc `chat` | `team-a` | team-llama (Namespaced) | srt-llama (Cluster) |',
      );
      const testResult = await run(test);
      expect(testResult.stderr).toBe('');
      expect(testResult.code).toBe(0);
      if (test.redirect !== null) {
        expect(test.redirect).toBe('ome-sim-junit.xml');
        expect(testResult.stdout).toContain(
          '<testsuites name="ome-sim test" tests="1" failures="0" errors="0">',
        );
      } else {
        expect(testResult.stdout).toMatch(
          /^PASS manifests\/ome-sim-test\.yaml:4 isvc chat in team-a: srt-llama \(Cluster\)\n1 passed, 0 failed \(1 file\)\n$/,
        );
      }
    });
  }

  it('GitHub code scanning: lint writes SARIF with paths relative to the checkout', async () => {
    const commands = commandsIn('GitHub code scanning');
    expect(commands.map((c) => c.argv[0])).toEqual(['lint']);
    const [lint] = commands as [Command];
    expect(lint.redirect).toBe('ome-sim.sarif');
    const result = await run(lint);
    // The test file beside the manifests is read by `ome-sim test`, not as manifests.
    expect(result.stderr).toBe(
      'note: skipped manifests/ome-sim-test.yaml: an ome-sim test file, not manifests (run it with ome-sim test)\n',
    );
    // The fixture's entries have no modelFramework, which the CRD requires: errors fail the job,
    // and the SARIF is written all the same for the upload step.
    expect(result.code).toBe(1);
    const sarif = JSON.parse(result.stdout);
    expect(sarif.version).toBe('2.1.0');
    const uris = sarif.runs[0].results.map(
      (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
        r.locations[0]!.physicalLocation.artifactLocation.uri,
    );
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) expect(uri).toBe('manifests/runtimes/vllm/all.yaml');
  });

  it('runs nothing when the pull request changes no answer', async () => {
    const [diff] = commandsIn('GitHub Actions') as [Command];
    writeFileSync(join(RUNTIMES, 'all.yaml'), flip.before);
    try {
      const result = await run(diff);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(''); // so `[ -s ome-sim-diff.md ]` skips the comment
    } finally {
      writeFileSync(join(RUNTIMES, 'all.yaml'), flip.after);
    }
  });
});
