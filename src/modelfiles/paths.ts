/** '/'-separated relative paths, as Go's path/filepath treats them on Linux. */

/** The folder of a path ("" for the root). */
export const dirOf = (path: string): string => {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
};

export const baseOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** filepath.Join + Clean, relative to the model's root ("a/../b" → "b"; a path leaving the root keeps its "..") */
export function joinPath(...parts: readonly string[]): string {
  const out: string[] = [];
  for (const segment of parts.join('/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && out.length > 0 && out.at(-1) !== '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

/** Byte-wise order, as Go sorts directory entries (os.ReadDir, filepath.Walk). */
export const goOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
