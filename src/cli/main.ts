/**
 * The `ome-sim` command: which command runs. Each command's module is loaded only when it runs,
 * so `runtime explain` pays neither for the web server nor for the Git and process modules that
 * `diff` and `test` use.
 */
import { EXIT } from '../commands/exit-codes';
import { asksForHelp } from './flags/parse-flags';
import { writeError, type Streams } from './streams';
import { USAGE, VERSION_TEXT } from './usage';

export type { Streams } from './streams';

/** Runs the CLI; resolves to the process exit code. */
export async function main(argv: readonly string[], io: Streams): Promise<number> {
  const [first, second] = argv;
  if (first === 'ui') return (await import('./ui/run-ui')).runUi(argv.slice(1), io);
  if (first === 'runtime' && second === 'map')
    return (await import('./map/run-map')).runMap(argv.slice(2), io);
  if (first === 'runtime' && second === 'diff')
    return (await import('./diff/run-diff')).runDiff(argv.slice(2), io);
  if (first === 'test')
    return (await import('./test-command/run-test')).runTests(argv.slice(1), io);
  if (first === 'model') return (await import('./model/run-model')).runModel(argv.slice(1), io);
  if (first === 'lint') return (await import('./lint/run-lint')).runLint(argv.slice(1), io);
  if (first === 'runtime' && second === 'explain')
    return (await import('./explain/run-explain')).runExplain(argv.slice(2), io);
  if (first === 'accelerator')
    return (await import('./accelerator/run-accelerator')).runAccelerator(argv.slice(1), io);
  if (argv.length === 0 || asksForHelp(argv)) {
    io.stdout.write(USAGE);
    return EXIT.ok;
  }
  if (first === '--version' || first === 'version') {
    io.stdout.write(VERSION_TEXT);
    return EXIT.ok;
  }
  return writeError(
    io,
    `unknown command "${argv.join(' ')}"; expected runtime explain, accelerator explain, ` +
      'runtime diff, runtime map, test, lint, model inspect or ui (see ome-sim --help)',
    EXIT.failed,
  );
}
