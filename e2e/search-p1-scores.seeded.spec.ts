import { expect as baseExpect, test, type Page } from "@playwright/test";
import { generateDemoFamily } from "@/lib/demo";
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { E2E_DEMO } from "./seed-demo-runs";
import { isPostgresProject, querySql } from "./sql";

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Expected bins counted here from the demo generator's records (what the seed ingested), with the
// definitions written out again: plan coverage = n_exec / n_plan (no plan, no coverage); ten bins
// of width 0.1 over 0–1, with 1 in the last.

type TScores = {
  id: string;
  dataset: string | null | undefined;
  step: number | null | undefined;
  c: Record<string, number>;
};

function demoScores(run: string): TScores[] {
  const family = generateDemoFamily({ steps: E2E_DEMO.steps, perStep: E2E_DEMO.perStep });
  const found = [...family].find((r) => r.run === run)!;
  return [...found.records]
    .filter((r): r is TTrajectoryRecord => r.type === "trajectory")
    .map((t) => ({ id: t.id!, dataset: t.dataset, step: t.step, c: t.reward?.components ?? {} }));
}

const METRICS = {
  "Plan coverage": (c: Record<string, number>) => (c.n_plan! > 0 ? c.n_exec! / c.n_plan! : undefined),
  "Self-consistency (S_self)": (c: Record<string, number>) => c.s_self,
  "Reference alignment (S_ref)": (c: Record<string, number>) => c.s_ref,
};

function bins(values: (number | undefined)[]): number[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const v of values) if (v !== undefined) counts[v >= 1 ? 9 : Math.floor(v * 10)]! += 1;
  return counts;
}

async function expectHistograms(page: Page, records: TScores[]) {
  for (const [label, value] of Object.entries(METRICS)) {
    const counts = bins(records.map((r) => value(r.c)));
    const total = counts.reduce((a, b) => a + b, 0);
    const card = page.getByRole("region", { name: label });
    await expect(card.getByLabel(`${label} total`)).toHaveText(`${total.toLocaleString("en-US")} trajectories`);
    await expect(card.getByRole("table", { name: `${label} histogram bins` }).locator("tbody td")).toHaveText(
      counts.map(String),
    );
  }
}

test("a researcher reads a Search-P1 run's path scores, narrows them, and opens a trajectory from the scatter", async ({
  page,
}, info) => {
  test.skip(!isPostgresProject(info), "finds the clicked trajectory's id with SQL on PostgreSQL");
  // Three histograms read twice and a page change: on a shared two-core machine this outlasts 60 s.
  test.slow();
  const run = E2E_DEMO.run;
  const records = demoScores(run);
  expect(records.filter((r) => r.c.s_self !== undefined).length).toBeGreaterThan(100);

  await page.goto(`/runs/${run}`);
  await page.getByRole("navigation", { name: "Run views" }).getByRole("link", { name: "Search-P1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "in scope" })).toContainText(
    `${records.length.toLocaleString("en-US")} trajectories in scope`,
  );
  await expectHistograms(page, records);
  const both = records.filter((r) => r.c.s_self !== undefined && r.c.s_ref !== undefined);
  await expect(
    page.getByText(`All ${both.length.toLocaleString("en-US")} trajectories with both track scores`),
  ).toBeVisible();

  // Narrow to one dataset and a step range: the URL keeps it, and the counts follow.
  const scope = page.getByRole("form", { name: "Scope" });
  await scope.getByLabel("Dataset").selectOption("hotpotqa");
  await scope.getByLabel("From step").fill("10");
  await scope.getByLabel("To step").fill("30");
  await scope.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/search-p1\?dataset=hotpotqa&from=10&to=30$/);
  const scoped = records.filter((r) => r.dataset === "hotpotqa" && r.step != null && r.step >= 10 && r.step <= 30);
  await expect(page.getByRole("status").filter({ hasText: "in scope" })).toContainText(
    `${scoped.length} trajectories in scope`,
  );
  await expectHistograms(page, scoped);

  // The point furthest above the diagonal (reference alignment well over self-consistency).
  const target = scoped
    .filter((r) => r.c.s_self !== undefined && r.c.s_ref !== undefined)
    .sort((a, b) => b.c.s_ref! - b.c.s_self! - (a.c.s_ref! - a.c.s_self!))[0]!;
  const [row] = await querySql<{ id: string }>(
    info,
    `SELECT t.id::text FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1 AND t.external_id = $2`,
    [run, target.id],
  );
  const point = page.getByRole("link", { name: new RegExp(`^Trajectory ${row!.id}: `) });
  await point.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/runs/${run}/trajectories/${row!.id}$`));
  await expect(page.getByText(`id ${target.id}`, { exact: true })).toBeVisible();
});

test("a run without Search-P1's components says what is missing", async ({ page }) => {
  await page.goto("/runs/demo-search-r1/search-p1");
  await expect(page.getByRole("heading", { name: "No Search-P1 path scores here" })).toBeVisible();
  await expect(page.getByText("These charts need s_self and s_ref")).toBeVisible();
});
