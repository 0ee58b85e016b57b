import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleFamily, toJsonl } from "@/test/prostep-vts";

// The committed samples (test/fixtures/prostep, and their copies in demo/) are what the simulation
// writes: a change to either shows here.
describe("the PRO-Step samples", () => {
  const { nodes, pairs } = sampleFamily({ seed: 1, targetNodes: 40 });
  const read = (p: string) => fs.readFileSync(path.join(import.meta.dirname, "../..", p), "utf8");

  it.each(["test/fixtures/prostep", "demo"])("in %s are the simulation's output", (dir) => {
    const prefix = dir === "demo" ? "prostep-" : "";
    expect(read(`${dir}/${prefix}tree-nodes.jsonl`)).toBe(toJsonl(nodes));
    expect(read(`${dir}/${prefix}dpo-pairs.jsonl`)).toBe(toJsonl(pairs));
  });

  it("keep the back-propagation invariants of Appendix C", () => {
    for (const n of nodes) {
      const kids = nodes.filter((k) => k.question_id === n.question_id && k.parent_id === n.id);
      // A parent was visited once when it was itself expanded (or never, the root) plus its children's visits,
      // plus the rollouts that re-selected it as a terminal.
      if (!n.is_terminal)
        expect(n.visit_count).toBe((n.parent_id === null ? 0 : 1) + kids.reduce((s, k) => s + k.visit_count, 0));
      expect(n.children_ids).toEqual(kids.map((k) => k.id));
    }
  });
});
