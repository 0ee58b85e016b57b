import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBrowseRun } from "@/e2e/seed-browse-run";
import { BROWSE_RUN } from "@/e2e/seeded-runs";
import { EMPTY_FILTER, DEFAULT_SORT } from "@/lib/browse/filter";
import { summarizeProcess } from "@/lib/metrics/process";
import { summarizeRows } from "@/lib/what-if/accumulate";
import { specReward } from "@/lib/what-if/compute";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { parseSpec, type TSpecInput } from "@/lib/what-if/spec";
import type { TWhatIfResponse } from "@/lib/what-if/types";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { FIELDS_BUT_RESPONSE, loadRewardInputs } from "./reward-inputs";
import { getRunMetrics } from "./run-metrics";
import { refreshRewardFeatures } from "./backfill-reward-features";
import { backfillPendingStepCounts } from "@/lib/annotate/server/backfill-step-counts";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { computeWhatIf, recomputeRewards, storedWhatIf } from "./what-if";
import { getWhatIfRun, type TWhatIfRun } from "./what-if-run";
import { DEMO_TEST_RUNS, EDGE_RUN, seedDemoRuns, seedEdgeRun } from "@/test/what-if-test-data";
import { formulaSpecs, presetSpecs } from "@/test/what-if-specs";

// Generated from the registered presets, parameters and identifiers (test/what-if-specs.ts).
const SPECS: TSpecInput[] = [...presetSpecs(), ...formulaSpecs()];
const RUNS = [EDGE_RUN, BROWSE_RUN.name, ...DEMO_TEST_RUNS];
// -0 and 0 are the same reward.
const plain = (x: number | null | undefined) => (x === null || x === undefined ? null : x + 0);

