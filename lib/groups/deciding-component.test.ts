import { describe, expect, it } from "vitest";
import { decideRanking } from "./deciding-component";

const m = (reward: number | null, components: Record<string, number> = {}) => ({ reward, components });

describe("decideRanking", () => {
  it("names the component that orders the pairs the total orders", () => {
    // Search-R1 format reward: the answer decides; the format bonus is equal on all but one.
    const decision = decideRanking([
      m(1, { em: 1, format: 0.2 }),
      m(0.2, { em: 0, format: 0.2 }),
      m(0, { em: 0, format: 0 }),
    ]);
    // Ordered pairs: (1,0.2) em agrees, format level; (1,0) both agree; (0.2,0) em level, format agrees.
    expect(decision.ordered).toBe(3);
    expect(decision.components).toEqual([
      { name: "em", agrees: 2, opposes: 0, level: 1 },
      { name: "format", agrees: 2, opposes: 0, level: 1 },
    ]);
    expect(decision.decidedBy).toEqual(["em", "format"]);
    expect(decision.explainsAll).toBe(false);
  });

  it("says when one component explains every pair, and counts the one that opposes", () => {
    const decision = decideRanking([m(0.9, { outcome: 1, path: 0.1 }), m(0.5, { outcome: 0.5, path: 0.9 }), m(0.9)]);
    // (0.9,0.5): outcome agrees, path opposes; (0.5,0.9 without components): both level; (0.9,0.9) not ordered.
    expect(decision.ordered).toBe(2);
    expect(decision.decidedBy).toEqual(["outcome"]);
    expect(decision.components.find((c) => c.name === "path")).toEqual({
      name: "path",
      agrees: 0,
      opposes: 1,
      level: 1,
    });
    expect(decision.explainsAll).toBe(false);
    expect(decideRanking([m(1, { a: 1 }), m(0, { a: 0 })])).toMatchObject({ decidedBy: ["a"], explainsAll: true });
  });

  it("decides nothing when the rewards are all equal or no component varies", () => {
    expect(decideRanking([m(1, { a: 1 }), m(1, { a: 0 })])).toMatchObject({ ordered: 0, decidedBy: [] });
    expect(decideRanking([m(1, { a: 1 }), m(0, { a: 1 }), m(null, { a: 0 })])).toMatchObject({
      ordered: 1,
      decidedBy: [],
      explainsAll: false,
    });
  });
});
