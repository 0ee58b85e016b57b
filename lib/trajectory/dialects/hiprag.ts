import type { TDialectSpec } from "./dialect";
import { readPlainQuery } from "./dialect";
import { checkFullResponseFormat } from "../hiprag-format";

// HiPRAG (prompt.py): <think> holds one or more <step>s; each is <reasoning>, then optionally
// <search> + <context> (the environment's documents), then <conclusion>; then </think><answer>.
// Its V1 prompt writes non-search steps as empty <search></search><context></context>, which the
// grammar accepts because search and context are optional only as a pair. The format flag is HiPRAG's
// own check_full_response_format (analysis.py's), which rejects those empty pairs.
export const hiprag: TDialectSpec = {
  name: "hiprag",
  tags: [
    { open: "<think>", close: "</think>", role: "think" },
    { open: "<step>", close: "</step>", role: "step" },
    { open: "<reasoning>", close: "</reasoning>", role: "reasoning" },
    { open: "<search>", close: "</search>", role: "query" },
    { open: "<context>", close: "</context>", role: "docs" },
    { open: "<conclusion>", close: "</conclusion>", role: "conclusion" },
    { open: "<answer>", close: "</answer>", role: "answer" },
  ],
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: ["in_reasoning", "in_query", "in_context", "in_conclusion", "in_answer"],
    transitions: {
      start: { think: "in_think" },
      in_think: { step: "in_step" },
      in_step: { reasoning: "in_reasoning" },
      in_reasoning: { "/reasoning": "after_reasoning" },
      after_reasoning: { query: "in_query", conclusion: "in_conclusion" },
      in_query: { "/query": "after_query" },
      after_query: { docs: "in_context" },
      in_context: { "/docs": "after_context" },
      after_context: { conclusion: "in_conclusion" },
      in_conclusion: { "/conclusion": "after_conclusion" },
      after_conclusion: { "/step": "after_step" },
      after_step: { step: "in_step", "/think": "after_think" },
      after_think: { answer: "in_answer" },
      in_answer: { "/answer": "end" },
    },
  },
  readQuery: readPlainQuery,
  checkFormat: checkFullResponseFormat,
};
