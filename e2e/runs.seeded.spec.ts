import { expect, test } from "@playwright/test";
import { SEEDED_RUNS } from "./seeded-runs";

test("a researcher opens the dashboard and sees every run with its trajectory count", async ({ page }) => {
  await page.goto("/");

  await expect(page.getByRole("heading", { name: "Runs" })).toBeVisible();
  const table = page.getByRole("table", { name: "Runs" });
  for (const run of SEEDED_RUNS) {
    const row = table.getByRole("row").filter({ hasText: run.name });
    await expect(row).toContainText(run.method);
    await expect(row).toContainText(run.model ?? "—");
    // Checkbox, name, method, model, tags, then the trajectory count.
    await expect(row.getByRole("cell").nth(5)).toHaveText(String(run.trajectories));
  }
  // Newest first (other specs seed runs of their own: compare only these).
  const names = await table.getByRole("row").allInnerTexts();
  const order = SEEDED_RUNS.map((run) => names.findIndex((row) => row.includes(run.name)));
  expect(order).toEqual([...order].sort((a, b) => b - a));
});

test("the runs endpoint returns the same runs as JSON", async ({ request }) => {
  const response = await request.get("/api/runs");
  expect(response.ok()).toBe(true);
  const { runs } = (await response.json()) as { runs: { name: string; trajectoryCount: number }[] };
  // Newest first: the reverse of the order the seed creates them in (other specs' runs aside).
  const seeded = new Set<string>(SEEDED_RUNS.map((run) => run.name));
  expect(runs.filter((r) => seeded.has(r.name)).map((r) => [r.name, r.trajectoryCount])).toEqual(
    [...SEEDED_RUNS].reverse().map((run) => [run.name, run.trajectories]),
  );
});

test("an unknown query parameter is refused with a readable error", async ({ request }) => {
  const response = await request.get("/api/runs?limit=abc");
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ error: { code: "invalid_request", message: "Invalid request" } });
});
