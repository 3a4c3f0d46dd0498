import { readFileSync } from 'node:fs';
import { loadManifests } from '../src/manifests';
const text = readFileSync('/tmp/r10k.yaml', 'utf8');
const cpu: number[] = [];
for (let i = 0; i < 5; i++) {
  const c = process.cpuUsage();
  loadManifests([{ name: 'a', text }]);
  const u = process.cpuUsage(c);
  cpu.push((u.user + u.system) / 1000);
}
cpu.sort((a, b) => a - b);
console.log('loadManifests CPU min', cpu[0]!.toFixed(0), 'median', cpu[2]!.toFixed(0), 'ms');
