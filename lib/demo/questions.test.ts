import { describe, expect, it } from "vitest";
import { loadDemoQuestions } from "./load-questions";
import { parseQuestions } from "./questions";

describe("parseQuestions", () => {
  it("reads R1-Searcher's and FlashRAG's question files, skipping lines without a gold answer", () => {
    const text = [
      '{"idx": 3, "question": " Who? ", "answer": "Someone", "gen_text_store": ""}',
      "",
      '{"id": "test_1", "question": "When?", "golden_answers": ["May 18, 2018", ""]}',
      '{"idx": 4, "question": "No gold", "answer": ""}',
    ].join("\n");
    expect(parseQuestions("hotpotqa", text)).toEqual([
      { dataset: "hotpotqa", id: "hotpotqa-3", question: "Who?", golden_answers: ["Someone"] },
      { dataset: "hotpotqa", id: "test_1", question: "When?", golden_answers: ["May 18, 2018"] },
    ]);
  });

  it("loads the copies in demo/", () => {
    const pool = loadDemoQuestions();
    expect([pool.nq?.length, pool.hotpotqa?.length, pool.bamboogle?.length]).toEqual([17, 500, 125]);
  });
});
