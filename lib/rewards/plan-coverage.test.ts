import { describe, expect, it } from "vitest";
import { actionText, contentTokens, countCoveredItems } from "./plan-coverage";
import type { TRewardStep } from "./types";

const steps: TRewardStep[] = [
  { kind: "plan", reasoning: "1. Find the director of Jaws 2. Find the director's birth year" },
  {
    kind: "search",
    query: "Jaws 1975 director",
    reasoning: "I need the birth year of the director",
    conclusion: "Steven Spielberg",
  },
  { kind: "reasoning", reasoning: "Spielberg was born in 1946.", conclusion: null },
  { kind: "answer", answer: "1946" },
];

describe("contentTokens", () => {
  it("normalizes and drops question words", () => {
    expect([...contentTokens("Find the director of 'Jaws'?")]).toEqual(["director", "jaws"]);
  });
});

describe("actionText", () => {
  it("reads a search's query and conclusion, a reasoning step's reasoning", () => {
    expect(actionText(steps[1]!)).toBe("Jaws 1975 director\nSteven Spielberg");
    expect(actionText(steps[2]!)).toBe("Spielberg was born in 1946.");
  });
});

describe("countCoveredItems", () => {
  it.each([
    { items: ["Find the director of Jaws"], threshold: 0.5, expected: 1 }, // {director, jaws} ⊂ search 1
    { items: ["Find the director's birth year"], threshold: 0.5, expected: 0 }, // {directors, birth, year}: none in actions
    { items: ["When was Spielberg born?"], threshold: 1, expected: 1 }, // {spielberg, born} ⊂ reasoning step
    { items: ["Find Spielberg's filmography"], threshold: 0.5, expected: 0 }, // {spielbergs, filmography}: 0/2
    { items: ["Compare Jaws and Spielberg dates"], threshold: 0.5, expected: 1 }, // search: {jaws, spielberg} of 4
    { items: ["Compare Jaws and Spielberg dates"], threshold: 0.6, expected: 0 },
    { items: ["What is it?"], threshold: 0, expected: 0 }, // no content tokens
    { items: [], threshold: 0.5, expected: 0 },
  ])("$items at $threshold → $expected", ({ items, threshold, expected }) => {
    expect(countCoveredItems(items, steps, threshold)).toBe(expected);
  });
});
