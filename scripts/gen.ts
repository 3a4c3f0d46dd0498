/** `npm run gen -- --runtimes N --models M [--isvcs K] [--namespaces K] [--seed S] [-o FILE]` */
import { writeFileSync } from 'node:fs';
import { generateManifests } from './generate-manifests';

const args = process.argv.slice(2);
const value = (flag: string, fallback: number): number => {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`error: ${flag} needs a whole number, got ${args[at + 1] ?? 'nothing'}`);
    process.exit(1);
  }
  return n;
};
const output = args.includes('-o') ? args[args.indexOf('-o') + 1] : undefined;
const text = generateManifests({
  runtimes: value('--runtimes', 100),
  models: value('--models', 20),
  inferenceServices: value('--isvcs', Math.ceil(value('--models', 20) / 2)),
  namespaces: value('--namespaces', 5),
  seed: value('--seed', 42),
});
if (output) {
  writeFileSync(output, text);
  console.error(`wrote ${output} (${(text.length / 1024).toFixed(0)} KiB)`);
} else {
  process.stdout.write(text);
}
