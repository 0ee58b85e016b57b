/**
 * A real evaluation run for the list specs: R1-Searcher's Bamboogle output (125 lines, no ids,
 * GPT-4o verdicts), ingested as `trajscope ingest` would. Its own file so specs can read it
 * without loading server code.
 */
export const JUDGED_RUN = {
  name: "r1-searcher-bamboogle-judged",
  method: "R1-Searcher",
  model: "Qwen-2.5-7B-Base",
  tags: ["eval:bamboogle", "judge:gpt-4o"],
  fixture: "r1-searcher-bamboogle-qwen.jsonl",
} as const;
