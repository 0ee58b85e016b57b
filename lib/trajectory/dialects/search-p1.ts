import { type TDialectSpec, SEARCH_R1_CONTENT_STATES, SEARCH_R1_TRANSITIONS, readPlainQuery } from "./dialect";
import { SEARCH_R1_TAGS } from "./search-r1";

// Search-P1 has no official code; the paper's planner writes a numbered <plan> before acting, and the
// actions are assumed to use Search-R1's tags. Grammar: plan? then the Search-R1 sequence.
export const searchP1: TDialectSpec = {
  name: "search-p1",
  tags: [...SEARCH_R1_TAGS, { open: "<plan>", close: "</plan>", role: "plan" }],
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: [...SEARCH_R1_CONTENT_STATES, "in_plan"],
    transitions: {
      ...SEARCH_R1_TRANSITIONS,
      start: { plan: "in_plan", think: "in_think" },
      in_plan: { "/plan": "after_plan" },
      after_plan: { think: "in_think" },
    },
  },
  readQuery: readPlainQuery,
};
