import { describe, expect, it } from "vitest";
import type { TIngestReport } from "@/lib/ingest/server/pipeline";
import { formatSummary } from "./progress";

const report = (peopleLabels: TIngestReport["peopleLabels"]): TIngestReport => ({
  read: 3,
  stored: 2,
  unchanged: 1,
  rejected: 0,
  warnings: 0,
  runId: 1,
  files: [{ file: "a.jsonl", format: "canonical" }],
  peopleLabels,
  seconds: 1,
  finishSeconds: 0.1,
});

describe("formatSummary", () => {
  it("says how many people's labels a re-ingest carried over and set aside", () => {
    expect(formatSummary("r", report({ carried: 3, orphaned: 1 }), null, [])).toContain(
      `people's labels on changed trajectories: 3 carried over to unchanged steps · 1 kept "on an earlier version" (their step changed)`,
    );
  });

  it("says nothing about people's labels when none were on changed trajectories", () => {
    expect(formatSummary("r", report({ carried: 0, orphaned: 0 }), null, [])).not.toContain("people's labels");
  });
});
