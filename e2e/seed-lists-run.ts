/**
 * A real evaluation run for the list specs: R1-Searcher's Bamboogle output (its first 30 lines, no ids,
 * GPT-4o verdicts), ingested as `trajscope ingest` would. Its own file so specs can read it
 * without loading server code.
 */
export const JUDGED_RUN = {
  // Not containing another seeded run's name: specs find rows by text.
  name: "judged-bamboogle-r1",
  method: "R1-Searcher",
  model: "Qwen-2.5-7B-Base",
  tags: ["eval:bamboogle", "judge:gpt-4o"],
  fixture: "r1-searcher-bamboogle-qwen.jsonl",
} as const;
