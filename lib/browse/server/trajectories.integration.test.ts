import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrowseParams } from "@/lib/browse/params";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { countTrajectories } from "./trajectory-count";
import { listTrajectories } from "./trajectories";

const search = (kind: "search" | "answer", query?: string) => ({ kind, query });
const judge = "judge:gpt-4.1-nano";

// Eight trajectories whose filters are known by construction (see each comment).
const RUN: TTestTrajectory[] = [
  {
    key: "t1",
    step: 0,
    dataset: "nq",
    em: 1,
    f1: 1,
    reward: 0.9,
    searches: 1,
    question: "Who wrote Hamlet?",
    answer: "Shakespeare",
    steps: [search("search", "hamlet author"), search("answer")],
    labels: [{ step: 0, source: judge, name: "step_quality", value: "GOOD" }],
  },
  {
    key: "t2",
    step: 0,
    dataset: "hotpotqa",
    em: 0,
    f1: 0.4,
    reward: 0.1,
    searches: 2,
    overSearch: true,
    question: "Is 50 off a deal?",
    steps: [search("search", "deal"), search("search", "deal 2")],
    labels: [
      { step: 0, source: judge, name: "over_search", value: "true", type: "boolean" },
      { step: 1, source: judge, name: "step_quality", value: "BAD" },
    ],
  },
  // Judge BAD vs PRM GOOD on one step: a disagreement, and flawed but correct.
  {
    key: "t3",
    step: 100,
    dataset: "nq",
    split: "test",
    em: 1,
    f1: 1,
    reward: 0.95,
    searches: 3,
    flawed: true,
    steps: [search("search", "q")],
    labels: [
      { step: 0, source: judge, name: "step_quality", value: "BAD", rationale: "ignores the documents" },
      { step: 0, source: "prm:pro-step-8b", name: "step_quality", value: "GOOD" },
    ],
  },
  { key: "t4", step: 100, dataset: "popqa", em: null, f1: null, reward: null, searches: 0, formatValid: false },
  // Judge and PRM agree on BAD: no disagreement.
  {
    key: "t5",
    step: 200,
    dataset: "hotpotqa",
    em: 0,
    f1: 0,
    reward: -0.2,
    searches: 4,
    underSearch: true,
    steps: [search("answer")],
    labels: [
      { step: 0, source: judge, name: "under_search", value: "true", type: "boolean" },
      { step: 0, source: "prm:pro-step-8b", name: "step_quality", value: "BAD" },
      { step: 0, source: judge, name: "step_quality", value: "BAD" },
    ],
  },
  // The judge's BAD is corrected by a person: it no longer counts, and nobody disagrees.
  {
    key: "t6",
    step: null,
    dataset: "nq",
    split: "test",
    em: 1,
    f1: 1,
    reward: 0.7,
    searches: 1,
    steps: [search("search", "x")],
    labels: [
      { step: 0, source: judge, name: "step_quality", value: "BAD" },
      { step: 0, source: "human:ana", name: "step_quality", value: "GOOD", corrects: 0 },
    ],
  },
  {
    key: "t7",
    step: 300,
    dataset: "nq",
    em: 0,
    f1: 0.6,
    reward: 0.3,
    searches: 2,
    question: "What is 50%_off of 10?",
    labels: [{ step: null, source: judge, name: "plan_coverage", value: "0.75", type: "number" }],
  },
  // The judge changed its mind: its newer GOOD replaces its older BAD.
  {
    key: "t8",
    step: 300,
    dataset: null,
    em: 1,
    f1: 1,
    reward: 0.6,
    searches: 1,
    steps: [search("search", "y")],
    labels: [
      { step: 0, source: judge, name: "step_quality", value: "BAD", createdAt: "2026-01-01T00:00:00Z" },
      { step: 0, source: judge, name: "step_quality", value: "GOOD", createdAt: "2026-02-01T00:00:00Z" },
    ],
  },
];

const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;

describe.each(DATABASE_KINDS)("trajectory list on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  const list = async (query: string, limit = 100) => {
    const { filter, sort } = stateOf(query);
    const page = await listTrajectories(test.db, { runId: run.runId, filter, sort, limit });
    return page.items.map((r) => run.keyOf(r.id));
  };
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    await createTestRun(test.db, [{ key: "other-run", em: 1 }]);
  });
  afterAll(() => test.dispose());

  it("lists the run in training order, trajectories without a step last", async () => {
    expect(await list("")).toEqual(["t1", "t2", "t3", "t4", "t5", "t7", "t8", "t6"]);
  });

  it.each([
    ["dataset=nq", ["t1", "t3", "t7", "t6"]],
    ["dataset=nq,popqa", ["t1", "t3", "t4", "t7", "t6"]],
    ["split=test", ["t3", "t6"]],
    ["step=100..200", ["t3", "t4", "t5"]],
    ["step=250..", ["t7", "t8"]],
    ["outcome=correct", ["t1", "t3", "t8", "t6"]],
    ["outcome=incorrect", ["t2", "t5", "t7"]],
    ["f1=0.5..0.9", ["t7"]],
    ["reward=..0.2", ["t2", "t5"]],
    ["searches=2..3", ["t2", "t3", "t7"]],
    ["flags=over_search", ["t2"]],
    ["flags=under_search", ["t5"]],
    ["flags=invalid_format", ["t4"]],
    ["flags=flawed_but_correct", ["t3"]],
    ["label=step_quality=BAD", ["t2", "t3", "t5"]],
    ["label=step_quality=BAD@prm:pro-step-8b", ["t5"]],
    ["label=step_quality@human", ["t6"]],
    ["label=step_quality=GOOD@judge:gpt-4.1-nano", ["t1", "t8"]],
    ["label=over_search=true", ["t2"]],
    ["label=plan_coverage=0.5..1", ["t7"]],
    ["label=plan_coverage=..0.5", []],
    ["disagree=step_quality", ["t3"]],
    ["disagree=any", ["t3"]],
    ["q=hamlet", ["t1"]],
    ["q=AUTHOR", ["t1"]],
    ["q=shakespeare", ["t1"]],
    ["q=50%_off", ["t7"]],
    ["q=no such text", []],
  ])("filters %s", async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it.each([
    ["dataset=nq&outcome=correct&flags=flawed_but_correct", ["t3"]],
    ["dataset=nq&step=0..100", ["t1", "t3"]],
    ["label=step_quality=BAD&outcome=correct", ["t3"]],
    ["label=step_quality=BAD,over_search=true", ["t2"]],
    ["outcome=incorrect&searches=3..&q=question", ["t5"]],
    ["disagree=any&flags=over_search", []],
  ])("combines %s", async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it("counts exactly what it lists on a small run", async () => {
    for (const query of ["", "dataset=nq", "label=step_quality=BAD", "disagree=any", "q=zzz"]) {
      const { filter } = stateOf(query);
      const count = await countTrajectories(test.db, { runId: run.runId, filter });
      expect(count).toEqual({ count: (await list(query)).length, isExact: true });
    }
  });
});
