import { describe, expect, it } from "vitest";
import {
  disagrees,
  pickExtremeAdvantages,
  pickJudgeRuleDisagreements,
  pickReinforcedFlagged,
  type TSignalRow,
  type TVerdictRow,
} from "./signal-selection";

const row = (id: string, groupKey: string, reward: number | null, eligible = true): TSignalRow => ({
  id,
  groupKey,
  reward,
  eligible,
});

describe("pickExtremeAdvantages", () => {
  // Group a: rewards 1, 0, 0, 0 → mean 0.25, std (n − 1) 0.5: advantages 1.5, −0.5, −0.5, −0.5.
  // Group b: rewards 1, 0 → mean 0.5, std 0.7071: advantages ±0.7071. Group c: all equal, no signal.
  const rows = [
    row("1", "a", 1),
    row("2", "a", 0),
    row("3", "a", 0),
    row("4", "a", 0),
    row("5", "b", 0),
    row("6", "b", 1),
    row("7", "c", 1),
    row("8", "c", 1),
    row("9", "lone", 1), // a group of one: left out
    row("10", "d", null), // no reward
    row("11", "d", 0.5),
  ];

  it("takes the largest |advantage| first, ties by id, and leaves out zero and lone ones", () => {
    expect(pickExtremeAdvantages(rows, 3)).toEqual(["1", "5", "6"]);
    expect(pickExtremeAdvantages(rows, 100)).toEqual(["1", "5", "6", "2", "3", "4"]);
  });

  it("computes advantages over the whole group but picks only trajectories the filter lets through", () => {
    const filtered = rows.map((r) => (r.id === "1" || r.id === "6" ? { ...r, eligible: false } : r));
    expect(pickExtremeAdvantages(filtered, 2)).toEqual(["5", "2"]);
  });
});

describe("pickExtremeAdvantages on float noise", () => {
  it("treats |0.8 − 0.5| and |0.2 − 0.5| as a tie, decided by id", () => {
    expect(pickExtremeAdvantages([row("7", "d", 0.2), row("8", "d", 0.8), row("9", "d", 0.5)], 2)).toEqual(["7", "8"]);
  });
});

describe("pickJudgeRuleDisagreements", () => {
  const v = (
    id: string,
    groupKey: string,
    judgeRight: boolean | null,
    ruleRight: boolean | null,
    eligible = true,
  ): TVerdictRow => ({
    id,
    groupKey,
    judgeRight,
    ruleRight,
    eligible,
  });
  const rows = [
    v("1", "a", true, true),
    v("2", "a", true, false), // disagrees
    v("3", "b", false, true), // disagrees
    v("4", "b", true, false), // disagrees
    v("5", "b", null, false), // no judge: not a disagreement, still in its group
    v("6", "c", true, true),
    v("7", "d", null, true),
  ];

  it("reads a disagreement only where both gave a verdict", () => {
    expect(rows.filter(disagrees).map((r) => r.id)).toEqual(["2", "3", "4"]);
  });

  it("queues whole groups, most disagreements first, and stops at the size", () => {
    expect(pickJudgeRuleDisagreements(rows, 10)).toEqual(["3", "4", "5", "1", "2"]);
    expect(pickJudgeRuleDisagreements(rows, 2)).toEqual(["3", "4"]);
    expect(
      pickJudgeRuleDisagreements(
        rows.map((r) => (r.id === "4" ? { ...r, eligible: false } : r)),
        10,
      ),
    ).toEqual(["3", "5", "1", "2"]);
  });
});

describe("pickReinforcedFlagged", () => {
  const flagged = (id: string, groupKey: string, reward: number | null, flag = true, eligible = true) => ({
    ...row(id, groupKey, reward, eligible),
    flagged: flag,
  });
  // Group a: advantages 1.5, −0.5, −0.5, −0.5; group b: ±0.7071; group c: no signal (0, 0).
  const rows = [
    flagged("1", "a", 1, false), // the most reinforced, but nothing flagged it
    flagged("2", "a", 0),
    flagged("3", "a", 0),
    flagged("4", "a", 0, false),
    flagged("5", "b", 0),
    flagged("6", "b", 1),
    flagged("7", "c", 1),
    flagged("8", "c", 1),
    flagged("9", "lone", 1), // no group to compare with: no advantage
    flagged("10", "d", null), // no reward: no advantage
    flagged("11", "d", 0.5),
  ];

  it("orders flagged rollouts by advantage, highest first, then those without one, ties by id", () => {
    // 6: +0.7071; 7, 8: 0 (no signal); 2, 3: −0.5; 5: −0.7071; then 9, 10 and 11 have no advantage.
    expect(pickReinforcedFlagged(rows, 100)).toEqual(["6", "7", "8", "2", "3", "5", "9", "10", "11"]);
    expect(pickReinforcedFlagged(rows, 2)).toEqual(["6", "7"]);
  });

  it("computes advantages over the whole group but queues only eligible flagged rollouts", () => {
    const filtered = rows.map((r) => (r.id === "6" || r.id === "7" ? { ...r, eligible: false } : r));
    expect(pickReinforcedFlagged(filtered, 3)).toEqual(["8", "2", "3"]);
  });
});
