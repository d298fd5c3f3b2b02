/**
 * Counts failures per key (a visitor's address) in a fixed window and says when a key has had too
 * many. Only failures count, so a caller who gets it right is never slowed. Counters live in this
 * process: a fleet of N processes allows N times the count, which still turns a guessing run of
 * hundreds into tens (docs/decisions/2026-11-24-operator-accounts.md).
 */
export class FailureLimiter {
  private readonly counts = new Map<string, { n: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Seconds to wait when the key has reached the limit, else 0. */
  retryAfter(key: string): number {
    const entry = this.counts.get(key);
    const t = this.now().getTime();
    if (!entry || entry.resetAt <= t) return 0;
    return entry.n >= this.max ? Math.max(1, Math.ceil((entry.resetAt - t) / 1000)) : 0;
  }

  fail(key: string): void {
    const t = this.now().getTime();
    const entry = this.counts.get(key);
    if (!entry || entry.resetAt <= t) {
      if (this.counts.size > 100_000) this.prune(t);
      this.counts.set(key, { n: 1, resetAt: t + this.windowMs });
    } else {
      entry.n += 1;
    }
  }

  private prune(t: number) {
    for (const [key, entry] of this.counts) if (entry.resetAt <= t) this.counts.delete(key);
  }
}
