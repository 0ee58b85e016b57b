import { expect, test } from "@playwright/test";
import type pg from "pg";
import { withE2eSql } from "./sql";

// Issue 13, items 1 and 4, on PostgreSQL: the numbers the run page shows right after an ingest,
// checked against counts made here with SQL. demo-hiprag was written by the ingest pipeline when the
// server started (e2e/seed-demo.ts: 60 steps × 4 trajectories + 242 evaluation questions, with an
// over-search judge's labels): a run of the size, just ingested.

const RUN = "demo-hiprag";
const STEP = 30;

test.beforeEach(() => {
  test.skip(test.info().project.name !== "postgres", "counts with its own SQL, on the PostgreSQL server only");
});

const sql = <T extends object>(text: string, values: unknown[] = []) =>
  withE2eSql(
    test.info().project.use.baseURL!,
    async (client: pg.Client) => (await client.query(text, values)).rows as T[],
  );

// A label counts unless a person's correction replaced it; the seed corrects nothing in this run.
const UNCORRECTED = `NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = l.run_id AND c.corrects_id = l.id)`;
const OF_RUN = `t.run_id = (SELECT id FROM runs WHERE name = '${RUN}')`;

test("a run just ingested counts a label filter exactly, as SQL counts it", async ({ page }) => {
  const [counted] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM trajectories t WHERE ${OF_RUN} AND t.em < 1
       AND EXISTS (SELECT 1 FROM labels l WHERE l.run_id = t.run_id AND l.trajectory_id = t.id
                     AND l.name = 'over_search' AND l.value = 'true' AND ${UNCORRECTED})`,
  );
  const n = counted!.n;
  expect(n).toBeGreaterThan(1);
  await page.goto(`/runs/${RUN}?outcome=incorrect&label=over_search=true`);
  const list = page.getByRole("region", { name: "Trajectory list" });
  await expect(list.getByRole("status")).toHaveText(`${n} trajectories`);
  await expect(list).not.toContainText("estimated");
});

test("the cards summarise the trajectories the list shows, and say so", async ({ page }) => {
  const [step] = await sql<{ n: number; em: number; reward: number }>(
    `SELECT count(*)::int AS n, avg(em)::float8 AS em, avg(reward)::float8 AS reward
       FROM trajectories t WHERE ${OF_RUN} AND t.training_step = $1`,
    [STEP],
  );
  // HiPRAG's OSR of this step: its search steps' over_search labels that read true, of those judged.
  const [osr] = await sql<{ over: number; judged: number }>(
    `SELECT count(*) FILTER (WHERE l.value = 'true')::int AS over, count(*)::int AS judged
       FROM trajectories t JOIN steps s ON s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind = 'search'
       JOIN labels l ON l.run_id = t.run_id AND l.trajectory_id = t.id AND l.step_index = s.index
      WHERE ${OF_RUN} AND t.training_step = $1 AND l.name = 'over_search' AND ${UNCORRECTED}`,
    [STEP],
  );
  expect(step!.n).toBeGreaterThan(1);
  expect(osr!.judged).toBeGreaterThan(0);

  await page.goto(`/runs/${RUN}?step=${STEP}`);
  const summary = page.getByRole("region", { name: "Run summary" });
  await expect(summary.getByRole("note")).toHaveText(
    `Summary of the ${step!.n} trajectories matching the filters, not of the whole run.`,
  );
  await expect(page.getByRole("region", { name: "Trajectory list" }).getByRole("status")).toHaveText(
    `${step!.n} trajectories`,
  );
  const value = (card: string) => summary.getByRole("group", { name: card }).locator("p").first();
  await expect(value("Trajectories")).toHaveText(String(step!.n));
  await expect(summary.getByRole("group", { name: "Trajectories" })).toContainText(
    `matching the filters · training steps ${STEP}–${STEP}`,
  );
  await expect(value("Accuracy (EM)")).toHaveText(`${(step!.em * 100).toFixed(1)}%`);
  await expect(value("Mean reward")).toHaveText(step!.reward.toFixed(3));
  await expect(summary.getByRole("group", { name: "OSR / USR (HiPRAG)" })).toContainText(
    `OSR ${osr!.over} / ${osr!.judged} searches`,
  );
});

test("the cards follow a filter changed on the page, and describe the whole run without one", async ({ page }) => {
  const [run] = await sql<{ n: number; over: number }>(
    `SELECT count(*)::int AS n, (count(*) FILTER (WHERE t.has_over_search))::int AS over
       FROM trajectories t WHERE ${OF_RUN}`,
  );
  expect(run!.over).toBeGreaterThan(0);
  expect(run!.over).toBeLessThan(run!.n);

  await page.goto(`/runs/${RUN}`);
  const summary = page.getByRole("region", { name: "Run summary" });
  const note = summary.getByRole("note");
  await expect(note).toHaveText(`Summary of the whole run: ${run!.n.toLocaleString("en-US")} trajectories.`);

  await page.getByRole("checkbox", { name: "over-search" }).check();
  await expect(page).toHaveURL(/flags=over_search/);
  await expect(note).toHaveText(
    `Summary of the ${run!.over.toLocaleString("en-US")} trajectories matching the filters, not of the whole run.`,
  );
  await expect(summary.getByRole("group", { name: "Trajectories" }).locator("p").first()).toHaveText(
    run!.over.toLocaleString("en-US"),
  );
});
