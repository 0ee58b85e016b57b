import { expect, test, type Page } from "@playwright/test";
import { JUDGED_RUN } from "./seed-lists-run";
import { withE2eSql } from "./sql";

// The runs page's headline figures, checked against a scan of each run's trajectories in the
// server's own PostgreSQL database; its filters and the compare selection, checked against SQL
// over the runs table. PostgreSQL only: the embedded database lives inside the server process.

type TScan = {
  name: string;
  method: string | null;
  n: number;
  steps: number;
  min_step: number | null;
  max_step: number | null;
  em: number | null;
  acc: number | null;
  reward: number | null;
  /** How many trajectories have each value: a mean over fewer than all says so ("n = 35"). */
  em_n: number;
  acc_n: number;
  reward_n: number;
};

const SCAN = `SELECT r.name, r.method, count(t.id)::int AS n, count(DISTINCT t.training_step)::int AS steps,
  min(t.training_step) AS min_step, max(t.training_step) AS max_step,
  avg(t.em) AS em, avg(t.acc) AS acc, avg(t.reward) AS reward,
  count(t.em)::int AS em_n, count(t.acc)::int AS acc_n, count(t.reward)::int AS reward_n
  FROM runs r LEFT JOIN trajectories t ON t.run_id = r.id GROUP BY r.id ORDER BY r.name`;

const percent = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(1)}%`);
/** A mean as its cell shows it: over some of the run's trajectories only, with how many. */
const partial = (text: string, count: number, of: number) =>
  count > 0 && count < of ? `${text}n = ${count.toLocaleString("en-US")}` : text;
const steps = (s: TScan) =>
  s.min_step === null
    ? "—"
    : `${s.steps.toLocaleString("en-US")} step${s.steps === 1 ? "" : "s"} · ${s.min_step === s.max_step ? s.min_step : `${s.min_step}–${s.max_step}`}`;

test.beforeEach(() => test.skip(test.info().project.name !== "postgres", "counts with SQL: PostgreSQL only"));

const runRows = (page: Page) => page.getByRole("table", { name: "Runs" }).locator("tbody tr");
const shownNames = async (page: Page) =>
  (await runRows(page).locator("td:nth-child(2)").allInnerTexts()).map((t) => t.trim()).sort();

test("the runs page shows each run's headline figures as a scan of its trajectories computes them", async ({
  page,
  baseURL,
}) => {
  const scans = await withE2eSql(baseURL!, async (sql) => (await sql.query<TScan>(SCAN)).rows);
  await page.goto("/");
  const table = page.getByRole("table", { name: "Runs" });
  const headers = await table.getByRole("columnheader").allInnerTexts();
  const column = (name: string) => headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
  for (const scan of scans.filter((s) => s.n > 0)) {
    const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: scan.name, exact: true }) });
    const cell = (name: string) => row.getByRole("cell").nth(column(name));
    await expect(cell("Trajectories")).toHaveText(scan.n.toLocaleString("en-US"));
    await expect(cell("Steps covered")).toHaveText(steps(scan));
    await expect(cell("EM")).toHaveText(partial(percent(scan.em), scan.em_n, scan.n));
    await expect(cell("Acc")).toHaveText(partial(percent(scan.acc), scan.acc_n, scan.n));
    const reward = scan.reward === null ? "—" : scan.reward.toFixed(3);
    await expect(cell("Mean reward")).toHaveText(partial(reward, scan.reward_n, scan.n));
  }
  // The judged run is an evaluation output: figures, but no training steps.
  const judged = scans.find((s) => s.name === JUDGED_RUN.name)!;
  expect(judged.n).toBe(30);
  expect(judged.min_step).toBeNull();
});

test("filters runs by method and tag, kept in the URL", async ({ page, baseURL }) => {
  const [hipragRuns, taggedRuns, allRuns] = await withE2eSql(baseURL!, async (sql) => [
    (await sql.query<{ name: string }>(`SELECT name FROM runs WHERE method = 'HiPRAG' ORDER BY name`)).rows,
    (
      await sql.query<{ name: string }>(`SELECT name FROM runs WHERE $1 = ANY(tags) ORDER BY name`, [
        JUDGED_RUN.tags[0],
      ])
    ).rows,
    (await sql.query<{ name: string }>(`SELECT name FROM runs ORDER BY name`)).rows,
  ]);
  expect(hipragRuns.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect.poll(() => shownNames(page)).toEqual(allRuns.map((r) => r.name).sort());

  await page.locator("summary").filter({ hasText: "Method" }).click();
  await page.getByRole("checkbox", { name: "HiPRAG", exact: true }).check();
  await expect(page).toHaveURL(/[?&]method=HiPRAG/);
  await expect.poll(() => shownNames(page)).toEqual(hipragRuns.map((r) => r.name).sort());
  await expect(page.getByRole("status").filter({ hasText: "runs" })).toHaveText(
    `${hipragRuns.length} of ${allRuns.length} runs`,
  );

  await page.goto(`/?tag=${encodeURIComponent(JUDGED_RUN.tags[0])}`);
  await expect.poll(() => shownNames(page)).toEqual(taggedRuns.map((r) => r.name).sort());
  expect(taggedRuns.map((r) => r.name)).toEqual([JUDGED_RUN.name]);
});

test("ticks two runs and opens them in compare", async ({ page, baseURL }) => {
  const [a = "", b = ""] = await withE2eSql(baseURL!, async (sql) =>
    (
      await sql.query<{ name: string }>(
        `SELECT r.name FROM runs r WHERE EXISTS (SELECT 1 FROM trajectories t WHERE t.run_id = r.id)
         AND r.method IN ('HiPRAG', 'Search-P1') ORDER BY r.name LIMIT 2`,
      )
    ).rows.map((r) => r.name),
  );
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Compare runs" })).toBeDisabled();
  await page.getByRole("checkbox", { name: `Select ${a} for comparison` }).check();
  await page.getByRole("checkbox", { name: `Select ${b} for comparison` }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]select=${a},${b}`));
  const compare = page.getByRole("link", { name: "Compare 2 runs" });
  await expect(compare).toHaveAttribute("href", `/compare?runs=${a},${b}`);
  await compare.click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?runs=${a},${b}$`), { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const name of [a, b]) await expect(page.getByText(name).first()).toBeVisible();
});
