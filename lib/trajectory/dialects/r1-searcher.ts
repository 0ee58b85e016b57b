import type { TDialectSpec } from "./dialect";
import { readPlainQuery } from "./dialect";

// R1-Searcher's prompt opens <think>, so the response starts inside it: free reasoning with
// query → documents rounds, then </think> and <answer>. An explicit <think> at the start is accepted.
export const r1Searcher: TDialectSpec = {
  name: "r1-searcher",
  tags: [
    { open: "<think>", close: "</think>", role: "think" },
    { open: "<|begin_of_query|>", close: "<|end_of_query|>", role: "query" },
    { open: "<|begin_of_documents|>", close: "<|end_of_documents|>", role: "docs" },
    { open: "<answer>", close: "</answer>", role: "answer" },
  ],
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: ["start", "in_think", "in_query", "in_docs", "in_answer"],
    transitions: {
      start: { think: "in_think", query: "in_query", "/think": "after_think" },
      in_think: { query: "in_query", "/think": "after_think" },
      in_query: { "/query": "after_query" },
      after_query: { docs: "in_docs" },
      in_docs: { "/docs": "in_think" },
      after_think: { answer: "in_answer" },
      in_answer: { "/answer": "end" },
    },
  },
  readQuery: readPlainQuery,
};
