import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "@/lib/browse/filter";
import { createTestRun } from "@/test/browse-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { listTrajectories } from "./trajectories";

const judge = "judge:gpt-4o";
const golds = ["Wilhelm Röntgen", "W. C. Röntgen", "Röntgen", "Wilhelm Conrad Röntgen", "x".repeat(300)];

describe.each(DATABASE_KINDS)("the list's gold, verdict and length on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, [
      // The judge's verdict on the whole trajectory; a step label of the same name does not count.
      {
        key: "judged",
        golds: ["Paris"],
        response: "Paris é a capital",
        steps: [{ kind: "answer" }],
        labels: [
          { step: null, source: judge, name: "answer_correct", value: "true", type: "boolean" },
          { step: 0, source: judge, name: "answer_correct", value: "false", type: "boolean" },
        ],
      },
      // A person corrected the judge: the correction holds.
      {
        key: "corrected",
        golds,
        labels: [
          { step: null, source: judge, name: "answer_correct", value: "true", type: "boolean" },
          { step: null, source: "human:ana", name: "answer_correct", value: "false", type: "boolean", corrects: 0 },
        ],
      },
      // A person's label beats a newer model label even uncorrected.
      {
        key: "person-first",
        labels: [
          {
            step: null,
            source: "human:bo",
            name: "answer_correct",
            value: "false",
            type: "boolean",
            createdAt: "2026-01-01T00:00:00Z",
          },
          {
            step: null,
            source: judge,
            name: "answer_correct",
            value: "true",
            type: "boolean",
            createdAt: "2026-02-01T00:00:00Z",
          },
        ],
      },
      { key: "unjudged", golds: [] },
    ]);
  });
  afterAll(() => test.dispose());

  it("reads each row's extras as SQL over its own columns and labels says", async () => {
    const { items } = await listTrajectories(test.db, {
      runId: run.runId,
      filter: EMPTY_FILTER,
      sort: { key: "id", direction: "asc" },
      limit: 10,
    });
    const byKey = Object.fromEntries(items.map((row) => [run.keyOf(row.id), row]));
    expect(byKey.judged).toMatchObject({
      verdict: { value: "true", source: judge },
      golds: { first: ["Paris"], count: 1 },
    });
    const [length] = await test.db.sql.query<{ n: number }>(
      `SELECT length(response) AS n FROM trajectories WHERE id = $1::bigint`,
      [run.ids.judged],
    );
    expect(byKey.judged!.responseLength).toBe(length!.n);
    expect(byKey.judged!.responseLength).toBe([..."Paris é a capital"].length);
    expect(byKey.corrected).toMatchObject({
      verdict: { value: "false", source: "human:ana" },
      golds: { first: golds.slice(0, 3), count: 5 },
    });
    expect(byKey["person-first"]!.verdict).toEqual({ value: "false", source: "human:bo" });
    expect(byKey.unjudged).toMatchObject({ verdict: null, golds: { first: [], count: 0 }, responseLength: null });
  });

  it("filters right and wrong by the verdict its column shows", async () => {
    const keysOf = async (outcome: "correct" | "incorrect") => {
      const { items } = await listTrajectories(test.db, {
        runId: run.runId,
        filter: { ...EMPTY_FILTER, outcome, correct: "verdict:answer_correct" },
        sort: { key: "id", direction: "asc" },
        limit: 10,
      });
      return items.map((row) => [run.keyOf(row.id), row.verdict?.value]);
    };
    // "person-first": the judge's newer "true" does not make it right while bo's "false" is shown.
    expect(await keysOf("correct")).toEqual([["judged", "true"]]);
    expect(await keysOf("incorrect")).toEqual([
      ["corrected", "false"],
      ["person-first", "false"],
    ]);
  });
});
