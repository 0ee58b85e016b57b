import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flashragAdapter } from "./flashrag";
import { readAll, sourceFromFile, sourceFromString } from "./test-source";

// intermediate_data.json and expected.json come from reference/flashrag/render_reasoning_output.py, which
// runs FlashRAG's own ReasoningPipeline loop and Dataset.save with a scripted model and retriever.
const REFERENCE = path.join(import.meta.dirname, "reference/flashrag");
type TExpected = Record<
  string,
  { searches: { query: string; ids: string[]; titles: string[] }[]; pred: string; finish_reason: string }
>;
const EXPECTED: TExpected = JSON.parse(fs.readFileSync(path.join(REFERENCE, "expected.json"), "utf8"));

async function readReference() {
  const { records, rejects } = await readAll(
    flashragAdapter,
    sourceFromFile(path.join(REFERENCE, "intermediate_data.json")),
  );
  expect(rejects).toEqual([]);
  return records.flatMap((record) => (record.type === "trajectory" ? [record] : []));
}

describe("FlashRAG ReasoningPipeline output", () => {
  it.each(Object.entries(EXPECTED))("%s: one search step per retrieval turn, then the answer", async (id, expected) => {
    const record = (await readReference()).find((r) => r.id === id);
    const steps = record?.steps ?? [];
    const searches = steps.filter((step) => step.kind === "search");
    expect(
      searches.map((step) => ({
        query: step.query,
        ids: step.documents?.map((d) => d.id),
        titles: step.documents?.map((d) => d.title),
      })),
    ).toEqual(expected.searches);
    expect(steps.at(-1)).toMatchObject({ kind: "answer", answer: expected.pred });
    expect(record).toMatchObject({ final_answer: expected.pred, stop_reason: expected.finish_reason });
  });

  it("keeps the prompt out of the response and the reasoning in the steps", async () => {
    const [record] = await readReference();
    expect(record?.response?.startsWith("I need Scott Derrickson's nationality first.")).toBe(true);
    expect(record?.meta?.prompt).toMatch(/^The User asks a question[\s\S]*Assistant: <think>$/);
    expect(record?.steps?.map((step) => [step.kind, step.reasoning])).toEqual([
      ["search", "I need Scott Derrickson's nationality first."],
      ["search", "Scott Derrickson is American. Now Ed Wood."],
      ["answer", "Both are American."],
    ]);
    // Spans point into the response, at the text they came from.
    const [first] = record?.steps ?? [];
    const span = first?.span ?? [0, 0];
    expect(record?.response?.slice(span[0], span[1])).toMatch(/^I need[\s\S]*<\|end_of_documents\|>$/);
  });

  it.each([
    {
      name: "a chat-template prompt: the response starts after the assistant marker",
      output: {
        prompt:
          "<|im_start|>user\nUse <|begin_of_query|> q <|end_of_query|>.\nUser:q1\nAssistant: <think><|im_end|>\n" +
          "<|im_start|>assistant\nLook it up <|begin_of_query|> capital France<|end_of_query|>\n\n" +
          "<|begin_of_documents|>\n(1)Title: Paris Text: Capital of France.\n\n<|end_of_documents|>\n\n" +
          "Paris. </think>\n\n<answer> Paris </answer>",
        retrieval_results: {
          "0": { query: "capital France", docs: [{ id: "9", contents: "Paris\nCapital of France." }] },
        },
        pred: "Paris",
      },
      steps: [
        { kind: "search", query: "capital France", documents: [{ id: "9", title: "Paris" }] },
        { kind: "answer", answer: "Paris" },
      ],
    },
    {
      name: "another pipeline's tags and `queries`: the turns make the steps",
      output: {
        prompt: "Question:\nq1\n\nI search <|begin_search_query|> a <|end_search_query|> then answer \\boxed{b}",
        retrieval_results: { "0": { queries: ["a", "a2"], docs: [{ id: "1", contents: "A\nbody" }] } },
        pred: "b",
      },
      steps: [
        { kind: "search", query: "a\na2", documents: [{ id: "1", title: "A" }] },
        { kind: "answer", answer: "b" },
      ],
    },
  ])("$name", async ({ output, steps }) => {
    const line = JSON.stringify({ id: "x", question: "q1", golden_answers: ["Paris"], output });
    const { records, rejects } = await readAll(flashragAdapter, sourceFromString(line));
    expect(rejects).toEqual([]);
    expect(records[0]).toMatchObject({ type: "trajectory", steps });
  });
});
