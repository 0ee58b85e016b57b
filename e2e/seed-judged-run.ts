import path from "node:path";

/** The judged run the correctness spec reads (seed-judged.ts), readable without server code. */
export const JUDGED_RUN = {
  // Not containing another seeded run's name: specs find rows by text.
  name: "gpt4o-verdicts-bamboogle",
  file: path.join(import.meta.dirname, "..", "test", "fixtures", "real", "r1-searcher-bamboogle-qwen.jsonl"),
  /** A second judge's over_search labels on each first search step: true on every third file line. */
  searchJudge: { source: "judge:search-review", everyNthLine: 3 },
} as const;
