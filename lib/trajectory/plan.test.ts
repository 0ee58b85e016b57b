import { describe, expect, it } from "vitest";
import { extractPlanItems } from "./plan";

describe("extractPlanItems", () => {
  it.each([
    {
      name: "one item per line",
      plan: "1. Find who directed Jaws.\n2. Find that director's birth year.\n",
      expected: ["Find who directed Jaws.", "Find that director's birth year."],
    },
    {
      name: "run together on one line",
      plan: "1) Find X 2) Find Y 3) Compare",
      expected: ["Find X", "Find Y", "Compare"],
    },
    { name: "Step N: markers", plan: "Step 1: search A\nStep 2: search B", expected: ["search A", "search B"] },
    {
      name: "continuation lines join their item",
      plan: "1. Identify the film\n   released in 1975.\n2. Identify its director",
      expected: ["Identify the film released in 1975.", "Identify its director"],
    },
    {
      name: "out-of-sequence numbers stay inside an item",
      plan: "1. Find the population in 2010. 3. is not next\n2. Use the answer to step 1: compare",
      expected: ["Find the population in 2010. 3. is not next", "Use the answer to step 1: compare"],
    },
    { name: "a heading before the first item is not an item", plan: "Plan:\n1. a\n2. b", expected: ["a", "b"] },
    {
      name: "no numbering: lines, bullets stripped",
      plan: "- find a\n* find b\n\nfind c",
      expected: ["find a", "find b", "find c"],
    },
    { name: "empty", plan: "  ", expected: [] },
  ])("$name", ({ plan, expected }) => {
    expect(extractPlanItems(plan)).toEqual(expected);
  });
});
