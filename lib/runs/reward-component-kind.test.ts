import { describe, expect, it } from "vitest";
import { rewardComponentKind } from "./reward-component-kind";

describe("rewardComponentKind", () => {
  it("reads HiPRAG's and Search-P1's counts as counts", () => {
    for (const name of ["n", "n_corr", "n_plan", "n_exec", "n_actions", "n_covered"]) {
      expect(rewardComponentKind(name)).toBe("count");
    }
  });

  it("reads reward terms, including names that merely start with n, as terms", () => {
    for (const name of ["A", "F", "outcome", "process", "format", "r_planner", "s_ref", "note", "nq"]) {
      expect(rewardComponentKind(name)).toBe("term");
    }
  });
});
