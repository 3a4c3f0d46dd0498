/**
 * "Did you mean": the written name nearest to a name that was not found, for the messages that
 * follow OME's own "not found" (never inside it: OME's text stays as OME prints it).
 */

/**
 * Edits (insert, delete, replace, swap two neighbours) from `a` to `b`; past `limit` it may stop
 * early at `limit + 1`. Also the measure of a misspelt key (unknown-fields.ts).
 */
export function distance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known name nearest to `name`, compared without case: a case slip ("Qwen3-32B"), a swap
 * ("qwen3-23b"), or a few characters off (up to a quarter of the name, at least 2, but always
 * fewer than half its characters, so a short name is not "near" a different one: "ab" is not
 * near "cd"). Null when none is that near, or the name is known as written. Ties go to the first
 * in byte order.
 */
export function didYouMean(name: string, known: Iterable<string>): string | null {
  const wanted = name.toLowerCase();
  const limit = Math.min(
    Math.max(2, Math.floor(wanted.length / 4)),
    Math.ceil(wanted.length / 2) - 1,
  );
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of [...new Set(known)].sort()) {
    if (candidate === name) return null;
    const d = distance(wanted, candidate.toLowerCase(), limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
