/** One counter's state as @fastify/rate-limit reads it: requests so far and ms left in the window. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * Fixed-window request counters in this process's memory: the per-instance count used while Redis
 * is unreachable. Bounded, so a flood of client addresses cannot grow it without end: expired
 * windows go first, then the oldest.
 */
export class WindowCounters {
  readonly #entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = 50_000,
  ) {}

  incr(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#entries.delete(key);
      if (this.#entries.size >= this.capacity) this.#evict(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.#entries.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  get size(): number {
    return this.#entries.size;
  }

  #evict(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
    // Insertion order is window-start order: the first entries are the oldest windows.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.capacity) break;
      this.#entries.delete(key);
    }
  }
}
