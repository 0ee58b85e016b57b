import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ZCanonicalRecord } from "../canonical";
import { ADAPTERS, detectAdapter, getAdapter } from "./index";
import {
  FLASHRAG,
  HIPRAG,
  METRICS_CONSOLE,
  METRICS_FILE,
  PRO_STEP,
  PRO_STEP_LABELS,
  VERL,
  VERL_TOOL,
  fixture,
} from "@/test/adapter-samples";
import { readAll, sourceFromFile, sourceFromString } from "./test-source";

const HEAD = 16 * 1024; // what lib/ingest/read-file.ts gives adapters
const real = (name: string) => ({ file: fixture(name), head: fs.readFileSync(fixture(name), "utf8").slice(0, HEAD) });
const canonical =
  '{"type": "meta", "format": "trajscope", "version": 1}\n{"type": "run", "run": "r"}\n{"type": "trajectory", "question": "q"}\n';

const prostep = (name: string) => {
  const file = path.join(import.meta.dirname, "../../../test/fixtures/prostep", name);
  return { file, head: fs.readFileSync(file, "utf8").slice(0, HEAD) };
};

const trl = (name: string) => {
  const file = path.join(import.meta.dirname, "reference/trl", name);
  return { file, head: new TextDecoder().decode(fs.readFileSync(file).subarray(0, HEAD)) };
};

type TCase = { name: string; source: { file: string; head: string }; adapter: string };

const CASES: TCase[] = [
  { name: "R1-Searcher eval results (real)", source: real("r1-searcher-bamboogle-qwen.jsonl"), adapter: "r1-searcher" },
  // Eval sets share R1-Searcher's keys; its adapter rejects them line by line with the reason.
  { name: "R1-Searcher Bamboogle eval set (real)", source: real("bamboogle-questions.jsonl"), adapter: "r1-searcher" },
  { name: "R1-Searcher HotpotQA eval set (real)", source: real("hotpotqa-dev-500.jsonl"), adapter: "r1-searcher" },
  { name: "Search-R1 example case (real)", source: real("search-r1-example-case.txt"), adapter: "search-r1-text" },
  { name: "FlashRAG NQ dataset (real)", source: real("flashrag-nq-test.jsonl"), adapter: "flashrag" },
  { name: "canonical", source: { file: "export.jsonl", head: canonical }, adapter: "canonical" },
  { name: "verl dump", source: { file: "rollouts/40.jsonl", head: VERL }, adapter: "verl" },
  {
    name: "FlashRAG ReasoningPipeline output",
    source: {
      file: "out/intermediate_data.json",
      head: fs.readFileSync(path.join(import.meta.dirname, "reference/flashrag/intermediate_data.json"), "utf8"),
    },
    adapter: "flashrag",
  },
  { name: "verl tool-agent dump", source: { file: "rollouts/7.jsonl", head: VERL_TOOL }, adapter: "verl" },
  {
    name: "R1-Searcher HotpotQA results (real)",
    source: real("r1-searcher-hotpotqa-llama-40.jsonl"),
    adapter: "r1-searcher",
  },
  {
    name: "verl dump, prompt longer than the head",
    source: { file: "rollouts/40.jsonl", head: VERL.slice(0, 300) },
    adapter: "verl",
  },
  { name: "HiPRAG eval", source: { file: "hiprag_nq.jsonl", head: HIPRAG }, adapter: "hiprag" },
  {
    name: "HiPRAG eval, cut inside `result`",
    source: { file: "eval.jsonl", head: HIPRAG.slice(0, 200) },
    adapter: "hiprag",
  },
  { name: "PRO-Step trajectories", source: { file: "trajectories.jsonl", head: PRO_STEP }, adapter: "pro-step" },
  { name: "PRO-Step tree cache", source: prostep("tree-nodes.jsonl"), adapter: "pro-step-tree" },
  { name: "PRO-Step DPO pairs", source: prostep("dpo-pairs.jsonl"), adapter: "pro-step-pairs" },
  {
    name: "PRO-Step judge labels",
    source: { file: "judge_labels.jsonl", head: PRO_STEP_LABELS },
    adapter: "pro-step-labels",
  },
  { name: "FlashRAG run (array)", source: { file: "out/intermediate_data.json", head: FLASHRAG }, adapter: "flashrag" },
  { name: "FlashRAG run, any name", source: { file: "run.json", head: FLASHRAG }, adapter: "flashrag" },
  { name: "TRL completions parquet", source: trl("completions/completions_00005.parquet"), adapter: "trl" },
  { name: "TRL completions as JSON lines", source: trl("completions_00010.jsonl"), adapter: "trl" },
  {
    name: "TRL completions as JSON lines, cut inside the prompt",
    source: { file: "rows.jsonl", head: trl("completions_00010.jsonl").head.slice(0, 100) },
    adapter: "trl",
  },
  { name: "verl file logger", source: { file: "metrics.jsonl", head: METRICS_FILE }, adapter: "metrics" },
  { name: "verl console log", source: { file: "train.log", head: METRICS_CONSOLE }, adapter: "metrics" },
];

