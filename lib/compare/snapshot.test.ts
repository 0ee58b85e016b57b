import { describe, expect, it } from "vitest";
import type { TStepView, TTrajectoryDetail } from "@/lib/browse/types";
import { DEFAULT_COMPARE_STATE } from "./state";
import { buildSnapshotPayload, SnapshotTooLargeError, ZCreateSnapshot, ZSnapshotPayload } from "./snapshot";
import type { TComparisonView } from "./types";

const step = (index: number, text: string): TStepView => ({
  index,
  kind: "search",
  reasoning: text,
  query: "q",
  conclusion: null,
  answer: null,
  reward: null,
  span: null,
  documents: [{ id: null, title: "doc", text, textLength: text.length, score: null }],
  truncatedFields: [],
});

const detail = (text: string, steps = 3) =>
  ({
    trajectory: {},
    labels: [],
    steps: Array.from({ length: steps }, (_, i) => step(i, text)),
  }) as unknown as TTrajectoryDetail;

const view = (text: string, steps = 3): TComparisonView => ({
  state: { ...DEFAULT_COMPARE_STATE, runs: ["a", "b"] },
  runs: [],
  scores: [],
  tables: { table: { metric: "em", decimals: 1, baseline: "a", columns: [], rows: [] }, components: null },
  curves: null,
  diff: null,
  pair: {
    a: { run: "a", detail: detail(text, steps) },
    b: { run: "b", detail: detail(text, steps) },
    alignment: { method: "index", rows: [] },
  },
});

describe("snapshot payloads", () => {
  it("stores a small view whole, and reads it back", () => {
    const payload = buildSnapshotPayload(view("short"), new Date("2026-12-01T00:00:00Z"));
    expect(payload.notes).toEqual([]);
    expect(payload.view.pair?.a.detail.steps[0]?.reasoning).toBe("short");
    expect(ZSnapshotPayload.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });

  it("cuts the opened trajectories' texts until the payload fits, and says so", () => {
    const payload = buildSnapshotPayload(view("x".repeat(5000)), new Date(), 60_000);
    const first = payload.view.pair!.a.detail.steps[0]!;
    expect(first.reasoning).toHaveLength(1000);
    expect(first.truncatedFields).toEqual(["reasoning"]);
    expect(payload.notes).toEqual(["Step texts of the opened trajectories are cut to 1,000 characters."]);

    const smaller = buildSnapshotPayload(view("x".repeat(5000), 60), new Date(), 60_000);
    expect(smaller.view.pair!.b.detail.steps[0]!.documents).toBeNull();
  });

  it("refuses a view that does not fit even cut", () => {
    expect(() => buildSnapshotPayload(view("x".repeat(5000), 400), new Date(), 60_000)).toThrow(SnapshotTooLargeError);
  });

  it("checks a creation request strictly, the comparison's query included", () => {
    const ok = ZCreateSnapshot.parse({ title: " Ablation ", query: "?runs=a,b&metric=f1", expiresInDays: 7 });
    expect(ok).toMatchObject({ title: "Ablation", expiresInDays: 7, query: { runs: ["a", "b"], metric: "f1" } });
    expect(ZCreateSnapshot.safeParse({ title: "t", query: "runs=a,b&evil=1", expiresInDays: null }).success).toBe(
      false,
    );
    expect(ZCreateSnapshot.safeParse({ title: "t", query: "runs=a,b", expiresInDays: 0 }).success).toBe(false);
  });
});
