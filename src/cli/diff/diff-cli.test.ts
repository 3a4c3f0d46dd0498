/**
 * `ome-sim runtime diff` and `ome-sim test` as a user runs them (through the in-process `main`):
 * arguments, exit codes, `--base` on a temporary git repository, `--link`, and test files that
 * pass, fail or are malformed. What changes and why is covered by scenarios/diff/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load as parse } from 'js-yaml';
import { decodeScenario } from '../../share/codec';
import { runCli } from '../../test-support/run-cli';
import { MAX_DIFF_LINK } from './diff-link';
import { tempDirForFile } from '../../test-support/temp-dir';

const scenario = (name: string) =>
  parse(readFileSync(new URL(`../../../scenarios/diff/${name}.yaml`, import.meta.url), 'utf8')) as {
    before: string;
    after: string;
  };
const dir = tempDirForFile('ome-sim-diff-');
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const flip = scenario('autoselect-flip');
const before = file('before.yaml', flip.before);
const after = file('after.yaml', flip.after);
const diff = (...extra: string[]) =>
  runCli(['runtime', 'diff', '--before', before, '--after', after, ...extra]);

describe('ome-sim runtime diff', () => {
  it('prints each changed answer with why, and exits 0 without --exit-code', async () => {
    const result = await diff();
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^QUESTION\s+NAMESPACE\s+BEFORE\s+AFTER\s+WHY$/);
    expect(lines[1]).toMatch(
      /^isvc chat\s+team-a\s+team-llama \(Namespaced\)\s+srt-llama \(Cluster\)\s+team-llama: no autoSelect entry → rejected/,
    );
    expect(lines.at(-1)).toBe('2 of 2 runtime selections changed; 0 unchanged.');
  });

  it('exits 2 with --exit-code when an answer changed, 0 when none did', async () => {
    expect((await diff('--exit-code')).code).toBe(2);
    const same = await runCli([
      'runtime',
      'diff',
      '--before',
      before,
      '--after',
      before,
      '--exit-code',
    ]);
    expect(same.code).toBe(0);
    expect(same.stdout).toBe('No runtime selection changed (2 questions asked).\n');
  });

  it('prints no markdown when nothing changed, unless --always', async () => {
    const args = ['runtime', 'diff', '--before', before, '--after', before, '-o', 'markdown'];
    expect((await runCli(args)).stdout).toBe('');
    expect((await runCli([...args, '--always'])).stdout).toBe(
      '### ome-sim runtime diff: no runtime selection changed (2 questions asked)\n',
    );
  });

  it('asks only in the namespaces given with -n', async () => {
    const other = JSON.parse((await diff('-o', 'json', '-n', 'elsewhere')).stdout) as {
      questions: number;
      changes: unknown[];
    };
    expect(other).toEqual({ changes: [], unchanged: 1, questions: 1 });
    const teamA = JSON.parse((await diff('-o=json', '--namespace=team-a')).stdout) as {
      questions: number;
    };
    expect(teamA.questions).toBe(2);
  });

  it('exits 1 on bad arguments and on invalid input, saying where', async () => {
    const cases: [string[], RegExp][] = [
      [['--before', before], /give --before PATH and --after PATH/],
      [['--before', before, '--after', after, '-o', 'csv'], /unknown output format "csv"/],
      [['--base', 'HEAD', '--before', before, '-f', after], /not both/],
      [['--base', 'HEAD'], /at least one -f PATH/],
      [['--before', before, '--after', after, '--frobnicate'], /unknown flag: --frobnicate/],
      [['--before', join(dir, 'missing.yaml'), '--after', after], /does not exist/],
      [
        ['--before', before, '--after', after, '--ome-version', 'latest'],
        /expected an OME release/,
      ],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['runtime', 'diff', ...args]);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(message);
    }
    const broken = file(
      'broken.yaml',
      `${flip.after}\n---\nkind: ClusterServingRuntime\nmetadata: {name: x}\nspec:\n  supportedModelFormats:\n    - priority: high\n`,
    );
    const result = await runCli(['runtime', 'diff', '--before', before, '--after', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: after: .*broken\.yaml: document 6, line \d+: spec\.supportedModelFormats\[0\]\.priority/m,
    );
  });

  it('--ome-version takes any OME release, with a note outside the known ones', async () => {
    const v122 = await diff('--ome-version', 'v1.2.2', '-o', 'json');
    expect(v122.code).toBe(0);
    expect(v122.stderr).toBe('');
    expect(JSON.parse(v122.stdout)).toEqual(JSON.parse((await diff('-o', 'json')).stdout));
    const newer = await diff('--ome-version', '1.4.0-rc.1', '--link');
    expect(newer.stderr).toMatch(
      /^note: OME 1\.4\.0-rc\.1 is newer than the releases ome-sim knows/,
    );
    const link = /^Open in ome-sim: \S*(#\S+)$/m.exec(newer.stdout);
    const decoded = await decodeScenario(link![1]!);
    expect(decoded.ok && decoded.scenario.omeRelease).toBe('1.4.0-rc.1');
  });

  it('--link opens the after state with the before state pinned as the baseline', async () => {
    const result = await diff('--link', '--app-url', 'https://ome-sim.example/app/');
    const link = /^Open in ome-sim: (https:\/\/ome-sim\.example\/app\/#s2\.\S+)$/m.exec(
      result.stdout,
    );
    expect(link).not.toBeNull();
    const decoded = await decodeScenario(link![1]!.replace(/^[^#]*/, ''));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.scenario.target).toEqual({ kind: 'isvc', name: 'chat' });
    expect(decoded.scenario.namespace).toBe('team-a');
    expect(decoded.scenario.manifests).toContain('autoSelect: false');
    expect(decoded.scenario.baseline).toContain('autoSelect: true');
    expect(decoded.scenario.baseline).not.toContain('autoSelect: false');
  });

  it(`--link past ${MAX_DIFF_LINK.toLocaleString('en')} characters: no link, and a note saying why`, async () => {
    // Runtimes named by a pseudo-random number each, so the link's compression cannot shrink them.
    let state = 7;
    const token = () => (state = (state * 48271) % 2147483647).toString(36);
    const runtime = (priority: number) =>
      `---\nkind: ClusterServingRuntime\napiVersion: ome.io/v1beta1\nmetadata: {name: rt-${token()}}\nspec:\n  supportedModelFormats:\n    - {modelFormat: {name: safetensors}, autoSelect: true, priority: ${priority}}\n`;
    const model =
      'kind: ClusterBaseModel\napiVersion: ome.io/v1beta1\nmetadata: {name: m}\nspec: {modelFormat: {name: safetensors}}\n';
    const big = (top: number) =>
      model + Array.from({ length: 1500 }, (_, i) => runtime(i === 0 ? top : 1)).join('');
    const result = await runCli([
      'runtime',
      'diff',
      '--before',
      file('big-before.yaml', big(1)),
      '--after',
      file('big-after.yaml', big(2)),
      '--link',
    ]);
    expect(result.stderr).toMatch(
      /^note: no link: it would be [\d,]+ characters long; open the manifests with ome-sim ui instead\n$/,
    );
    expect(result.stdout).not.toContain('Open in ome-sim');
  });

  it('--base compares the -f paths at a git revision with the working tree', async () => {
    const repo = join(dir, 'git-repo');
    mkdirSync(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        stdio: 'pipe',
      });
    try {
      git('init', '-q', '-b', 'main');
      mkdirSync(join(repo, 'clusters', 'team-a'), { recursive: true });
      writeFileSync(join(repo, 'clusters', 'team-a', 'all.yaml'), flip.before);
      writeFileSync(join(repo, 'clusters', 'notes.txt'), 'not a manifest');
      git('add', '-A');
      git('commit', '-qm', 'base');
      writeFileSync(join(repo, 'clusters', 'team-a', 'all.yaml'), flip.after);
      const same = await runCli([
        'runtime',
        'diff',
        '--base',
        'HEAD',
        '-R',
        '-f',
        join(repo, 'clusters'),
        '--exit-code',
      ]);
      expect(same.stderr).toBe('');
      expect(same.code).toBe(2);
      expect(same.stdout).toContain('team-llama: no autoSelect entry → rejected');
      // A path that does not exist at the base is an empty set: everything in it is new.
      mkdirSync(join(repo, 'new'));
      writeFileSync(
        join(repo, 'new', 'model.yaml'),
        'kind: ClusterBaseModel\nmetadata: {name: fresh}\nspec:\n  modelFormat: {name: gguf}\n',
      );
      const added = await runCli([
        'runtime',
        'diff',
        '--base',
        'HEAD',
        '-f',
        join(repo, 'new'),
        '-o',
        'json',
      ]);
      expect(added.code).toBe(0);
      expect(JSON.parse(added.stdout)).toMatchObject({
        changes: [
          {
            question: { kind: 'model', name: 'fresh', namespace: 'default' },
            before: { selected: null },
            after: { selected: null },
          },
        ],
      });
      // A path the change deletes is an empty set now; one that exists on neither side is a typo.
      rmSync(join(repo, 'clusters'), { recursive: true });
      const deleted = await runCli([
        'runtime',
        'diff',
        '--base',
        'HEAD',
        '-R',
        '-f',
        join(repo, 'clusters'),
        '-o',
        'json',
      ]);
      expect(deleted.code).toBe(0);
      expect(JSON.parse(deleted.stdout)).toMatchObject({
        changes: [
          { question: { kind: 'isvc', name: 'chat' }, after: { selected: null } },
          { question: { kind: 'model', name: 'llama' }, after: { selected: null } },
        ],
      });
      const typo = await runCli(['runtime', 'diff', '--base', 'HEAD', '-f', join(repo, 'nowhere')]);
      expect(typo.code).toBe(1);
      expect(typo.stderr).toMatch(/exists neither now nor at HEAD/);
      const bad = await runCli([
        'runtime',
        'diff',
        '--base',
        'no-such-ref',
        '-R',
        '-f',
        join(repo, 'clusters'),
      ]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/--base no-such-ref: not a git revision/);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

const tests = new URL('../../../scenarios/ome-sim-test/', import.meta.url).pathname;

describe('ome-sim test', () => {
  it('passes a file whose expectations hold', async () => {
    const result = await runCli(['test', join(tests, 'passing.ome-sim-test.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^PASS .*passing\.ome-sim-test\.yaml:5 model llama-3-2-3b-instruct in llama-demo: team-llama \(Namespaced\)$/m,
    );
    expect(result.stdout).toMatch(/^1 passed, 0 failed \(1 file\)$/m);
  });

  it('reads omeVersion as any OME release, with a note outside the known ones', async () => {
    const passing = readFileSync(join(tests, 'passing.ome-sim-test.yaml'), 'utf8');
    const release = (written: string) => {
      const path = join(tests, `release-${written}.ome-sim-test.yaml`);
      writeFileSync(path, passing.replace('omeVersion: "1.3"', `omeVersion: "${written}"`));
      return runCli(['test', path]).finally(() => rmSync(path));
    };
    const v13 = await release('v1.3.0');
    expect([v13.code, v13.stderr]).toEqual([0, '']);
    const newer = await release('1.4.0-rc.1');
    expect(newer.code).toBe(0);
    expect(newer.stderr).toMatch(
      /^note: .*release-1\.4\.0-rc\.1\.ome-sim-test\.yaml: OME 1\.4\.0-rc\.1 is newer than the releases ome-sim knows/,
    );
  });

  it('fails with what OME does instead, and why', async () => {
    const result = await runCli(['test', join(tests, 'failing.ome-sim-test.yaml')]);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, -1).every((l) => l.startsWith('FAIL '))).toBe(true);
    expect(lines[0]).toContain(
      'expected vllm-llama; OME selects team-llama (Namespaced): team-llama first: a ServingRuntime in the namespace comes before ClusterServingRuntime vllm-llama; vllm-llama ranks 2 (score 6)',
    );
    expect(lines[2]).toContain(
      'expected srt-llama-small rejected ("out of range"); srt-llama-small ranks 3',
    );
    expect(lines.at(-1)).toBe('0 passed, 4 failed (1 file)');
  });

  it('reports a malformed file with its line and field', async () => {
    const result = await runCli(['test', join(tests, 'malformed.ome-sim-test.yaml')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /malformed\.ome-sim-test\.yaml: line 5: expect\[0\]\.selected: expected a runtime name, or null/,
    );
    expect(result.stderr).toMatch(
      /malformed\.ome-sim-test\.yaml: line 7: expect\[1\]\.scope: expected Namespaced or Cluster, got Everywhere/,
    );
  });

  it('locates other malformed files: syntax, missing fields, manifests that are not there', async () => {
    const cases: [string, RegExp][] = [
      ['expect: [\n  - model: a\n    selected: {\n', /line \d+: /],
      ['manifests: [m/]\nexpect: []\n', /line 2: expect: expected a list of expectations/],
      ['expect:\n  - model: a\n    selected: b\n', /line 1: manifests: required/],
      [
        'manifests: [nowhere/]\nexpect:\n  - model: a\n    selected: b\n',
        /line 1: manifests\[0\]: no such file or directory/,
      ],
      [
        'manifests: [m/]\nomeVersion: 1.3\nexpect:\n  - model: a\n    selectd: b\n',
        /line 2: omeVersion: expected an OME release such as "1\.3", "v1\.3\.0" or "1\.2\.2" \(quoted\), got 1\.3[\s\S]*line 5: expect\[0\]\.selectd: unknown field/,
      ],
      [
        'manifests: [m/]\nexpect:\n  - model: a\n    isvc: b\n    selected: c\n',
        /line 3: expect\[0\]: exactly one of model or isvc/,
      ],
      [
        'manifests: [m/]\nrecursive: yes please\nexpect:\n  - model: a\n',
        /line 2: recursive: expected true or false, got yes please/,
      ],
    ];
    for (const [text, message] of cases) {
      const path = file('case.ome-sim-test.yaml', text);
      const result = await runCli(['test', path]);
      expect(result.code, text).toBe(1);
      expect(result.stderr, text).toMatch(message);
    }
  });

  it('reads a nested tree with recursive: true, as -R reads it', async () => {
    const team = join(dir, 'nested', 'runtimes', 'team');
    mkdirSync(team, { recursive: true });
    const worked = readFileSync(new URL('../../examples/worked-example.yaml', import.meta.url));
    writeFileSync(join(team, 'all.yaml'), worked);
    const test = (recursive: string) =>
      file(
        'nested/ome-sim-test.yaml',
        `manifests: [runtimes/]\n${recursive}expect:\n  - model: llama-3-2-3b-instruct\n    namespace: llama-demo\n    selected: team-llama\n`,
      );
    const flat = await runCli(['test', test('')]);
    expect(flat.code).toBe(1);
    expect(flat.stderr).toContain('add -R (--recursive) to read them');
    const nested = await runCli(['test', test('recursive: true\n')]);
    expect([nested.code, nested.stderr]).toEqual([0, '']);
    expect(nested.stdout).toMatch(/^PASS /);
  });

  it('finds test files in a directory and writes JUnit XML', async () => {
    const result = await runCli(['test', tests, '-o', 'junit']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="ome-sim test" tests="6" failures="4" errors="1">/,
    );
    expect(result.stdout.match(/<testsuite /g)).toHaveLength(3);
    expect(result.stdout).toContain('<error message="malformed test file">');
  });
});
