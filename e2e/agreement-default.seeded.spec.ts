import { expect, test } from "@playwright/test";
import { BROWSE_RUN } from "./seeded-runs";
import { isPostgresProject, querySql } from "./sql";

// The agreement page opens on two sources that labelled the same items; the pair and its figures
// are counted here with SQL: each source's newest label per item (name, trajectory, step).

const shared = `WITH a AS (SELECT DISTINCT ON (name, trajectory_id, coalesce(step_index, -1))
    name, trajectory_id, coalesce(step_index, -1) AS si, value FROM labels l
    WHERE run_id = (SELECT id FROM runs WHERE name = $1) AND source = $2
    ORDER BY name, trajectory_id, coalesce(step_index, -1), created_at DESC, id DESC),
  b AS (SELECT DISTINCT ON (name, trajectory_id, coalesce(step_index, -1))
    name, trajectory_id, coalesce(step_index, -1) AS si, value FROM labels l
    WHERE run_id = (SELECT id FROM runs WHERE name = $1) AND source = $3
    ORDER BY name, trajectory_id, coalesce(step_index, -1), created_at DESC, id DESC)
  SELECT a.name, count(*)::int AS n, (count(*) FILTER (WHERE a.value = b.value))::int AS agree
  FROM a JOIN b USING (name, trajectory_id, si) GROUP BY a.name ORDER BY a.name`;

test("the agreement page opens on the judge and the PRM, which labelled the same steps", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  const sources = await querySql<{ source: string }>(
    info,
    `SELECT DISTINCT source FROM labels WHERE run_id = (SELECT id FROM runs WHERE name = $1)
       AND name = 'step_quality' AND source NOT LIKE 'human:%' ORDER BY source`,
    [BROWSE_RUN.name],
  );
  const [judge, prm] = [
    sources.find((s) => s.source.startsWith("judge:"))!,
    sources.find((s) => s.source.startsWith("prm:"))!,
  ];
  const names = await querySql<{ name: string; n: number; agree: number }>(info, shared, [
    BROWSE_RUN.name,
    judge.source,
    prm.source,
  ]);
  const quality = names.find((r) => r.name === "step_quality")!;
  // The seed has the PRM label every other trajectory's steps: enough items to read κ.
  expect(quality.n).toBeGreaterThanOrEqual(30);

  await page.goto(`/runs/${BROWSE_RUN.name}/agreement`);
  await expect(page.getByLabel("Source A (rows)")).toHaveValue(judge.source);
  await expect(page.getByLabel("Source B (columns)")).toHaveValue(prm.source);
  const total = names.reduce((sum, r) => sum + r.n, 0);
  await expect(page.getByLabel("Shared items")).toHaveText(`${total.toLocaleString("en-US")} items labelled by both`);
  const row = page.getByRole("table", { name: "Agreement per label name" }).getByRole("row", { name: /^step_quality/ });
  await expect(row).toContainText(String(quality.n));
  await expect(row).toContainText(`${((quality.agree / quality.n) * 100).toFixed(1)}%`);
});

test("a run whose sources never labelled the same item says so, and what to do", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  const run = "demo-hiprag";
  const [overlap] = await querySql<{ items: number; sources: number }>(
    info,
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM labels WHERE run_id = r.id
        GROUP BY name, trajectory_id, coalesce(step_index, -1) HAVING count(DISTINCT source) > 1) x)::int AS items,
       (SELECT count(DISTINCT source) FROM labels WHERE run_id = r.id)::int AS sources
     FROM runs r WHERE r.name = $1`,
    [run],
  );
  expect(overlap!.items).toBe(0);
  expect(overlap!.sources).toBeGreaterThanOrEqual(2);
  await page.goto(`/runs/${run}/agreement`);
  const notice = page.getByRole("status", { name: "No shared items" });
  await expect(notice).toContainText("No two label sources in this run labelled the same item.");
  await expect(notice.getByRole("link", { name: "annotation queue" })).toHaveAttribute("href", `/runs/${run}/annotate`);
  await expect(page.getByRole("table", { name: "Agreement per label name" })).toHaveCount(0);
});
