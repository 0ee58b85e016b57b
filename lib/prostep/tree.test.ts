import { describe, expect, it } from "vitest";
import { DEFAULT_PAIR_FILTER } from "./filters";
import { PROSTEP_PARAMS } from "./params";
import { ancestorsOf, computeTree, initialExpanded, moveFocus, visibleRows, type TTreeNodeView } from "./tree";

const node = (v: Partial<TTreeNodeView> & Pick<TTreeNodeView, "id" | "parent" | "depth">): TTreeNodeView => ({
  kind: "search",
  label: v.id,
  prm: null,
  visits: 0,
  totalValue: 0,
  isTerminal: false,
  terminalReward: null,
  backedUp: null,
  hasDocuments: false,
  ...v,
});

// root ─ a (search, r̂=1) ─ a1 (answer, F1 = 1 at depth 2: Q = 0.81)
//      │                 └ a2 (answer, F1 = 0.5: Q = 0.405)
//      └ b (answer, F1 = 0 at depth 1)
const TREE = [
  node({ id: "0", parent: null, depth: 0, kind: null, visits: 4, totalValue: 1.2 }),
  node({ id: "a", parent: "0", depth: 1, prm: 1, visits: 3, totalValue: 1.1 }),
  node({
    id: "b",
    parent: "0",
    depth: 1,
    kind: "answer",
    prm: 0,
    visits: 1,
    isTerminal: true,
    terminalReward: 0,
    backedUp: 0,
  }),
  node({
    id: "a1",
    parent: "a",
    depth: 2,
    kind: "answer",
    prm: 1,
    visits: 1,
    totalValue: 0.81,
    isTerminal: true,
    terminalReward: 0.81,
  }),
  node({
    id: "a2",
    parent: "a",
    depth: 2,
    kind: "answer",
    prm: 0,
    visits: 1,
    totalValue: 0.405,
    isTerminal: true,
    terminalReward: 0.405,
  }),
];

describe("computeTree", () => {
  const tree = computeTree(TREE, PROSTEP_PARAMS, DEFAULT_PAIR_FILTER);
  const n = (id: string) => tree.nodes.get(id)!;

  it("backs up a missing value as the visit-weighted mean of the children's, then V = that + α·r̂", () => {
    expect(n("a").backed).toBeCloseTo((0.81 + 0.405) / 2, 12);
    expect(n("a").value).toBeCloseTo(0.6075 + 0.3, 12);
    expect(n("a1").value).toBeCloseTo(1.11, 12);
    expect(n("b").value).toBe(0);
  });

  it("gives Q̄ = W/N, UCB with c = 1.414 and a terminal's raw F1 = Q/γ^d", () => {
    expect(n("a").qBar).toBeCloseTo(1.1 / 3, 12);
    expect(n("a").ucb).toBeCloseTo(1.1 / 3 + 1.414 * Math.sqrt(Math.log(4) / 3), 12);
    expect(n("0").ucb).toBeNull();
    expect(n("a2").terminalF1).toBeCloseTo(0.5, 12);
  });

  it("follows the highest V for the selected path and marks filtered sibling pairs", () => {
    expect(tree.selectedPath).toEqual(["0", "a", "a1"]);
    expect([n("a").chosenIn, n("b").rejectedIn, n("a1").chosenIn, n("a2").rejectedIn]).toEqual([1, 1, 1, 1]);
    const strict = computeTree(TREE, PROSTEP_PARAMS, { margin: 0.8, minChosenF1: 0.2, minDeltaF1: 0.2 });
    expect(strict.nodes.get("a")!.chosenIn).toBe(1); // 0.9075 > 0.8
    expect(strict.nodes.get("a1")!.chosenIn).toBe(0); // 1.11 − 0.405 = 0.705
  });

  it("an unvisited node's UCB is infinite: selected first", () => {
    const t = computeTree([...TREE, node({ id: "c", parent: "0", depth: 1 })], PROSTEP_PARAMS, DEFAULT_PAIR_FILTER);
    expect(t.nodes.get("c")!.ucb).toBe(Infinity);
    expect(t.nodes.get("0")!.subtreeSize).toBe(6);
  });
});

describe("rows and keys", () => {
  const tree = computeTree(TREE, PROSTEP_PARAMS, DEFAULT_PAIR_FILTER);

  it("lists visible rows depth first and hides collapsed subtrees", () => {
    expect(visibleRows(tree, initialExpanded(tree)).map((r) => r.id)).toEqual(["0", "a", "a1", "a2", "b"]);
    expect(visibleRows(tree, new Set(["0"])).map((r) => r.id)).toEqual(["0", "a", "b"]);
    expect([...initialExpanded(tree, 2)]).toEqual(["0", "a", "a1"]);
  });

  it("moves between siblings and depths, staying put at an edge", () => {
    expect(moveFocus(tree, "a", "nextSibling")).toBe("b");
    expect(moveFocus(tree, "b", "nextSibling")).toBe("b");
    expect(moveFocus(tree, "a2", "prevSibling")).toBe("a1");
    expect(moveFocus(tree, "a1", "parent")).toBe("a");
    expect(moveFocus(tree, "0", "parent")).toBe("0");
    expect(moveFocus(tree, "a", "firstChild")).toBe("a1");
    expect(ancestorsOf(tree, "a2")).toEqual(["0", "a"]);
  });
});
