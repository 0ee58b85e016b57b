import { describe, expect, it } from "vitest";
import { IdentityTracker } from "./identity";

const at = (line: number) => ({ file: "rollouts.jsonl", line });

describe("IdentityTracker", () => {
  it("uses the record's id, and tells a repeat from a conflicting duplicate", () => {
    const ids = new IdentityTracker();
    expect(ids.identify("q1_sample_0", '{"a":1}', at(1))).toMatchObject({ kind: "new", externalId: "q1_sample_0" });
    expect(ids.identify("q1_sample_0", '{"a":1}', at(2))).toEqual({ kind: "repeat", externalId: "q1_sample_0" });
    expect(ids.identify("q1_sample_0", '{"a":2}', at(3))).toEqual({
      kind: "conflict",
      reason:
        'duplicate id "q1_sample_0" with different content (first seen at rollouts.jsonl:1); the first one is kept',
    });
  });

  it("remembers where each id was first read, across files, past thousands of entries", () => {
    const ids = new IdentityTracker();
    for (let i = 0; i < 5000; i += 1) {
      ids.identify(`t${i}`, `{"i":${i}}`, { file: i < 2500 ? "step_1.jsonl" : "step_2.jsonl", line: (i % 2500) + 1 });
    }
    expect(ids.identify("t4999", '{"i":4999}', at(1))).toEqual({ kind: "repeat", externalId: "t4999" });
    expect(ids.identify("t7", '{"i":-7}', at(1))).toMatchObject({ reason: expect.stringContaining("step_1.jsonl:8") });
    expect(ids.identify("t2600", "{}", at(1))).toMatchObject({ reason: expect.stringContaining("step_2.jsonl:101") });
    expect(ids.identify("t5000", '{"i":5000}', at(1))).toMatchObject({ kind: "new" });
  });

  it("derives ids from content, numbering identical samples instead of merging them", () => {
    const first = new IdentityTracker();
    const a = first.identify(undefined, '{"q":"x"}', at(1));
    const b = first.identify(undefined, '{"q":"x"}', at(2));
    const c = first.identify(undefined, '{"q":"y"}', at(3));
    expect(a).toMatchObject({ kind: "new", externalId: expect.stringMatching(/^sha256:[0-9a-f]{32}$/) });
    expect(b).toMatchObject({ kind: "new", externalId: `${(a as { externalId: string }).externalId}#2` });
    expect(c.kind === "new" && c.externalId).not.toBe((a as { externalId: string }).externalId);

    // The same file ingested again gets the same ids.
    const again = new IdentityTracker();
    expect(again.identify(undefined, '{"q":"x"}', at(1))).toEqual(a);
    expect(again.identify(undefined, '{"q":"x"}', at(2))).toEqual(b);
  });
});
