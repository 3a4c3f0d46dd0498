import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadManifests, resolveQuery, isResolveError } from '../src/manifests';
import { explainVerdicts } from '../src/engine';
import { kubectlOutput, kubectlSource } from '../src/explain/kubectl';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log('@', n.toFixed(0), l, (n - t).toFixed(0), 'ms', (process.memoryUsage().heapUsed/1e6).toFixed(0),'MB'); t = n; };
function verdicts() {
  const text = readFileSync('/tmp/r10k.yaml', 'utf8');
  const set = loadManifests([{ name: 'a', text }]); lap('load');
  const r = resolveQuery(set, 'default', { model: 'model-1' }); if (isResolveError(r)) throw 1;
  return kubectlSource(explainVerdicts(r.input));
}
const v = verdicts(); lap('verdicts');
if (process.env.GC) { (globalThis as any).gc(); lap('gc'); }
const o = kubectlOutput(v, false, 80); lap('render ' + o.stdout.length);
