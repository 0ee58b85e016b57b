import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateRecord } from "../validate";
import { proStepPairsAdapter } from "./pro-step-pairs";
import { proStepTreeAdapter } from "./pro-step-tree";
import { readAll, sourceFromFile, sourceFromString } from "./test-source";

const sample = (name: string) => path.join(import.meta.dirname, "../../../test/fixtures/prostep", name);
const lines = (name: string) =>
  fs
    .readFileSync(sample(name), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("the PRO-Step tree-cache adapter", () => {
  it("turns every node of the sample into a valid tree_node with the file's statistics", async () => {
    const { items } = await readAll(proStepTreeAdapter, sourceFromFile(sample("tree-nodes.jsonl")));
    const raw = lines("tree-nodes.jsonl");
    expect(items).toHaveLength(raw.length);
    items.forEach((item, i) => {
      if (item.kind !== "record") throw new Error(`line ${i + 1}: ${item.reason}`);
      const v = validateRecord(item.record);
      if (!v.ok) throw new Error(v.reason);
      const r = v.record;
      if (r.type !== "tree_node") throw new Error(r.type);
      const line = raw[i]!;
      expect([r.tree, r.id, r.parent]).toEqual([
        line.question_id,
        String(line.id),
        line.parent_id === null ? null : String(line.parent_id),
      ]);
      expect([r.visits, r.total_value, r.prm_score ?? null, r.backed_up]).toEqual([
        line.visit_count,
        line.total_value,
        line.generative_score,
        line.f1_reward,
      ]);
      expect(r.terminal_reward ?? null).toBe(line.is_terminal ? line.f1_reward : null);
      if (line.parent_id === null) expect(r.golden_answers).toEqual([line.gold_answer]);
      else expect(r.step?.kind).toBe(line.search_query ? "search" : line.answer_text ? "answer" : "reasoning");
    });
  });

  it("splits the documents block into documents with titles", async () => {
    const {
      items: [item],
    } = await readAll(
      proStepTreeAdapter,
      sourceFromString(
        JSON.stringify({
          id: 3,
          parent_id: 0,
          children_ids: [],
          depth: 1,
          think: "t",
          search_query: "q",
          answer_text: "",
          documents: "\n\n<documents>\nDoc 1(Title: Alpha) first text\nDoc 2(Title: Beta) second\n</documents>\n\n",
          is_terminal: false,
          visit_count: 1,
          total_value: 0.9,
          f1_reward: 0.5,
          generative_score: 1,
          generative_feedback: "",
          question_id: "q1",
          question: "Q?",
          gold_answer: "A",
        }),
      ),
    );
    if (item?.kind !== "record" || item.record.type !== "tree_node") throw new Error("not a node");
    expect(item.record.step?.documents?.map((d) => [d.title, d.text])).toEqual([
      ["Alpha", "first text"],
      ["Beta", "second"],
    ]);
    expect(item.record.prm_rationale).toBeNull();
  });

  it("rejects a node without visit statistics, naming the field", async () => {
    const {
      items: [item],
    } = await readAll(
      proStepTreeAdapter,
      sourceFromString(JSON.stringify({ id: 1, parent_id: 0, depth: 1, question_id: "q", total_value: 0 })),
    );
    expect(item).toMatchObject({ kind: "reject", reason: expect.stringContaining("visit_count") });
  });
});

describe("the PRO-Step DPO-pairs adapter", () => {
  it("keeps each pair's sides, scores and action types as the file has them", async () => {
    const { items } = await readAll(proStepPairsAdapter, sourceFromFile(sample("dpo-pairs.jsonl")));
    const raw = lines("dpo-pairs.jsonl");
    expect(items).toHaveLength(raw.length);
    items.forEach((item, i) => {
      if (item.kind !== "record") throw new Error(item.reason);
      const v = validateRecord(item.record);
      if (!v.ok || v.record.type !== "preference_pair") throw new Error(v.ok ? v.record.type : v.reason);
      const line = raw[i] as Record<string, unknown>;
      const r = v.record;
      expect([r.tree, r.depth, r.prompt]).toEqual([line.question_id, line.step_level, line.prompt]);
      expect(r.chosen).toEqual({
        text: (line.chosen as { content: string }[])[0]!.content,
        action: (line.chosen_action_type as string).toLowerCase(),
        f1: line.chosen_f1,
        value: line.chosen_combined,
        prm: line.chosen_generative,
      });
      expect(r.rejected.value).toBe(line.rejected_combined);
      expect(r.meta).toEqual({ source: "mcts" });
    });
  });
});
