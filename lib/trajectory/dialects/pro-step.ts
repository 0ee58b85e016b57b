import { type TDialectSpec, SEARCH_R1_CONTENT_STATES, SEARCH_R1_TRANSITIONS, readPlainQuery } from "./dialect";

// PRO-Step keeps Search-R1's grammar with <documents> for retrieval, but its model ends with
// "So the answer is <answer>…</answer>", so text is allowed between </think> and the action.
export const proStep: TDialectSpec = {
  name: "pro-step",
  tags: [
    { open: "<think>", close: "</think>", role: "think" },
    { open: "<search>", close: "</search>", role: "query" },
    { open: "<documents>", close: "</documents>", role: "docs" },
    { open: "<answer>", close: "</answer>", role: "answer" },
  ],
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: [...SEARCH_R1_CONTENT_STATES, "after_think"],
    transitions: SEARCH_R1_TRANSITIONS,
  },
  readQuery: readPlainQuery,
};
