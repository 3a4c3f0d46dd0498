/**
 * Content equality for what the engine worker answers. Every answer is a fresh copy (it crossed
 * the worker boundary), so memoized components compare content, not identity, to skip work.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Structural equality of plain data (what crosses the worker boundary): primitives, arrays and
 * plain objects by content; anything else (functions, Maps, class instances) by identity.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameData(a[key], b[key])) return false;
  }
  return true;
}
