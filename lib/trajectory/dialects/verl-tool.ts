import type { TDialectSpec } from "./dialect";

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

// Some chat templates serialise `arguments` as a JSON string rather than an object.
function queriesFromArguments(args: unknown): string[] | null {
  let value = args;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { query_list: list, query } = value as Record<string, unknown>;
  if (isStringArray(list)) return list;
  if (typeof query === "string") return [query];
  return null;
}

/**
 * The query of a `<tool_call>{"name": "search", "arguments": {"query_list": [...]}}</tool_call>`:
 * the queries one per line. Anything else — malformed JSON, another tool, no query — keeps the raw
 * text, so a broken call is still visible and nothing is lost.
 */
export function readToolCallQuery(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
  if (typeof parsed !== "object" || parsed === null) return trimmed;
  const queries = queriesFromArguments((parsed as Record<string, unknown>).arguments);
  const joined = queries
    ?.map((q) => q.trim())
    .filter(Boolean)
    .join("\n");
  return joined || trimmed;
}

// verl agent loops: free text (or <think>) around <tool_call> → <tool_response> rounds, ending in
// <answer>. Tool responses come back as user turns; their chat markers are ignored by the grammar.
export const verlTool: TDialectSpec = {
  name: "verl-tool",
  tags: [
    { open: "<think>", close: "</think>", role: "think" },
    { open: "<tool_call>", close: "</tool_call>", role: "query" },
    { open: "<tool_response>", close: "</tool_response>", role: "docs" },
    { open: "<answer>", close: "</answer>", role: "answer" },
  ],
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: ["start", "in_think", "in_call", "in_response", "in_answer"],
    transitions: {
      start: { think: "in_think", query: "in_call", answer: "in_answer" },
      in_think: { "/think": "start" },
      in_call: { "/query": "after_call" },
      after_call: { docs: "in_response" },
      in_response: { "/docs": "start" },
      in_answer: { "/answer": "end" },
    },
  },
  readQuery: readToolCallQuery,
};