describe.each(DATABASE_KINDS)("what-if on %s", (kind) => {
  let test: TTestDatabase;
  const runs = new Map<string, TWhatIfRun>();
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await seedEdgeRun(test.db);
    await seedBrowseRun(test.db);
    await seedDemoRuns(test.db);
    for (const name of RUNS) runs.set(name, (await getWhatIfRun(test.db, name))!);
  }, 180_000);
  afterAll(() => test?.dispose());

  async function inputsOf(run: TWhatIfRun, documents = true) {
    const ids = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM trajectories t WHERE run_id = $1 ORDER BY t.id`,
      [run.id],
    );
    // Without the stored step counts: the expected rewards count HiPRAG's N and Ncorr from the steps.
    const fields = [...FIELDS_BUT_RESPONSE, ...(documents ? (["response"] as const) : [])].filter(
      (f) => f !== "hipragSteps" && f !== "correctSteps",
    );
    return loadRewardInputs(test.db.sql, { runId: run.id, ids: ids.map((r) => r.id), documents, fields });
  }

  it.each(RUNS)("recomputes every reward of %s in SQL exactly as lib/rewards does", async (name) => {
    const run = runs.get(name)!;
    const inputs = await inputsOf(run);
    for (const input of SPECS) {
      const spec = parseSpec(input);
      const reward = specReward(spec);
      const { batches } = await recomputeRewards(test.db, { run, spec, batchSize: 40 });
      const rows = batches.flatMap((b) => b.rows);
      expect(rows.map((r) => r.id)).toEqual([...inputs.keys()]);
      const expected = rows.map((r) => [r.id, plain(reward(inputs.get(r.id)!, { scheme: run.normalization }).total)]);
      expect(
        rows.map((r) => [r.id, plain(r.recomputed)]),
        JSON.stringify(input),
      ).toEqual(expected);
    }
  });

  it("reads Search-R1 and HiPRAG from the stored features, and runs their TypeScript where none are stored", async () => {
    const specs = SPECS.map(parseSpec).filter(
      (spec) => spec.kind === "preset" && ["search-r1-em", "search-r1-format", "hiprag"].includes(spec.preset),
    );
    // HiPRAG's released code in validation mode (λf = 0) scores what no feature stores.
    const stored = specs.filter((spec) => spec.kind === "preset" && Number(spec.params.lambda_f) !== 0);
    expect(stored.length).toBeGreaterThan(8);
    for (const name of RUNS) {
      const run = runs.get(name)!;
      // Counted here from the trajectories and their steps: no features, and for the released code
      // those with a response whose <step> blocks (some) are not their search and reasoning steps.
      const [counted] = await test.db.sql.query<{ missing: number; ownCounts: number }>(
        `SELECT count(*) FILTER (WHERE reward_features IS NULL)::int AS missing,
           count(*) FILTER (WHERE response IS NOT NULL AND blocks <> '' AND blocks <> steps)::int AS "ownCounts"
         FROM trajectories t,
           LATERAL (SELECT coalesce(string_agg(CASE WHEN s.kind = 'search' THEN 's' ELSE 'r' END, '' ORDER BY s.index), '')
             FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind IN ('search', 'reasoning')) AS k(steps),
           LATERAL (SELECT coalesce(string_agg(CASE WHEN b[1] LIKE '%<search>%' THEN 's' ELSE 'r' END, ''), '')
             FROM regexp_matches(substring(t.response FROM '<think>(?:(?!<think>).)*$'), '<step>(.*?)</step>', 'g') AS b) AS r(blocks)
         WHERE t.run_id = $1`,
        [run.id],
      );
      expect(counted!.missing, name).toBe(0);
      for (const spec of stored) {
        // Streamed: the trajectories whose reward TypeScript computed.
        const { batches } = await recomputeRewards(test.db, { run, spec, batchSize: 40 });
        expect(
          batches.reduce((n, b) => n + b.streamed, 0),
          `${name} ${JSON.stringify(spec)}`,
        ).toBe(spec.kind === "preset" && spec.params.variant === "released-code" ? counted!.ownCounts : 0);
      }
    }
    // Every other trajectory of a demo run without its features: the rewards are the same.
    const run = runs.get("demo-hiprag")!;
    const inputs = await inputsOf(run);
    const [{ cleared }] = (await test.db.sql.query<{ cleared: number }>(
      `WITH c AS (UPDATE trajectories SET reward_features = NULL WHERE run_id = $1 AND id % 2 = 0 RETURNING 1)
       SELECT count(*)::int AS cleared FROM c`,
      [run.id],
    )) as [{ cleared: number }];
    expect(cleared).toBeGreaterThan(50);
    try {
      for (const spec of specs) {
        const { batches } = await recomputeRewards(test.db, { run, spec, batchSize: 40 });
        const rows = batches.flatMap((b) => b.rows);
        const reward = specReward(spec);
        expect(
          rows.map((r) => [r.id, plain(r.recomputed)]),
          JSON.stringify(spec),
        ).toEqual(rows.map((r) => [r.id, plain(reward(inputs.get(r.id)!, { scheme: run.normalization }).total)]));
        if (spec.kind === "preset" && spec.params.variant !== "released-code")
          expect(batches.reduce((n, b) => n + b.streamed, 0)).toBe(cleared);
      }
    } finally {
      await refreshRewardFeatures(test.db, run.id);
    }
  });

  it("runs HiPRAG's released code in TypeScript where the response's blocks are not the steps", async () => {
    const run = runs.get("demo-hiprag")!;
    // A HiPRAG response with one <step> block more than the trajectory has search and reasoning steps.
    const [changed] = await test.db.sql.query<{ id: string; response: string | null }>(
      `UPDATE trajectories t SET response = '<think>' || repeat('<step>Again.</step>', o.n + 1)
         || '</think><answer>' || coalesce(t.final_answer, '') || '</answer>'
       FROM (SELECT x.id, x.response, (SELECT count(*)::int FROM steps s WHERE s.run_id = x.run_id
               AND s.trajectory_id = x.id AND s.kind IN ('search', 'reasoning')) AS n
             FROM trajectories x WHERE x.run_id = $1 ORDER BY x.id LIMIT 1) o
       WHERE t.run_id = $1 AND t.id = o.id RETURNING t.id::text AS id, o.response`,
      [run.id],
    );
    expect(changed).toBeDefined();
    try {
      await refreshRewardFeatures(test.db, run.id);
      const inputs = await inputsOf(run);
      for (const spec of SPECS.map(parseSpec)) {
        if (spec.kind !== "preset" || spec.params.variant !== "released-code" || Number(spec.params.lambda_f) === 0)
          continue;
        const { batches } = await recomputeRewards(test.db, { run, spec, batchSize: 40 });
        expect(batches.reduce((n, b) => n + b.streamed, 0)).toBe(1);
        const row = batches.flatMap((b) => b.rows).find((r) => r.id === changed!.id)!;
        expect(plain(row.recomputed)).toBe(
          plain(specReward(spec)(inputs.get(changed!.id)!, { scheme: run.normalization }).total),
        );
      }
    } finally {
      await test.db.sql.query(`UPDATE trajectories SET response = $3 WHERE run_id = $1 AND id = $2`, [
        run.id,
        changed!.id,
        changed!.response,
      ]);
      await refreshRewardFeatures(test.db, run.id);
    }
  });

  it("runs HiPRAG's TypeScript for the rows without step counts while their backfill is pending", async () => {
    const name = "demo-hiprag";
    const inputs = await inputsOf(runs.get(name)!);
    const [{ cleared }] = (await test.db.sql.query<{ cleared: number }>(
      `WITH c AS (UPDATE trajectories SET hiprag_steps = NULL, correct_steps = NULL
         WHERE run_id = $1 AND id % 3 = 0 RETURNING 1) SELECT count(*)::int AS cleared FROM c`,
      [runs.get(name)!.id],
    )) as [{ cleared: number }];
    expect(cleared).toBeGreaterThan(50);
    await test.db.sql.query(`UPDATE runs SET step_counts_pending = true WHERE name = $1`, [name]);
    try {
      const run = (await getWhatIfRun(test.db, name))!;
      expect(run.stepCountsPending).toBe(true);
      for (const spec of SPECS.map(parseSpec)) {
        if (spec.kind !== "preset" || spec.preset !== "hiprag" || spec.params.variant !== "paper") continue;
        const { batches } = await recomputeRewards(test.db, { run, spec, batchSize: 40 });
        expect(
          batches.flatMap((b) => b.rows).map((r) => [r.id, plain(r.recomputed)]),
          JSON.stringify(spec),
        ).toEqual(
          [...inputs.values()].map((i) => [i.id, plain(specReward(spec)(i, { scheme: run.normalization }).total)]),
        );
        expect(batches.reduce((n, b) => n + b.streamed, 0)).toBe(cleared);
      }
    } finally {
      await backfillPendingStepCounts(test.db);
    }
    expect((await getWhatIfRun(test.db, name))!.stepCountsPending).toBe(false);
  });

  it("summarises a run as the in-memory what-if does, whatever the batch size", async () => {
    const run = runs.get(BROWSE_RUN.name)!;
    const spec = parseSpec({ preset: "hiprag", weights: "lambda_p=0.6" });
    const {
      timing: _timing,
      spec: _spec,
      label,
      ...result
    } = await computeWhatIf(test.db, { run, spec, batchSize: 5 });
    const inputs = await inputsOf(run);
    const rows = [...inputs.values()].map((input) => ({
      id: input.id,
      group: input.group,
      logged: input.reward ?? null,
      recomputed: specReward(spec)(input, { scheme: run.normalization }).total,
    }));
    expect(label).toBe("HiPRAG");
    expect(result).toEqual(summarizeRows(rows));
    const { timing: _t, ...again } = await computeWhatIf(test.db, { run, spec });
    expect(again).toEqual({ ...result, spec, label });
  });

  it("keeps a what-if until its run changes, then computes it afresh", async () => {
    const run = runs.get(BROWSE_RUN.name)!;
    const spec = parseSpec({ formula: "em" });
    const withoutTiming = ({ timing: _timing, ...rest }: TWhatIfResponse) => rest;
    const first = await storedWhatIf(test.db, test.db, { run, spec });
    expect(withoutTiming(first)).toEqual(withoutTiming(await computeWhatIf(test.db, { run, spec })));
    // Served as stored, when it was computed included.
    expect(await storedWhatIf(test.db, test.db, { run, spec })).toEqual(first);
    // One answer marked wrong: the mean of EM over the run drops by 1/n at once.
    const [changed] = await test.db.sql.query<{ id: string }>(
      `UPDATE trajectories SET em = 0 WHERE run_id = $1 AND id = (SELECT min(id) FROM trajectories WHERE run_id = $1 AND em = 1)
       RETURNING id::text`,
      [run.id],
    );
    try {
      const after = await storedWhatIf(test.db, test.db, { run, spec });
      expect(after.recomputed.mean! * after.recomputed.count).toBeCloseTo(
        first.recomputed.mean! * first.recomputed.count - 1,
        9,
      );
      expect(withoutTiming(after)).toEqual(withoutTiming(await computeWhatIf(test.db, { run, spec })));
    } finally {
      await test.db.sql.query(`UPDATE trajectories SET em = 1 WHERE run_id = $1 AND id = $2`, [run.id, changed!.id]);
    }
  });

  it("reproduces the logged rewards of the demo runs trained with a preset", async () => {
    // demo-search-p1-wo-self logs the self track alone: its config.reward.tracks must reach the preset.
    for (const name of ["demo-search-r1", "demo-hiprag", "demo-search-p1", "demo-search-p1-wo-self"]) {
      const run = runs.get(name)!;
      const result = await computeWhatIf(test.db, { run, spec: defaultSpec(run.reward) });
      expect(result.spec.kind, name).toBe("preset");
      expect(result.delta.compared, name).toBeGreaterThan(100);
      expect(result.delta.changed, name).toBe(0);
      expect(result.flips.flips, name).toBe(0);
    }
  });

  it("reads the label that holds: a person's over a model's made after it", async () => {
    const run = runs.get(EDGE_RUN)!;
    const [row] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM trajectories WHERE run_id = $1 AND external_id = 'person-first'`,
      [run.id],
    );
    // By hand (test/what-if-test-data.ts): ana's labels say no over-search, no under-search, GOOD
    // and an outcome score of 0.1; the judge's, made later, say the opposite (1 of each) and 0.6.
    const cases = [
      [{ formula: "over_search_steps + 10 * under_search_steps + 100 * bad_steps" }, 0],
      // Search-P1's outcome term alone: the wrong answer's evaluator score.
      [{ preset: "search-p1", weights: "lambda_a=1,lambda_p=0,lambda_f=0,soft_cap=1" }, 0.1],
    ] as const;
    for (const [input, expected] of cases) {
      const { batches } = await recomputeRewards(test.db, { run, spec: parseSpec(input) });
      const recomputed = batches.flatMap((b) => b.rows).find((r) => r.id === row!.id)?.recomputed;
      expect(recomputed, JSON.stringify(input)).toBeCloseTo(expected, 12);
    }
  });

  it("lists the trajectories a what-if flips through the browse id filter", async () => {
    const run = runs.get(BROWSE_RUN.name)!;
    const result = await computeWhatIf(test.db, { run, spec: parseSpec({ formula: "c.format - c.path" }) });
    expect(result.flips.trajectories).toBeGreaterThan(0);
    const page = await listTrajectories(test.db, {
      runId: run.id,
      filter: { ...EMPTY_FILTER, ids: result.flips.ids },
      sort: { key: "id", direction: "asc" },
      limit: 200,
    });
    expect(page.items.map((r) => r.id)).toEqual(result.flips.ids);
    expect(DEFAULT_SORT.key).toBe("training_step");
  });

  it.each(RUNS)("measures %s as lib/metrics/process does", async (name) => {
    const run = runs.get(name)!;
    // Without documents: recovery (which reads them) is not a run metric, and is slow to normalize.
    const inputs = [...(await inputsOf(run, false)).values()];
    const expected = summarizeProcess(inputs);
    const metrics = await getRunMetrics(test.db, run);
    expect(metrics.overSearchRate).toEqual(expected.overSearchRate);
    expect(metrics.underSearchRate).toEqual(expected.underSearchRate);
    expect({ ...metrics.ifbc }).toEqual({ ...expected.ifbc });
    expect(metrics.formatCompliance).toEqual(expected.formatCompliance);
    expect(metrics.searchesPerTrajectory).toBeCloseTo(expected.meanSearches ?? NaN, 12);
    if (expected.meanTurns === null) expect(metrics.turnsPerTrajectory).toBeNull();
    else expect(metrics.turnsPerTrajectory).toBeCloseTo(expected.meanTurns, 12);
    const em = inputs.flatMap((t) => (t.em == null ? [] : [t.em]));
    expect(metrics.overall.trajectories).toBe(inputs.length);
    if (em.length) expect(metrics.overall.em).toBeCloseTo(em.reduce((a, b) => a + b, 0) / em.length, 12);
  });
});
