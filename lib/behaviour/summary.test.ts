import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "@/lib/browse/filter";
import { parseBrowseParams } from "@/lib/browse/params";
import { parseDynamicsParams } from "@/lib/dynamics/params";
import { BEHAVIOURS } from "./detectors";
import {
  BEHAVIOUR_METRICS,
  behaviourDynamicsHref,
  behaviourListHref,
  behaviourMetricsOf,
  behaviourRows,
  withBehaviour,
} from "./summary";

const flagged = {
  no_search: 3,
  copied_question: 0,
  repeated_query: 2,
  unsupported_answer: 5,
  long_answer: 1,
  format_only_reward: 4,
};

describe("behaviourRows", () => {
  it("gives each behaviour its count and its share of the trajectories whose flags were computed", () => {
    const rows = behaviourRows({ trajectories: 12, computed: 10, flagged });
    expect(rows.map((r) => r.behaviour)).toEqual([...BEHAVIOURS]);
    expect(rows.map((r) => [r.count, r.share])).toEqual([
      [3, 0.3],
      [0, 0],
      [2, 0.2],
      [5, 0.5],
      [1, 0.1],
      [4, 0.4],
    ]);
    expect(rows.every((r) => r.definition.length > 20 && r.label !== "")).toBe(true);
  });

  it("has no share when no trajectory's flags were computed, rather than 0%", () => {
    const none = Object.fromEntries(BEHAVIOURS.map((b) => [b, 0])) as typeof flagged;
    expect(behaviourRows({ trajectories: 7, computed: 0, flagged: none }).map((r) => r.share)).toEqual(
      BEHAVIOURS.map(() => null),
    );
  });
});

describe("links", () => {
  it("opens the list narrowed to the flag, keeping the page's other filters", () => {
    const filter = { ...EMPTY_FILTER, datasets: ["nq"], flags: ["invalid_format" as const] };
    const href = behaviourListHref("my run", filter, "repeated_query");
    expect(href.startsWith("/runs/my%20run?")).toBe(true);
    const { state, issues } = parseBrowseParams(Object.fromEntries(new URLSearchParams(href.split("?")[1])));
    expect(issues).toEqual([]);
    expect(state.filter).toEqual({ ...filter, flags: ["invalid_format", "repeated_query"] });
  });

  it("does not add a flag twice", () => {
    const filter = withBehaviour(EMPTY_FILTER, "no_search");
    expect(withBehaviour(filter, "no_search").flags).toEqual(["no_search"]);
  });

  it("opens the dynamics page with the six shares and the answer length, which its URL reads back", () => {
    const href = behaviourDynamicsHref("run-a");
    expect(href.startsWith("/runs/run-a/dynamics?")).toBe(true);
    const { state, issues } = parseDynamicsParams(Object.fromEntries(new URLSearchParams(href.split("?")[1])));
    expect(issues).toEqual([]);
    expect(state.metrics).toEqual([
      "behaviour:no_search",
      "behaviour:copied_question",
      "behaviour:repeated_query",
      "behaviour:unsupported_answer",
      "behaviour:long_answer",
      "behaviour:format_only_reward",
      "answer_words",
    ]);
    expect(BEHAVIOUR_METRICS).toEqual(state.metrics);
  });

  it("selects only the behaviour series a run has", () => {
    expect(behaviourMetricsOf(["em", "answer_words", "behaviour:long_answer"])).toEqual([
      "behaviour:long_answer",
      "answer_words",
    ]);
    expect(behaviourMetricsOf(["em"])).toEqual([]);
  });
});
