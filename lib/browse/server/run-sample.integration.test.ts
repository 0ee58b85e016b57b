import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALWAYS_EXACT_RUN, RUN_SAMPLE } from "@/lib/browse/count-budget";
import { parseBrowseParams } from "@/lib/browse/params";
import { scaleSample } from "@/lib/browse/sample-estimate";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { runIdRange, sampleFilter, STEP_FRAME_MOST, stepRangeIds } from "./run-sample";
import { countTrajectories } from "./trajectory-count";

// A large run's count is estimated from a sample of its own trajectories, not the table's
// statistics (sample-estimate.ts). Two runs written side by side, their ids interleaved in batches,
// with different shares of everything: each run's estimate must hold its own count, counted here by
// independent SQL, within the margin it gives — and that margin must be narrow enough to mean something.
// A filter's training-step range is sampled within the ids it spans; a third run, of a step per
// trajectory and ids far apart, has more steps than are probed for them.

const BATCHES = 20; // of 500 trajectories each, per run
const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;

const CASES: [query: string, independent: string][] = [
  [
    "label=step_quality=BAD@judge",
    `EXISTS (SELECT 1 FROM labels l WHERE l.run_id = t.run_id AND l.trajectory_id = t.id
       AND l.source = 'judge' AND l.name = 'step_quality' AND l.value = 'BAD')`,
  ],
  ["outcome=correct", "t.em >= 1"],
  ["outcome=incorrect&q=topic 3", "t.em < 1 AND t.question ILIKE '%topic 3%'"],
  ["step=60..", "t.training_step >= 60"],
];

