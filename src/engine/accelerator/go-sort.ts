/**
 * Go's `sort.Slice` (pattern-defeating quicksort since Go 1.19; OME builds with Go 1.25),
 * written again step by step, because OME sorts scored accelerator classes with it and
 * takes the first (docs/selection-rules.md §A5). The sort is not stable: of equal scores, which
 * comes first is what this algorithm does. Up to 12 items it is an insertion sort, which keeps
 * equal items in list order; past 12, pivots and pattern breaking can reorder them.
 */

type Less = (i: number, j: number) => boolean;

/** The slice being sorted, seen through indices as Go's `lessSwap` sees it. */
class View<T> {
  constructor(
    readonly items: T[],
    readonly less: (a: T, b: T) => boolean,
    readonly shifts: XorshiftShifts,
  ) {}
  lessAt: Less = (i, j) => this.less(this.items[i]!, this.items[j]!);
  swap(i: number, j: number): void {
    const items = this.items;
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** `bits.Len`: the number of bits needed to write n. */
const bitLength = (n: number): number => (n === 0 ? 0 : Math.floor(Math.log2(n)) + 1);

function insertionSort<T>(d: View<T>, a: number, b: number): void {
  for (let i = a + 1; i < b; i++)
    for (let j = i; j > a && d.lessAt(j, j - 1); j--) d.swap(j, j - 1);
}

function siftDown<T>(d: View<T>, lo: number, hi: number, first: number): void {
  let root = lo;
  for (;;) {
    let child = 2 * root + 1;
    if (child >= hi) return;
    if (child + 1 < hi && d.lessAt(first + child, first + child + 1)) child++;
    if (!d.lessAt(first + root, first + child)) return;
    d.swap(first + root, first + child);
    root = child;
  }
}

function heapSort<T>(d: View<T>, a: number, b: number): void {
  const hi = b - a;
  for (let i = Math.trunc((hi - 1) / 2); i >= 0; i--) siftDown(d, i, hi, a);
  for (let i = hi - 1; i >= 0; i--) {
    d.swap(a, a + i);
    siftDown(d, 0, i, a);
  }
}

/** The xorshift's three shifts: left, right, left. */
export type XorshiftShifts = readonly [number, number, number];

/**
 * The 64-bit triple of current Go (OME builds with 1.25). Go 1.19 to 1.23 used 13, 17, 5, the
 * 32-bit one, until golang/go#70144; it orders ties past 12 items differently.
 */
export const GO_XORSHIFT: XorshiftShifts = [13, 7, 17];

/** Go's xorshift seeded with the length, in 64-bit unsigned arithmetic. */
function xorshift(seed: number, [left, right, again]: XorshiftShifts): () => bigint {
  let r = BigInt(seed);
  const mask = (1n << 64n) - 1n;
  return () => {
    r ^= (r << BigInt(left)) & mask;
    r ^= r >> BigInt(right);
    r ^= (r << BigInt(again)) & mask;
    return r;
  };
}

function breakPatterns<T>(d: View<T>, a: number, b: number): void {
  const length = b - a;
  if (length < 8) return;
  const next = xorshift(length, d.shifts);
  const modulus = BigInt(2 ** bitLength(length));
  const middle = a + Math.trunc(length / 4) * 2;
  for (let idx = middle - 1; idx <= middle + 1; idx++) {
    let other = Number(next() & (modulus - 1n));
    if (other >= length) other -= length;
    d.swap(idx, a + other);
  }
}

type Hint = 'unknown' | 'increasing' | 'decreasing';

function choosePivot<T>(d: View<T>, a: number, b: number): [number, Hint] {
  const l = b - a;
  let swaps = 0;
  const order2 = (x: number, y: number): [number, number] => {
    if (d.lessAt(y, x)) {
      swaps++;
      return [y, x];
    }
    return [x, y];
  };
  const median = (x: number, y: number, z: number): number => {
    [x, y] = order2(x, y);
    [y, z] = order2(y, z);
    [x, y] = order2(x, y);
    return y;
  };
  let i = a + Math.trunc(l / 4);
  let j = a + Math.trunc(l / 4) * 2;
  let k = a + Math.trunc(l / 4) * 3;
  if (l >= 8) {
    if (l >= 50) {
      i = median(i - 1, i, i + 1);
      j = median(j - 1, j, j + 1);
      k = median(k - 1, k, k + 1);
    }
    j = median(i, j, k);
  }
  return [j, swaps === 0 ? 'increasing' : swaps === 12 ? 'decreasing' : 'unknown'];
}

function reverseRange<T>(d: View<T>, a: number, b: number): void {
  for (let i = a, j = b - 1; i < j; i++, j--) d.swap(i, j);
}

function partialInsertionSort<T>(d: View<T>, a: number, b: number): boolean {
  let i = a + 1;
  for (let step = 0; step < 5; step++) {
    while (i < b && !d.lessAt(i, i - 1)) i++;
    if (i === b) return true;
    if (b - a < 50) return false;
    d.swap(i, i - 1);
    if (i - a >= 2) {
      for (let j = i - 1; j >= 1 && d.lessAt(j, j - 1); j--) d.swap(j, j - 1);
    }
    if (b - i >= 2) {
      for (let j = i + 1; j < b && d.lessAt(j, j - 1); j++) d.swap(j, j - 1);
    }
  }
  return false;
}

function partitionEqual<T>(d: View<T>, a: number, b: number, pivot: number): number {
  d.swap(a, pivot);
  let i = a + 1;
  let j = b - 1;
  for (;;) {
    while (i <= j && !d.lessAt(a, i)) i++;
    while (i <= j && d.lessAt(a, j)) j--;
    if (i > j) return i;
    d.swap(i, j);
    i++;
    j--;
  }
}

function partition<T>(d: View<T>, a: number, b: number, pivot: number): [number, boolean] {
  d.swap(a, pivot);
  let i = a + 1;
  let j = b - 1;
  while (i <= j && d.lessAt(i, a)) i++;
  while (i <= j && !d.lessAt(j, a)) j--;
  if (i > j) {
    d.swap(j, a);
    return [j, true];
  }
  d.swap(i, j);
  i++;
  j--;
  for (;;) {
    while (i <= j && d.lessAt(i, a)) i++;
    while (i <= j && !d.lessAt(j, a)) j--;
    if (i > j) break;
    d.swap(i, j);
    i++;
    j--;
  }
  d.swap(j, a);
  return [j, false];
}

function pdqsort<T>(d: View<T>, start: number, end: number, badPivots: number): void {
  let a = start;
  let b = end;
  let limit = badPivots;
  let wasBalanced = true;
  let wasPartitioned = true;
  for (;;) {
    const length = b - a;
    if (length <= 12) return insertionSort(d, a, b);
    if (limit === 0) return heapSort(d, a, b);
    if (!wasBalanced) {
      breakPatterns(d, a, b);
      limit--;
    }
    let [pivot, hint] = choosePivot(d, a, b);
    if (hint === 'decreasing') {
      reverseRange(d, a, b);
      pivot = b - 1 - (pivot - a);
      hint = 'increasing';
    }
    if (wasBalanced && wasPartitioned && hint === 'increasing' && partialInsertionSort(d, a, b))
      return;
    if (a > 0 && !d.lessAt(a - 1, pivot)) {
      a = partitionEqual(d, a, b, pivot);
      continue;
    }
    const [mid, alreadyPartitioned] = partition(d, a, b, pivot);
    wasPartitioned = alreadyPartitioned;
    const left = mid - a;
    const right = b - mid;
    const balanceThreshold = Math.trunc(length / 8);
    if (left < right) {
      wasBalanced = left >= balanceThreshold;
      pdqsort(d, a, mid, limit);
      a = mid + 1;
    } else {
      wasBalanced = right >= balanceThreshold;
      pdqsort(d, mid + 1, b, limit);
      b = mid;
    }
  }
}

/** `sort.Slice(items, less)`: sorts a copy of `items` as Go would, and returns it. */
export function goSortSlice<T>(
  items: readonly T[],
  less: (a: T, b: T) => boolean,
  shifts: XorshiftShifts = GO_XORSHIFT,
): T[] {
  const view = new View([...items], less, shifts);
  pdqsort(view, 0, items.length, bitLength(items.length));
  return view.items;
}
