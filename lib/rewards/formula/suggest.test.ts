import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "./suggest";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["em", "", 2],
    ["kitten", "sitting", 3],
    ["serches", "searches", 1],
    ["f1", "acc", 3],
  ])("%s → %s = %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe("closestName", () => {
  const names = ["em", "f1", "acc", "searches", "steps", "over_search_steps", "under_search_steps"];
  it.each([
    ["EM", "em"],
    ["serches", "searches"],
    ["over_serch_steps", "over_search_steps"],
    ["stepz", "steps"],
    ["ac", "acc"],
    ["reward_total", null],
    ["x", null],
  ])("%s → %j", (name, expected) => {
    expect(closestName(name, names)).toBe(expected);
  });
});