describe.each(DATABASE_KINDS)("a run's sampled count on %s", (kind) => {
  let test: TTestDatabase;
  const runs: Record<"wide" | "narrow" | "long", number> = { wide: 0, narrow: 0, long: 0 };
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    for (const name of ["wide", "narrow", "long"] as const) {
      const [run] = await test.db.sql.query<{ id: number }>(
        `INSERT INTO runs (name, updated_at) VALUES ($1, now()) RETURNING id`,
        [name],
      );
      runs[name] = run!.id;
    }
    // Batches of 500, the two runs' in turn, so their ids interleave. In each run, groups of eight
    // share a question (topic = group % 40) and are "hard" (wrong, judged BAD) together: every fifth
    // group of the narrow run, two in three of the wide run's.
    await test.db.sql.query(
      `INSERT INTO trajectories (run_id, external_id, question, content_hash, training_step, em)
       SELECT CASE WHEN wide THEN $2::int ELSE $1::int END, 't' || i, 'Question on topic ' || (i / 8) % 40 || ' number ' || i,
              md5(g::text), i / 100,
              CASE WHEN (i / 8) % (CASE WHEN wide THEN 3 ELSE 5 END) < (CASE WHEN wide THEN 2 ELSE 1 END)
                     OR i % 7 = 0 THEN 0 ELSE 1 END
         FROM generate_series(0, ${2 * BATCHES * 500 - 1}) g,
              LATERAL (SELECT (g / 500) % 2 = 1 AS wide, (g / 1000) * 500 + g % 500 AS i) x
        ORDER BY g`,
      [runs.narrow, runs.wide],
    );
    for (const name of ["narrow", "wide"] as const) {
      await test.db.sql.query(
        `INSERT INTO labels (run_id, trajectory_id, source, name, value_type, value)
         SELECT run_id, id, 'judge', 'step_quality', 'category', CASE WHEN em = 0 AND id % 3 <> 0 THEN 'BAD' ELSE 'GOOD' END
           FROM trajectories WHERE run_id = $1`,
        [runs[name]],
      );
    }
    // A run of many steps whose ids span more than ALWAYS_EXACT_RUN: one trajectory a step, ids 50 apart.
    await test.db.sql.query(
      `INSERT INTO trajectories (id, run_id, external_id, question, content_hash, training_step, em)
       SELECT 1000000 + 50 * i, $1::int, 'l' || i, 'Question ' || i, md5('l' || i), i, i % 2
         FROM generate_series(0, ${STEP_FRAME_MOST + 699}) i`,
      [runs.long],
    );
    await test.db.sql.query("ANALYZE trajectories");
    await test.db.sql.query("ANALYZE labels");
  });
  afterAll(() => test.dispose());

  it.each(
    CASES.flatMap(([query, independent]) => [
      ["narrow", query, independent] as const,
      ["wide", query, independent] as const,
    ]),
  )("estimates the %s run's %s within its margin", async (name, query, independent) => {
    const runId = runs[name];
    const [counted] = await test.db.sql.query<{ n: number; all: number; span: number }>(
      `SELECT count(*) FILTER (WHERE ${independent})::int AS n, count(*)::int AS all, (max(id) - min(id) + 1)::int AS span
         FROM trajectories t WHERE run_id = $1`,
      [runId],
    );
    const range = (await runIdRange(test.db, runId))!;
    expect(range.span).toBe(counted!.span);
    const sample = await sampleFilter(test.db, { runId, filter: stateOf(query).filter }, range);
    // Every stretch read its window: the sample covers the share of the ids the constants say.
    expect(sample.matching.reduce((n, s) => n + s.covered, 0)).toBe(RUN_SAMPLE.stretches * RUN_SAMPLE.idsPerStretch);
    // The run's size, which decides whether it is counted exactly whatever the filter.
    const size = scaleSample(sample.all, range.span);
    expect(Math.abs(size.count - counted!.all), `${name}: ${size.count} ± ${size.margin}`).toBeLessThanOrEqual(
      size.margin,
    );
    const estimate = scaleSample(sample.matching, range.span);
    const said = `${name} ${query}: ${estimate.count} ± ${estimate.margin}, counted ${counted!.n}`;
    expect(counted!.n, said).toBeGreaterThan(100);
    expect(Math.abs(estimate.count - counted!.n), said).toBeLessThanOrEqual(estimate.margin);
    expect(estimate.margin / counted!.n, said).toBeLessThan(0.3);
  });

  it.each(["narrow", "wide"] as const)(
    "samples the %s run's training-step range within the ids it spans, and knows it more closely",
    async (name) => {
      const runId = runs[name];
      const { filter } = stateOf("step=20..59&outcome=correct");
      const [counted] = await test.db.sql.query<{ n: number; first: string; last: string }>(
        `SELECT count(*) FILTER (WHERE em >= 1)::int AS n, min(id)::text AS first, max(id)::text AS last
           FROM trajectories WHERE run_id = $1 AND training_step BETWEEN 20 AND 59`,
        [runId],
      );
      const { n, first, last } = counted!;
      const steps = await stepRangeIds(test.db, runId, filter.trainingStep!);
      expect(steps).toEqual({ first, last, span: Number(last) - Number(first) + 1 });
      const run = (await runIdRange(test.db, runId))!;
      const within = scaleSample((await sampleFilter(test.db, { runId, filter }, steps!)).matching, steps!.span);
      const across = scaleSample((await sampleFilter(test.db, { runId, filter }, run)).matching, run.span);
      const said = `${name}: ${within.count} ± ${within.margin} within, ${across.count} ± ${across.margin} across, counted ${n}`;
      expect(Math.abs(within.count - n), said).toBeLessThanOrEqual(within.margin);
      expect(Math.abs(across.count - n), said).toBeLessThanOrEqual(across.margin);
      expect(within.margin, said).toBeLessThan(across.margin / 2);
    },
  );

  it("finds no ids for a step range without trajectories, and does not probe one of too many steps", async () => {
    expect(await stepRangeIds(test.db, runs.long, { min: STEP_FRAME_MOST + 700, max: null })).toBeNull();
    expect(await stepRangeIds(test.db, runs.long, { min: 0, max: STEP_FRAME_MOST })).toBeUndefined();
    expect(await stepRangeIds(test.db, runs.long, { min: 0, max: STEP_FRAME_MOST - 1 })).toEqual({
      first: "1000000",
      last: String(1000000 + 50 * (STEP_FRAME_MOST - 1)),
      span: 50 * (STEP_FRAME_MOST - 1) + 1,
    });
  });

  it.each([
    ["step=100..149&outcome=correct", "training_step BETWEEN 100 AND 149 AND em >= 1"],
    ["step=0..&outcome=incorrect", "training_step >= 0 AND em < 1"],
    ["step=100000..", "training_step >= 100000"],
  ])("counts %s on a run whose ids span past the exact rule as SQL does", async (query, independent) => {
    const runId = runs.long;
    expect((await runIdRange(test.db, runId))!.span).toBeGreaterThan(ALWAYS_EXACT_RUN);
    const [counted] = await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 AND ${independent}`,
      [runId],
    );
    const { filter } = stateOf(query);
    expect(await countTrajectories(test.db, { runId, filter })).toEqual({ count: counted!.n, isExact: true });
  });
});
