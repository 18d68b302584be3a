/**
 * Entries kept most recently used last, within a number of entries and a total weight
 * (what their memory grows with). The most recently kept entry stays even when it alone
 * outweighs the budget: dropping it would mean loading it again on every request. Pure.
 */
export class KeptSources<T> {
  readonly #entries = new Map<string, { value: T; weight: number }>();
  #weight = 0;

  constructor(readonly limits: { entries: number; weight: number }) {}

  /** The entry, now the most recently used; undefined when absent. */
  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps (or replaces) an entry as the most recently used, then drops the least used. */
  set(key: string, value: T, weight: number): void {
    this.delete(key);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (
      this.#entries.size > 1 &&
      (this.#entries.size > this.limits.entries || this.#weight > this.limits.weight)
    ) {
      this.delete(this.#entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }

  get weight(): number {
    return this.#weight;
  }
}
