// Backoff for wrong passwords, per account and per client address. After a few failures a key
// must wait before its next attempt, and every further failure doubles the wait before the next attempt (1 s, 2 s,
// 4 s … up to 15 min). A quiet period forgives everything. While a key waits, attempts are refused
// before any password hashing, so a flood costs a map lookup, not a scrypt.

export type TLimiterPolicy = { freeFailures: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

export const ACCOUNT_POLICY: TLimiterPolicy = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
};
export const ADDRESS_POLICY: TLimiterPolicy = { ...ACCOUNT_POLICY, freeFailures: 10 };

type TEntry = { failures: number; lastFailure: number; blockedUntil: number };

/** Keeps at most `maxKeys` keys; the least recently failed go first, so memory stays bounded. */
export class FailureBackoff {
  private readonly entries = new Map<string, TEntry>();

  constructor(
    private readonly policy: TLimiterPolicy,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  waitMs(key: string): number {
    const entry = this.fresh(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  recordFailure(key: string): void {
    const entry = this.fresh(key) ?? { failures: 0, lastFailure: this.now(), blockedUntil: 0 };
    entry.failures += 1;
    this.startWait(entry);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A failure recorded ahead of a slow check is confirmed: its wait starts again from now. */
  confirmFailure(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.startWait(entry);
  }

  private startWait(entry: TEntry): void {
    // The failure that reaches `freeFailures` starts the wait: 1 s, then doubling.
    const excess = entry.failures - this.policy.freeFailures + 1;
    entry.lastFailure = this.now();
    if (excess > 0) {
      const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** (excess - 1));
      entry.blockedUntil = entry.lastFailure + delay;
    }
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  /** Takes back one failure recorded ahead of a check that then succeeded (see attemptSignIn). */
  cancelFailure(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures -= 1;
    if (entry.failures <= 0) this.entries.delete(key);
    else if (entry.failures < this.policy.freeFailures) entry.blockedUntil = 0;
  }

  private fresh(key: string): TEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastFailure > this.policy.forgetAfterMs && this.now() >= entry.blockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** Runs at most `limit` tasks at once and queues at most `maxQueued` more; beyond that it refuses. */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  /** The task's result, or `busy` when the queue is full (the task did not run). */
  async run<T>(task: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued) return { busy: true };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { busy: false, value: await task() };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
