import { describe, expect, it } from 'vitest';
import { parseUiArgs } from './ui-args';

describe('ome-sim ui arguments', () => {
  it('takes files, the question, a namespace and a port in kubectl style', () => {
    expect(
      parseUiArgs([
        '-f',
        'a.yaml',
        '--filename=dir',
        '-f',
        '-',
        '--isvc=chat',
        '-n',
        'ns',
        '--port',
        '0',
        '-R',
      ]),
    ).toEqual({
      kind: 'ui',
      args: {
        files: ['a.yaml', 'dir', '-'],
        port: 0,
        target: { kind: 'isvc', name: 'chat' },
        namespace: 'ns',
        recursive: true,
      },
    });
    expect(parseUiArgs(['-f', 'a.yaml', '--model', 'm', '--port=8080'])).toEqual({
      kind: 'ui',
      args: {
        files: ['a.yaml'],
        port: 8080,
        target: { kind: 'model', name: 'm' },
        namespace: null,
        recursive: false,
      },
    });
  });

  it('reads --ome-version as runtime explain does, keeping the release as written', () => {
    const parsed = parseUiArgs(['-f', 'a.yaml', '--ome-version', 'v1.4.0-rc.1']);
    expect(parsed).toMatchObject({
      kind: 'ui',
      args: { omeRelease: { written: 'v1.4.0-rc.1', version: '1.4.0-rc.1', behaviour: '1.3' } },
    });
    expect(parsed.kind === 'ui' && parsed.args.omeRelease?.note).toContain('newer than');
    const known = parseUiArgs(['-f', 'a.yaml', '--ome-version=1.2.2']);
    expect(known.kind === 'ui' && known.args.omeRelease?.note).toBeNull();
  });

  it('without manifests opens the app on its own work, on the default port', () => {
    expect(parseUiArgs([])).toEqual({
      kind: 'ui',
      args: { files: [], port: null, target: null, namespace: null, recursive: false },
    });
    expect(parseUiArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--model', 'm', '--isvc', 'i', '-f', 'x'], 'at most one of --model or --isvc may be given'],
    [['--model', 'm'], '--model, --isvc and -n ask about manifests: give them with -f FILE'],
    [
      ['-f', 'x', '--port', '70000'],
      'invalid --port "70000"; expected a number from 0 to 65535 (0: any free port)',
    ],
    [
      ['-f', 'x', '--port', '-1'],
      'invalid --port "-1"; expected a number from 0 to 65535 (0: any free port)',
    ],
    [
      ['-f', 'x', '--ome-version', 'latest'],
      'unsupported --ome-version "latest"; expected an OME release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1',
    ],
    [
      ['-f', 'x', '--ome-version='],
      'unsupported --ome-version ""; expected an OME release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1',
    ],
    [
      ['--ome-version', '1.3'],
      '--ome-version goes with the manifests it ranks: give them with -f FILE',
    ],
    [['-R'], '-R reads the folders given with -f: give them with -f DIR'],
    [['-f'], 'flag needs an argument: -f'],
    [['--open'], 'unknown flag: --open'],
    [['serve'], 'unknown command "serve" for "ome-sim ui"'],
  ])('refuses %j', (argv, message) => {
    expect(parseUiArgs(argv)).toEqual({ kind: 'error', message });
  });
});
