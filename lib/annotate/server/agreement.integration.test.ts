import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { getAgreementReport, getLoggedVsCorrected } from "./agreement";
import { createTestRun, type TTestLabel } from "@/test/browse-test-data";
import { streamLabelExport } from "./label-export";
import { listTrajectoryLabels } from "./label-history";
import { recordLabel } from "./label-writes";
import { createUser } from "@/lib/auth/server/users";

const JUDGE = "judge:gpt-4.1-nano";
// The judge's step quality on ten search steps, and what people said: four agree GOOD, t4 and t8
// are people's corrections of the judge (GOOD → BAD, BAD → GOOD), t5 nobody checked.
const JUDGED = ["GOOD", "GOOD", "GOOD", "GOOD", "GOOD", "GOOD", "BAD", "BAD", "BAD", "BAD"];
const PEOPLE: (TTestLabel | null)[] = JUDGED.map((value, i) =>
  [0, 1, 2, 3].includes(i)
    ? { step: 0, source: "human:bob", name: "step_quality", value }
    : [6, 7, 9].includes(i)
      ? { step: 0, source: "human:cy", name: "step_quality", value }
      : null,
);

describe.each(DATABASE_KINDS)("agreement and corrections on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(
      test.db,
      JUDGED.map((value, i) => ({
        key: `t${i}`,
        step: (i % 2) * 100,
        em: 1,
        flawed: value === "BAD",
        overSearch: i === 0,
        steps: [{ kind: "search" }, { kind: "answer" }],
        labels: [
          { step: 0, source: JUDGE, name: "step_quality", value },
          ...(i === 0
            ? [{ step: 0, source: JUDGE, name: "over_search", value: "true", type: "boolean" as const }]
            : []),
          ...(PEOPLE[i] ? [PEOPLE[i]] : []),
        ],
      })),
    );
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const bob = await createUser(test.db, { name: "bob", role: "annotator" });
    const correct = async (key: string, author: typeof ada, name: string, value: string | boolean) => {
      const trajectoryId = run.ids[key]!;
      const judged = (await listTrajectoryLabels(test.db.sql, { runId: run.runId, trajectoryId })).find(
        (l) => l.name === name,
      )!;
      await recordLabel(test.db, {
        runId: run.runId,
        trajectoryId,
        stepIndex: 0,
        name,
        value,
        rationale: `${author.name} checked`,
        corrects: { id: judged.id, version: 1 },
        author,
      });
    };
    await correct("t4", ada, "step_quality", "BAD");
    await correct("t8", bob, "step_quality", "GOOD");
    await correct("t0", bob, "over_search", false);
  });
  afterEach(() => test.dispose());

  it("judge vs people: κ = 0.55 from the hand-computed table, the judge's corrected labels still the judge's", async () => {
    const report = await getAgreementReport(test.db, { runId: run.runId });
    expect(report).toMatchObject({ a: JUDGE, b: "human" });
    expect(report.sources).toEqual(["human:ada", "human:bob", "human:cy", JUDGE]);
    const quality = report.names.find((n) => n.name === "step_quality")!;
    // Rows judge, columns people: GOOD/GOOD 4, GOOD/BAD 1 (t4), BAD/GOOD 1 (t8), BAD/BAD 3.
    // p_o = 7/9, p_e = (5·5 + 4·4)/81 = 41/81, κ = (63 − 41)/(81 − 41) = 0.55.
    expect(quality.overall).toMatchObject({
      categories: ["GOOD", "BAD"],
      matrix: [
        [4, 1],
        [1, 3],
      ],
      n: 9,
      onlyA: 1,
      onlyB: 0,
      agree: 7,
    });
    expect(quality.overall.kappa).toBeCloseTo(0.55, 12);
    expect(quality.overall.rawAgreement).toBeCloseTo(7 / 9, 12);
    expect(quality.byKind.map((g) => [g.key, g.agreement.n])).toEqual([["search", 9]]);
    expect(quality.byTrainingStep.map((g) => [g.key.from, g.agreement.n, g.agreement.agree])).toEqual([
      [0, 5, 3], // t0, t2, t6 agree; t4, t8 were corrected
      [100, 4, 4],
    ]);
    const over = report.names.find((n) => n.name === "over_search")!;
    expect(over.overall).toMatchObject({ n: 1, agree: 0, categories: ["true", "false"] });
  });

  it("person vs person and one person vs the judge", async () => {
    const people = await getAgreementReport(test.db, { runId: run.runId, a: "human:bob", b: "human:cy" });
    expect(people.names.find((n) => n.name === "step_quality")!.overall).toMatchObject({ n: 0, onlyA: 5, onlyB: 3 });
    const bob = await getAgreementReport(test.db, { runId: run.runId, a: JUDGE, b: "human:bob" });
    expect(bob.names.find((n) => n.name === "step_quality")!.overall).toMatchObject({ n: 5, agree: 4, onlyA: 5 });
  });

  it("lists the source pairs that share items, counted as SQL counts them", async () => {
    const shared = async (a: string, b: string) => {
      const [row] = await test.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT name, trajectory_id, coalesce(step_index, -1) FROM labels
           WHERE run_id = $1 AND source LIKE $2 INTERSECT SELECT name, trajectory_id, coalesce(step_index, -1)
           FROM labels WHERE run_id = $1 AND source LIKE $3) x`,
        [run.runId, a, b],
      );
      return row!.n;
    };
    const report = await getAgreementReport(test.db, { runId: run.runId });
    const items = (a: string, b: string) => report.pairs.find((p) => p.a === a && p.b === b)?.items;
    expect(items("human", JUDGE)).toBe(await shared("human:%", JUDGE));
    expect(items("human:bob", JUDGE)).toBe(await shared("human:bob", JUDGE));
    expect(items("human:bob", "human:cy")).toBeUndefined(); // bob and cy never labelled the same step
    expect(report.shared).toBe(await shared(JUDGE, "human:%"));
    expect(report.shared).toBeGreaterThan(0);
  });

  it("has no pair to offer when no two sources labelled the same item", async () => {
    const other = await createTestRun(test.db, [
      {
        key: "x",
        steps: [{ kind: "search" }],
        labels: [{ step: 0, source: "judge:a", name: "over_search", value: "true", type: "boolean" as const }],
      },
      {
        key: "y",
        steps: [{ kind: "reasoning" }],
        labels: [{ step: 0, source: "judge:b", name: "under_search", value: "false", type: "boolean" as const }],
      },
    ]);
    const report = await getAgreementReport(test.db, { runId: other.runId });
    expect(report).toMatchObject({ pairs: [], shared: 0, a: "judge:a", b: "judge:b" });
  });

  it("shows the flags as logged and as corrected", async () => {
    expect(await getLoggedVsCorrected(test.db, run.runId)).toEqual({
      trajectories: 10,
      correct: 10,
      touched: 3,
      overSearch: { logged: 1, corrected: 0 },
      underSearch: { logged: 0, corrected: 0 },
      flawedButCorrect: { logged: 4, corrected: 4 },
    });
    const flawed = await test.db.prisma.trajectory.findMany({
      where: { runId: run.runId, isFlawedButCorrect: true },
      select: { externalId: true },
      orderBy: { externalId: "asc" },
    });
    expect(flawed.map((t) => t.externalId)).toEqual(["t4", "t6", "t7", "t9"]);
  });

  it("exports the labels that hold as JSONL records, or people's only", async () => {
    const collect = async (scope: "current" | "people") => {
      const records = [];
      for await (const r of streamLabelExport(test.db, { runId: run.runId, runName: "r", scope })) records.push(r);
      return records;
    };
    const current = await collect("current");
    expect(current).toHaveLength(11);
    const people = await collect("people");
    expect(people).toHaveLength(10);
    expect(people.find((r) => r.external_id === "t4")).toMatchObject({
      question: "Question t4?",
      step_index: 0,
      label: { name: "step_quality", value: "BAD", value_type: "category" },
      source: "human:ada",
      author: "ada",
      rationale: "ada checked",
      version: 2,
      corrects: { source: JUDGE, value: "GOOD" },
      prefix: [],
      step: { index: 0, kind: "search" },
    });
  });
});
