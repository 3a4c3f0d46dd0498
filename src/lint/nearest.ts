/**
 * The runtime that came closest to serving a model no runtime serves: what `unserved-model` names
 * and what `version-reading-differs` explains.
 */
import { rankRuntimes, type Ranking, type RuntimeEvaluation } from '../engine';
import { CHECK_ORDER } from '../engine/reasons';
import type { Selection } from './selection';

/** How close a rejected runtime came: later failing checks, then fewer differing fields. */
function nearness(e: RuntimeEvaluation): [number, number] {
  const failure = e.failure!;
  const step = CHECK_ORDER.indexOf(failure.check);
  if (failure.check !== 'format-mismatch') return [step, 0];
  const fewest = Math.min(...failure.entries.map((parts) => parts.length), 99);
  return [step, -fewest];
}

/**
 * The rejected runtime that came closest: the latest failing check; among format mismatches, the
 * fewest differing fields. Mismatch details are worked out only for runtimes with an entry of
 * the model's format, when there are any (a cluster rejects most runtimes on format alone).
 */
function nearestIn(ranking: Ranking, formatName: string): RuntimeEvaluation | undefined {
  let step = -1;
  for (const e of ranking.rejected) step = Math.max(step, CHECK_ORDER.indexOf(e.failure!.check));
  let pool = ranking.rejected.filter((e) => CHECK_ORDER.indexOf(e.failure!.check) === step);
  if (CHECK_ORDER[step] !== 'format-mismatch') return pool[0];
  const sameFormat = pool.filter((e) =>
    e.runtime.supportedModelFormats.some((entry) => entry.modelFormat?.name === formatName),
  );
  if (sameFormat.length > 0) pool = sameFormat;
  let best: RuntimeEvaluation | undefined;
  let fewest = Infinity;
  for (const e of pool) {
    const [, parts] = nearness(e);
    if (-parts < fewest) [best, fewest] = [e, -parts];
  }
  return best;
}

/**
 * The nearest rejected runtime of a selection nothing serves. The runtimes of the model's format
 * come nearest; only when there are none is every runtime of the namespace ranked to find it.
 */
export function nearestRejected(s: Selection, served: Ranking): RuntimeEvaluation | undefined {
  const ranking =
    served.rejected.length > 0
      ? served
      : rankRuntimes({ ...s.input, runtimes: s.allRuntimes, omeVersion: served.omeVersion });
  return nearestIn(ranking, s.input.model!.modelFormat.name);
}
