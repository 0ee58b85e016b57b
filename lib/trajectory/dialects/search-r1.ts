import type { TTagPair } from "../tags";
import { type TDialectSpec, SEARCH_R1_CONTENT_STATES, SEARCH_R1_TRANSITIONS, readPlainQuery } from "./dialect";

export const SEARCH_R1_TAGS: readonly TTagPair[] = [
  { open: "<think>", close: "</think>", role: "think" },
  { open: "<search>", close: "</search>", role: "query" },
  { open: "<information>", close: "</information>", role: "docs" },
  { open: "<answer>", close: "</answer>", role: "answer" },
];

export const searchR1: TDialectSpec = {
  name: "search-r1",
  tags: SEARCH_R1_TAGS,
  grammar: {
    start: "start",
    final: ["end"],
    contentStates: SEARCH_R1_CONTENT_STATES,
    transitions: SEARCH_R1_TRANSITIONS,
  },
  readQuery: readPlainQuery,
};
