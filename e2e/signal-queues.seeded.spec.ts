import { expect, test } from "@playwright/test";
import { ANNOTATE_USERS } from "./annotate-fixtures";
import { signIn } from "./sign-in";
import { isPostgresProject, querySql } from "./sql";

// Queues filled by the training signal, drawn from the form as an admin would, on a demo run with
// GRPO groups. The expected queue is picked by the spec's own SQL: verl's advantage by window
// functions over each group (logged group id, else same question at the same step and split), and
// the stored behaviour bits for "flagged".
const RUN = "demo-search-r1";

const ADVANTAGES = `SELECT id, behaviour_flags,
    CASE WHEN count(reward) OVER g >= 2 THEN (reward - avg(reward) OVER g) / (stddev_samp(reward) OVER g + 1e-6) END AS adv
  FROM trajectories WHERE run_id = (SELECT id FROM runs WHERE name = $1)
  WINDOW g AS (PARTITION BY split, training_step, group_id, CASE WHEN group_id IS NULL THEN question END)`;

const EXPECTED = {
  "extreme-advantages": `SELECT id::text FROM (${ADVANTAGES}) a WHERE adv <> 0
    ORDER BY round(abs(adv)::numeric, 9) DESC, a.id LIMIT $2`,
  "flagged-reinforced": `SELECT id::text FROM (${ADVANTAGES}) a WHERE behaviour_flags <> 0
    ORDER BY round(adv::numeric, 9) DESC NULLS LAST, a.id LIMIT $2`,
} as const;

for (const strategy of ["extreme-advantages", "flagged-reinforced"] as const) {
  test(`a ${strategy} queue holds the rollouts the spec's SQL picks, in its order`, async ({ page }, info) => {
    test.skip(!isPostgresProject(info), "counts with SQL on the PostgreSQL project");
    test.slow();
    const size = 12;
    const expected = (await querySql<{ id: string }>(info, EXPECTED[strategy], [RUN, size])).map((r) => r.id);
    // The demo run gives each strategy more than a full queue to choose from.
    expect(expected).toHaveLength(size);

    const name = `${strategy} ${Date.now()}`;
    await signIn(page, ANNOTATE_USERS.admin, `/runs/${RUN}/annotate`);
    const form = page.getByRole("region", { name: "New queue" });
    await form.getByLabel("Queue name").fill(name);
    await form.getByLabel("Strategy").selectOption(strategy);
    await form.getByLabel("Sample size").fill(String(size));
    await form.getByLabel("Labels asked (comma-separated)").fill("answer_correct");
    await form.getByRole("button", { name: "Create queue" }).click();
    await expect(form.getByRole("status").filter({ hasText: `created with ${size} items` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("region", { name: `Queue ${name}` })).toContainText(
      `${strategy} (seed 1) · ${size} of ${size} asked`,
    );

    const queued = await querySql<{ id: string }>(
      info,
      `SELECT i.trajectory_id::text AS id FROM queue_items i JOIN annotation_queues q
         ON q.run_id = i.run_id AND q.id = i.queue_id WHERE q.name = $1 ORDER BY i.position`,
      [name],
    );
    expect(queued.map((r) => r.id)).toEqual(expected);
  });
}
