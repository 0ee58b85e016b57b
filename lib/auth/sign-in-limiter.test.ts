import { describe, expect, it } from "vitest";
import { FailureBackoff, Gate } from "./sign-in-limiter";

const policy = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

describe("FailureBackoff", () => {
  it("lets the free failures through, then doubles the wait up to the cap", () => {
    let now = 0;
    const backoff = new FailureBackoff(policy, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      backoff.recordFailure("ada");
      waits.push(backoff.waitMs("ada"));
    }
    // Hand count: the third failure starts the wait: 1 s, 2 s, 4 s, then the 8 s cap.
    expect(waits).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000]);
    now = 3_000;
    expect(backoff.waitMs("ada")).toBe(5_000);
    expect(backoff.waitMs("grace")).toBe(0);
  });

  it("forgets after a quiet period and on success", () => {
    let now = 0;
    const backoff = new FailureBackoff(policy, () => now);
    for (let i = 0; i < 5; i++) backoff.recordFailure("ada");
    expect(backoff.waitMs("ada")).toBe(4_000);
    now = 61_000;
    backoff.recordFailure("ada");
    expect(backoff.waitMs("ada")).toBe(0);
    for (let i = 0; i < 5; i++) backoff.recordFailure("ada");
    backoff.recordSuccess("ada");
    expect(backoff.waitMs("ada")).toBe(0);
  });

  it("takes back a failure recorded ahead of a check that succeeded", () => {
    const backoff = new FailureBackoff(policy, () => 0);
    backoff.recordFailure("10.0.0.1");
    backoff.recordFailure("10.0.0.1");
    backoff.recordFailure("10.0.0.1");
    expect(backoff.waitMs("10.0.0.1")).toBe(1_000);
    backoff.cancelFailure("10.0.0.1");
    expect(backoff.waitMs("10.0.0.1")).toBe(0);
    backoff.recordFailure("10.0.0.1");
    expect(backoff.waitMs("10.0.0.1")).toBe(1_000);
  });

  it("restarts the wait when a failure recorded ahead is confirmed after a slow check", () => {
    let now = 0;
    const backoff = new FailureBackoff(policy, () => now);
    for (let i = 0; i < 3; i++) backoff.recordFailure("ada");
    now = 900;
    backoff.confirmFailure("ada");
    expect(backoff.waitMs("ada")).toBe(1_000);
  });

  it("keeps a bounded number of keys", () => {
    const backoff = new FailureBackoff({ ...policy, freeFailures: 1 }, () => 0, 2);
    for (const key of ["a", "b", "c"]) backoff.recordFailure(key);
    expect([backoff.waitMs("a"), backoff.waitMs("b"), backoff.waitMs("c")]).toEqual([0, 1_000, 1_000]);
  });
});

describe("Gate", () => {
  it("runs at most `limit` at once and refuses beyond the queue", async () => {
    const gate = new Gate(1, 2);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<number>((resolve) => {
        active += 1;
        peak = Math.max(peak, active);
        releases.push(() => {
          active -= 1;
          resolve(active);
        });
      });
    const runs = [gate.run(task), gate.run(task), gate.run(task)];
    expect(await gate.run(task)).toEqual({ busy: true });
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 0));
      releases.shift()!();
    }
    expect((await Promise.all(runs)).map((r) => r.busy)).toEqual([false, false, false]);
    expect(peak).toBe(1);
  });
});
