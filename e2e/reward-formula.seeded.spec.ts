import { expect, test } from "@playwright/test";
import { isPostgresProject, querySql } from "./sql";
import { SEEDED_RUNS } from "./seeded-runs";

// The trajectory page writes the run's reward formula with the trajectory's numbers. Expected
// values come from the database: the weights from the run's config, A and F from the components
// the trainer logged (outcome = A·(1−λf), format = λf·F), N and Ncorr counted from steps and labels.

const RUN = "demo-hiprag";

type TPick = {
  id: string;
  reward: number;
  outcome: number;
  format: number;
  lambda_f: number;
  lambda_p: number;
  n: number;
  flagged: number;
};

const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(3).replace(/0+$/, "").replace(/\.$/, ""));

test("a researcher reads a HiPRAG trajectory's reward as the formula with its own numbers", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  // A rewarded trajectory with a flagged step, so Ncorr < N shows in the formula.
  const [t] = await querySql<TPick>(
    info,
    `WITH s AS (
       SELECT t.id, t.reward, (t.reward_components->>'outcome')::float8 AS outcome,
              (t.reward_components->>'format')::float8 AS format,
              (r.config #>> '{reward,weights,lambda_f}')::float8 AS lambda_f,
              (r.config #>> '{reward,weights,lambda_p}')::float8 AS lambda_p,
              count(*) FILTER (WHERE st.kind IN ('search', 'reasoning'))::int AS n,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM labels l WHERE l.run_id = t.run_id
                AND l.trajectory_id = t.id AND l.step_index = st.index AND l.value = 'true'
                AND ((st.kind = 'search' AND l.name = 'over_search') OR (st.kind = 'reasoning' AND l.name = 'under_search'))))::int AS flagged
       FROM runs r JOIN trajectories t ON t.run_id = r.id
       JOIN steps st ON st.run_id = t.run_id AND st.trajectory_id = t.id
       WHERE r.name = $1 AND t.split = 'train' AND t.reward IS NOT NULL
       GROUP BY t.run_id, t.id, r.id)
     SELECT id::text, reward, outcome, format, lambda_f, lambda_p, n, flagged FROM s
     WHERE outcome > 0 AND format > 0 AND flagged > 0 ORDER BY id LIMIT 1`,
    [RUN],
  );
  expect(t).toBeDefined();
  const A = Math.round(t!.outcome / (1 - t!.lambda_f));
  const F = Math.round(t!.format / t!.lambda_f);
  const nCorr = t!.n - t!.flagged;
  const filled = `${num(1 - t!.lambda_f)}·${A} + ${num(t!.lambda_f)}·${F} + ${num(t!.lambda_p)}·${A}·${F}·${nCorr}/${t!.n}`;
  const total = (1 - t!.lambda_f) * A + t!.lambda_f * F + (t!.lambda_p * A * F * nCorr) / t!.n;

  await page.goto(`/runs/${RUN}/trajectories/${t!.id}`);
  const reward = page.getByRole("region", { name: "Reward formula" });
  await expect(reward).toContainText("HiPRAG", { timeout: 20_000 });
  await expect(reward.getByLabel("Filled formula")).toHaveText(`${filled} = ${total.toFixed(3)}`);
  await expect(reward.getByRole("status")).toHaveText(`Equals the logged reward ${t!.reward.toFixed(3)}.`);
  const terms = reward.getByRole("table", { name: "Reward terms" });
  await expect(terms.getByRole("row", { name: /^process/ })).toContainText(`λp = ${t!.lambda_p.toFixed(3)}`);
  await expect(terms.getByRole("row", { name: /^outcome/ })).toContainText(`1−λf = ${(1 - t!.lambda_f).toFixed(3)}`);
  await expect(page.getByText("the run logged no weights", { exact: false })).toHaveCount(0);
});

test("a run that names no reward is not recomputed with Search-R1 (EM) until asked", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  const run = SEEDED_RUNS.find((r) => r.name === "r1-searcher-bamboogle")!;
  const [t] = await querySql<{ id: string; config: unknown }>(
    info,
    `SELECT t.id::text, r.config FROM runs r JOIN trajectories t ON t.run_id = r.id WHERE r.name = $1 ORDER BY t.id LIMIT 1`,
    [run.name],
  );
  expect(t!.config ?? {}).not.toHaveProperty("reward");
  await page.goto(`/runs/${run.name}/trajectories/${t!.id}`);
  const card = page.getByRole("region", { name: "Reward", exact: true });
  const ask = card.getByRole("button", { name: "Recompute with Search-R1 (EM)" });
  await expect(ask).toBeVisible({ timeout: 20_000 });
  await expect(card).not.toContainText("Recomputed with");
  await ask.click();
  await expect(card).toContainText("Recomputed with Search-R1 (EM)");
});