describe("adapter registry", () => {
  it.each(CASES)("$name is claimed by $adapter and by no other adapter", ({ source, adapter }) => {
    expect(ADAPTERS.filter((a) => a.detect(source)).map((a) => a.name)).toEqual([adapter]);
    expect(detectAdapter(source)?.name).toBe(adapter);
  });

  it.each([
    ["empty", ""],
    ["prose", "Meeting notes\nstep 1: buy milk\n"],
    ["another JSON shape", '{"prompt": "p", "chosen": [], "rejected": []}\n'],
  ])("claims nothing for %s", (_name, head) => {
    expect(detectAdapter({ file: "x.jsonl", head })).toBeUndefined();
  });

  it("finds adapters by name, and names are unique", () => {
    expect(getAdapter("hiprag")?.name).toBe("hiprag");
    expect(getAdapter("nope")).toBeUndefined();
    expect(new Set(ADAPTERS.map((a) => a.name)).size).toBe(ADAPTERS.length);
    expect(ADAPTERS.map((a) => a.name)).toEqual([
      "canonical",
      "pro-step-labels",
      "pro-step",
      "pro-step-tree",
      "pro-step-pairs",
      "hiprag",
      "r1-searcher",
      "trl",
      "verl",
      "flashrag",
      "metrics",
      "search-r1-text",
    ]);
  });
});

describe("adapter output", () => {
  const WHOLE: [string, () => ReturnType<typeof sourceFromString>][] = [
    ["r1-searcher-bamboogle-qwen.jsonl", () => sourceFromFile(fixture("r1-searcher-bamboogle-qwen.jsonl"))],
    ["search-r1-example-case.txt", () => sourceFromFile(fixture("search-r1-example-case.txt"))],
    ["canonical", () => sourceFromString(canonical, { file: "export.jsonl" })],
    ["verl", () => sourceFromString(VERL, { file: "40.jsonl" })],
    ["hiprag", () => sourceFromString(HIPRAG, { file: "hiprag.jsonl" })],
    ["pro-step", () => sourceFromString(PRO_STEP, { file: "trajectories.jsonl" })],
    ["pro-step-labels", () => sourceFromString(PRO_STEP_LABELS, { file: "judge_labels.jsonl" })],
    ["flashrag", () => sourceFromString(FLASHRAG, { file: "intermediate_data.json" })],
    ["metrics file", () => sourceFromString(METRICS_FILE, { file: "metrics.jsonl" })],
    ["trl (JSON lines)", () => sourceFromFile(path.join(import.meta.dirname, "reference/trl/completions_00010.jsonl"))],
    ["metrics console", () => sourceFromString(METRICS_CONSOLE, { file: "train.log" })],
  ];

  // The pipeline validates every record; an adapter whose records fail it would reject good data.
  it.each(WHOLE)("every record from %s is a valid canonical record", async (_name, open) => {
    const source = open();
    const adapter = detectAdapter(source);
    if (!adapter) throw new Error("not detected");
    const { records } = await readAll(adapter, source);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const result = ZCanonicalRecord.safeParse(record);
      expect(result.success ? null : result.error.issues).toBeNull();
    }
  });
});
