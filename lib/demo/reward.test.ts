import { describe, expect, it } from "vitest";
import { SEARCH_P1 } from "@/lib/rewards";
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { DEMO_PROFILES } from "./profiles";
import { computeReward, rewardInput } from "./reward";

const profile = (run: string) => DEMO_PROFILES.find((p) => p.run === run)!;

// A wrong answer with half of its own plan and a third of the reference covered (evaluator labels).
const record: TTrajectoryRecord = {
  type: "trajectory",
  question: "Q?",
  golden_answers: ["gold"],
  final_answer: "other",
  metrics: { em: 0, f1: 0, acc: 0 },
  format_valid: true,
  steps: [
    {
      kind: "plan",
      reasoning: "1. a\n2. b",
      labels: [{ source: "judge:x", name: "plan_coverage", value: 0.5 }],
    },
    { kind: "search", query: "a", documents: [] },
    { kind: "answer", answer: "other" },
  ],
  labels: [
    { source: "judge:x", name: "reference_coverage", value: 1 / 3 },
    { source: "judge:x", name: "outcome_score", value: 0.2 },
  ],
  reference_plan: ["x", "y", "z"],
};

describe("computeReward", () => {
  it("is the preset's reward for the full Search-P1", () => {
    const expected = SEARCH_P1.compute(rewardInput(record), { lambda_a: 0.6, lambda_p: 0.3, lambda_f: 0.1 });
    expect(computeReward(profile("demo-search-p1"), record)).toEqual(expected);
  });

  it("keeps one track as the path score in an ablation", () => {
    // S_self = 1 · (1/2) · min(1, 1/1) = 0.5; S_ref = (1/3) · min(1, 1/1) = 1/3; outcome 0.2; format 1.
    const full = computeReward(profile("demo-search-p1"), record);
    const woRef = computeReward(profile("demo-search-p1-wo-reference"), record);
    const woSelf = computeReward(profile("demo-search-p1-wo-self"), record);
    expect(full.components.path).toBe(0.5);
    expect(woRef.components.path).toBe(0.5);
    expect(woSelf.components.path).toBeCloseTo(1 / 3, 12);
    expect(woSelf.total).toBeCloseTo(0.6 * 0.2 + 0.3 / 3 + 0.1, 12);
  });
});
