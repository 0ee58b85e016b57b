import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSteps } from "./parse-steps";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const fixtures = REAL_FIXTURES;
const caseFile = fs.readFileSync(path.join(fixtures, "search-r1-example-case.txt"), "utf8");
// The example file holds two complete rollouts (system, user, assistant each).
const [walkerRollout = "", heartRollout = ""] = caseFile.split(/(?=<\|im_start\|>system)/);
type TR1Row = { question: string; pred_ans: string; gen_text_store: string };
const r1Rows: TR1Row[] = fs
  .readFileSync(path.join(fixtures, "r1-searcher-bamboogle-qwen.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));

describe("parseSteps on the real Search-R1 example", () => {
  it("parses the Paul Walker rollout from the response only", () => {
    const result = parseSteps(walkerRollout);
    expect(result.dialect).toBe("search-r1");
    expect(
      walkerRollout.slice(result.responseOffset).startsWith("<think>I need to search for Paul Walker's cars"),
    ).toBe(true);
    expect(result.steps.map((s) => s.kind)).toEqual(["search", "search", "answer"]);
    expect(result.steps.map((s) => s.query)).toEqual([
      "Paul Walker's cars in Fast and Furious",
      "list of cars paul walker drove in Fast and Furious",
      null,
    ]);
    expect(result.steps[0]?.reasoning).toBe("I need to search for Paul Walker's cars in Fast and Furious movies.");
    expect(result.steps[0]?.documents?.map((d) => d.title)).toEqual(["Paul Walker", "Paul Walker", "Paul Walker"]);
    expect(result.steps[1]?.reasoning?.startsWith("From the information provided, it's clear that Paul Walker")).toBe(
      true,
    );
    expect(result.steps[2]?.reasoning?.startsWith("Based on the updated information")).toBe(true);
    expect(result.finalAnswer).toBe("Charger");
    // Reasoning written outside <think> breaks Search-R1's format state machine.
    expect(result.isFormatValid).toBe(false);
  });

  it("never turns the prompt's example answer into a step", () => {
    for (const rollout of [walkerRollout, heartRollout, caseFile]) {
      const result = parseSteps(rollout);
      expect(result.steps.some((s) => s.answer === "Beijing")).toBe(false);
      expect(result.steps.every((s) => s.span.start >= result.responseOffset)).toBe(true);
    }
  });

  it("parses the heart rollout, stray </think> included", () => {
    const result = parseSteps(heartRollout);
    expect(result.steps.map((s) => [s.kind, s.query, s.answer])).toEqual([
      ["search", "origin of heart's electrical impulses", null],
      ["answer", null, "sinoatrial (SA) node"],
    ]);
    expect(result.steps[0]?.documents?.map((d) => d.title)).toEqual([
      "Cardiac pacemaker",
      "Electrical conduction system of the heart",
      "Sinoatrial node",
    ]);
    expect(result.steps[1]?.reasoning?.endsWith("the heart's natural pacemaker.")).toBe(true);
    expect(result.finalAnswer).toBe("sinoatrial (SA) node");
    expect(result.isFormatValid).toBe(false);
  });

  it("spans are offsets into the text as given", () => {
    const result = parseSteps(heartRollout);
    const [search, answer] = result.steps;
    expect(search && heartRollout.slice(search.span.start, search.span.end)).toMatch(
      /^<think> I remember[\s\S]*<\/information>$/,
    );
    expect(answer && heartRollout.slice(answer.span.start, answer.span.end)).toMatch(
      /^From the information[\s\S]*<\/answer>$/,
    );
  });

  it("reads the whole file as its last rollout", () => {
    expect(parseSteps(caseFile).finalAnswer).toBe("sinoatrial (SA) node");
  });
});

describe("parseSteps on the real R1-Searcher Bamboogle results", () => {
  it("first sample: answers from its own knowledge, no search", () => {
    const result = parseSteps(r1Rows[0]?.gen_text_store ?? "");
    expect(result.dialect).toBe("r1-searcher");
    expect(result.steps.map((s) => s.kind)).toEqual(["answer"]);
    expect(
      result.steps[0]?.reasoning?.startsWith("To solve this question, I need to find out whether people with celiac"),
    ).toBe(true);
    expect(result.finalAnswer).toBe("Yes");
    expect(result.isFormatValid).toBe(true);
  });

  it("first sample that searches: query, five passages, answer", () => {
    const row = r1Rows.find((r) => r.gen_text_store.includes("<|begin_of_query|>"));
    expect(row?.question).toBe("What is the third letter of the top level domain of the military?");
    const result = parseSteps(row?.gen_text_store ?? "");
    expect(result.steps.map((s) => s.kind)).toEqual(["search", "answer"]);
    const [search] = result.steps;
    expect(search?.query).toBe("military top level domain");
    expect(search?.documents?.map((d) => d.title)).toEqual([".mil", ".mil", ".mil", ".mil", "SIPRNet"]);
    expect(search?.documents?.[3]).toEqual({
      id: "4",
      title: ".mil",
      text: ".mil whois information - List of Mil Domains",
    });
    expect(search?.reasoning?.endsWith("I'll use a search query to find out:")).toBe(true);
    expect(result.finalAnswer).toBe("i");
  });

  it("all 125 samples: valid format, one search step per query, the answer the evaluator extracted", () => {
    const mismatches: number[] = [];
    for (const [i, row] of r1Rows.entries()) {
      const result = parseSteps(row.gen_text_store);
      expect(result.dialect).toBe("r1-searcher");
      expect(result.isFormatValid).toBe(true);
      const searches = result.steps.filter((s) => s.kind === "search");
      expect(searches).toHaveLength(row.gen_text_store.split("<|begin_of_query|>").length - 1);
      expect(searches.every((s) => s.query && s.documents?.length === 5)).toBe(true);
      expect(result.steps.at(-1)?.kind).toBe("answer");
      if (result.finalAnswer !== row.pred_ans.trim()) mismatches.push(i);
    }
    expect(r1Rows).toHaveLength(125);
    // Row 102's text answers "27 July 1953" but its stored pred_ans reads "July 27, 1953".
    expect(mismatches).toEqual([102]);
    expect(parseSteps(r1Rows[102]?.gen_text_store ?? "").finalAnswer).toBe("27 July 1953");
  });
});

describe("parseSteps options", () => {
  const text = "Question with <answer> Beijing </answer>\n<think>r</think><answer>x</answer>";

  it("an explicit response offset skips a prompt without chat markers", () => {
    const result = parseSteps(text, { responseOffset: text.indexOf("\n") });
    expect(result.steps.map((s) => s.answer)).toEqual(["x"]);
    expect(result.isFormatValid).toBe(true);
  });

  it("a forced dialect wins over detection", () => {
    const r1Text = r1Rows[2]?.gen_text_store ?? "";
    const forced = parseSteps(r1Text, { dialect: "search-r1" });
    expect(forced.dialect).toBe("search-r1");
    // Search-R1 does not know R1-Searcher's query tokens, so the search is plain text of the answer step.
    expect(forced.steps.map((s) => s.kind)).toEqual(["answer"]);
    expect(forced.isFormatValid).toBe(false);
  });
});
