import { expect as baseExpect, test, type Page } from "@playwright/test";
import { FAILURE_CELL_INFO, FAILURE_CELLS, type TFailureCell } from "@/lib/failures/cells";
import { BROWSE_RUN } from "./seeded-runs";
import { INDEPENDENT_CELLS } from "./failure-cells-sql";
import { isPostgresProject, querySql } from "./sql";

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function shownCounts(page: Page): Promise<Record<TFailureCell, number>> {
  const row = page
    .getByRole("region", { name: "Search vs reading failure" })
    .getByRole("row", { name: "all datasets" });
  const counts = {} as Record<TFailureCell, number>;
  for (const cell of FAILURE_CELLS) {
    const link = row.getByRole("link", { name: new RegExp(`^${escape(FAILURE_CELL_INFO[cell].label)}: \\d+$`) });
    const name = (await link.getAttribute("aria-label"))!;
    counts[cell] = Number(name.slice(name.lastIndexOf(":") + 1));
  }
  return counts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");

test("a researcher reads search vs reading failures, opens one cell's list and sees the gold marked in a document", async ({
  page,
}, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on the PostgreSQL project's database");
  test.slow();
  const [run] = await querySql<{ id: number }>(info, "SELECT id FROM runs WHERE name = $1", [BROWSE_RUN.name]);
  const [expected] = await querySql<Record<TFailureCell, number>>(info, INDEPENDENT_CELLS, [run!.id]);
  // The seed has right answers with the gold retrieved and wrong ones beside it, and real
  // R1-Searcher rollouts whose searches missed: both sides of the table are populated.
  expect(expected!.retrieved_right).toBeGreaterThan(0);
  expect(expected!.reading_failure).toBeGreaterThan(0);
  expect(expected!.from_memory + expected!.search_failure).toBeGreaterThan(0);

  await page.goto(`/runs/${BROWSE_RUN.name}`);
  const card = page.getByRole("region", { name: "Search vs reading failure" });
  await expect(card).toContainText("FlashRAG's retrieval-recall check");
  await expect(card.getByRole("row", { name: "all datasets" })).toBeVisible();
  expect(await shownCounts(page)).toEqual(expected);

  // One cell opens as its list, kept in the URL; the run has fewer trajectories than a page.
  const row = card.getByRole("row", { name: "all datasets" });
  await row.getByRole("link", { name: new RegExp(`^${escape(FAILURE_CELL_INFO.reading_failure.label)}:`) }).click();
  await expect(page).toHaveURL(/outcome=incorrect/);
  await expect(page).toHaveURL(/gold=retrieved/);
  await expect(page.getByRole("combobox", { name: "Gold answer" })).toHaveValue("retrieved");
  const rows = page.getByRole("table", { name: "Trajectories" }).locator("tbody tr");
  await expect(rows).toHaveCount(expected!.reading_failure);

  // Its first trajectory: the document holding the gold is marked and the gold highlighted in it.
  await rows.first().getByRole("link").first().click();
  await expect(page.getByText("Gold retrieved: a document below contains a gold answer")).toBeVisible();
  const marked = page.locator("li[data-gold=true]").first();
  await expect(marked).toContainText("Contains a gold answer");
  await expect(marked.locator("mark").first()).toBeVisible();
  const [gold] = await querySql<{ golds: string[] }>(
    info,
    "SELECT golden_answers AS golds FROM trajectories WHERE run_id = $1 AND id = $2",
    [run!.id, page.url().match(/trajectories\/(\d+)/)![1]],
  );
  const markText = (await marked.locator("mark").first().textContent())!.toLowerCase();
  expect(
    gold!.golds.some((g) =>
      markText.includes(
        g
          .toLowerCase()
          .replace(/[^\p{L}\p{N} ]/gu, "")
          .split(" ")[0]!,
      ),
    ),
  ).toBe(true);
});

test("the cells over training add up to the run's counts on the dynamics page", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on the PostgreSQL project's database");
  const [run] = await querySql<{ id: number }>(info, "SELECT id FROM runs WHERE name = $1", [BROWSE_RUN.name]);
  const [expected] = await querySql<Record<TFailureCell, number>>(info, INDEPENDENT_CELLS, [run!.id]);
  await page.goto(`/runs/${BROWSE_RUN.name}/dynamics`);
  const status = page.getByRole("region", { name: "Search vs reading failure chart" }).getByRole("status");
  for (const cell of FAILURE_CELLS) {
    await expect(status).toContainText(`${FAILURE_CELL_INFO[cell].label} ${expected![cell]}`);
  }
});
