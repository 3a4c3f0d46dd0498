/**
 * A Storage in memory for unit tests, with a quota counted as Chromium counts it: the characters
 * of every key and value together (5,242,880 there). A write past the quota throws and changes
 * nothing, as the browser's does.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}

  get length() {
    return this.items.size;
  }
  /** Characters stored, keys included. */
  get used(): number {
    let chars = 0;
    for (const [key, value] of this.items) chars += key.length + value.length;
    return chars;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => {
    const old = this.items.get(key);
    const after = this.used - (old === undefined ? 0 : key.length + old.length) + key.length;
    if (after + value.length > this.quota) {
      throw new DOMException(
        `Setting the value of '${key}' exceeded the quota.`,
        'QuotaExceededError',
      );
    }
    this.items.set(key, value);
  };
}
