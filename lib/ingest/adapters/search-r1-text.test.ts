import fs from "node:fs";
import { parseSteps } from "@/lib/trajectory";
import { describe, expect, it } from "vitest";
import { searchR1TextAdapter } from "./search-r1-text";
import { fixture } from "@/test/adapter-samples";
import { readAll, sourceFromFile, sourceFromString } from "./test-source";

const CASE = fixture("search-r1-example-case.txt");

describe("search-r1-text adapter", () => {
  it("splits the real example into its two rollouts, at the lines they start on", async () => {
    const { items, rejects } = await readAll(searchR1TextAdapter, sourceFromFile(CASE));
    expect(rejects).toEqual([]);
    expect(items.map((item) => item.location.line)).toEqual([1, 28]);
    const lines = fs.readFileSync(CASE, "utf8").split("\n");
    expect(lines[27]).toBe("<|im_start|>system");
  });

  it("keeps the question, the response after the assistant marker and the prompt", async () => {
    const { records } = await readAll(searchR1TextAdapter, sourceFromFile(CASE));
    const [first, second] = records;
    expect(first).toMatchObject({
      type: "trajectory",
      question: "paul walkers cars in fast and furious list?",
      meta: { prompt: expect.stringMatching(/^<\|im_start\|>system\n[\s\S]*<\|im_start\|>assistant\n$/) },
    });
    expect(second).toMatchObject({
      question: "the heart muscle is stimulated to contract by electrical impulses which are generated where?",
    });
    if (first?.type !== "trajectory" || second?.type !== "trajectory") throw new Error("expected trajectories");
    expect(first.response?.startsWith("<think>I need to search for Paul Walker's cars")).toBe(true);
    // The blank lines between rollouts are not part of the first response.
    expect(first.response?.endsWith("<answer> Charger </answer>")).toBe(true);
    expect(second.response?.endsWith("<answer> sinoatrial (SA) node </answer>")).toBe(true);
    // The prompt's example <answer> Beijing </answer> is not in the response, so not a step.
    const parsed = parseSteps(first.response ?? "");
    expect(parsed.steps.map((step) => step.kind)).toEqual(["search", "search", "answer"]);
    expect(parsed.finalAnswer).toBe("Charger");
  });

  it("rejects text before the first rollout and a rollout with no response", async () => {
    const text =
      "decoding batch 3\nmore log\n<|im_start|>system\ns<|im_end|>\n<|im_start|>user\nQuestion: q?\n<|im_end|>\n";
    const { items } = await readAll(searchR1TextAdapter, sourceFromString(text, { file: "log.txt" }));
    expect(items).toEqual([
      {
        kind: "reject",
        location: { file: "log.txt", line: 1 },
        reason: 'text before the first rollout (a rollout starts with a "<|im_start|>system" line)',
        excerpt: "decoding batch 3\nmore log",
      },
      {
        kind: "reject",
        location: { file: "log.txt", line: 3 },
        reason: "rollout without a response (nothing after <|im_start|>assistant)",
        excerpt: "<|im_start|>system\ns<|im_end|>\n<|im_start|>user\nQuestion: q?\n<|im_end|>",
      },
    ]);
  });
});
