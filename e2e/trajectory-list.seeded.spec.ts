import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { JUDGED_RUN } from "./seed-lists-run";
import { withE2eSql } from "./sql";

// The trajectory table of a real R1-Searcher evaluation run (no ids in the records): `#` is the
// record's line in the file, and the question, gold answer and GPT-4o verdict on each row are
// checked against that line of the source file; response length, turns and the acc order against
// the server's PostgreSQL database.

type TSourceLine = { question: string; answer: string | string[]; gpt4o_output?: string };

const RUN_PATH = `/runs/${JUDGED_RUN.name}`;

async function sourceLines(): Promise<Map<number, TSourceLine>> {
  const text = await readFile(path.join(import.meta.dirname, "fixtures", JUDGED_RUN.fixture), "utf8");
  const lines = new Map<number, TSourceLine>();
  text.split("\n").forEach((line, i) => line.trim() && lines.set(i + 1, JSON.parse(line) as TSourceLine));
  return lines;
}

const verdictText = (output: string | undefined) => {
  const v = output?.trim().toLowerCase();
  return v === "true" ? "right" : v === "false" ? "wrong" : "—";
};

test.beforeEach(() => test.skip(test.info().project.name !== "postgres", "counts with SQL: PostgreSQL only"));

async function tableCells(page: Page) {
  const table = page.getByRole("table", { name: "Trajectories" });
  const headers = (await table.getByRole("columnheader").allInnerTexts()).map((h) =>
    h.replace(/[↑↓]/g, "").trim().toLowerCase(),
  );
  const rows = table.locator("tbody tr");
  const cellsOf = async (i: number) => {
    const texts = (await rows.nth(i).getByRole("cell").allInnerTexts()).map((t) => t.trim());
    return (name: string) => texts[headers.indexOf(name)]!;
  };
  return { table, rows, cellsOf };
}

test("each row names its record by file line and shows its gold answer and verdict as the file has them", async ({
  page,
  baseURL,
}) => {
  const file = await sourceLines();
  const stored = await withE2eSql(baseURL!, async (sql) => {
    const { rows } = await sql.query<{ line: number; length: number | null; turns: number | null }>(
      `SELECT t.source_line AS line, length(t.response) AS length, t.turn_count AS turns
       FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1`,
      [JUDGED_RUN.name],
    );
    return new Map(rows.map((r) => [r.line, r]));
  });
  expect(stored.size).toBe(file.size);

  await page.goto(`${RUN_PATH}?sort=id&cols=answer,gold,verdict,acc,turns,length`);
  const { rows, cellsOf } = await tableCells(page);
  // The fixture's 30 lines fit on one page of 50.
  await expect(rows).toHaveCount(file.size);
  for (let i = 0; i < file.size; i++) {
    const cell = await cellsOf(i);
    const line = Number(cell("#"));
    // Ingest order is file order: the i-th row is the file's i-th record.
    expect(line).toBe(i + 1);
    const source = file.get(line)!;
    expect(cell("question")).toBe(source.question);
    expect(cell("gold")).toBe([source.answer].flat().join(" | "));
    expect(cell("verdict")).toBe(verdictText(source.gpt4o_output));
    const { length, turns } = stored.get(line)!;
    expect(cell("length")).toBe(length === null ? "—" : length.toLocaleString("en-US"));
    expect(cell("turns")).toBe(turns === null ? "—" : String(turns));
  }
  // Both verdicts occur on the first page: the column is not one constant.
  const verdicts = [...file.values()].map((s) => verdictText(s.gpt4o_output));
  expect(new Set(verdicts)).toEqual(new Set(["right", "wrong"]));
});

test("sorts by acc, best first, in the order SQL gives", async ({ page, baseURL }) => {
  const expected = await withE2eSql(baseURL!, async (sql) =>
    (
      await sql.query<{ line: number }>(
        `SELECT t.source_line AS line FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1
         ORDER BY t.acc DESC NULLS LAST, t.id DESC LIMIT 50`,
        [JUDGED_RUN.name],
      )
    ).rows.map((r) => String(r.line)),
  );
  // acc is not a default column (the default table fits 1440 px): the link chooses it.
  await page.goto(`${RUN_PATH}?cols=dataset,answer,acc,reward`);
  const { table, rows } = await tableCells(page);
  await table.getByRole("columnheader", { name: "Acc" }).getByRole("button").click();
  await expect(page).toHaveURL(/[?&]sort=-acc/);
  await expect(table.getByRole("columnheader", { name: "Acc" })).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => rows.locator("td:first-child").allInnerTexts()).toEqual(expected);
});

test("j/k move a row cursor, Enter opens it, and Back returns to the same row and scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto(`${RUN_PATH}?sort=id`);
  const { rows } = await tableCells(page);
  await expect(rows).toHaveCount(30);
  const cursor = page.locator('tbody tr[aria-current="true"]');
  await expect(cursor).toHaveCount(0);

  // The rows are server-rendered before the list hydrates: a key pressed earlier has no handler yet,
  // so the first j is repeated until the cursor shows (the run page streams several sections).
  await expect(async () => {
    await page.keyboard.press("j");
    await expect(cursor).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  for (let i = 1; i < 14; i++) await page.keyboard.press("j");
  await page.keyboard.press("k");
  // 14 downs from no cursor land on row 14; one up: row 13 (file line 13).
  await expect(cursor).toHaveCount(1);
  await expect(cursor.locator("td").first()).toHaveText("13");
  await expect(cursor).toBeInViewport();
  const question = (await cursor.getByRole("link").innerText()).trim();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/trajectories\/\d+/);
  await expect(page.getByText(question).first()).toBeVisible();

  await page.goBack();
  await expect(cursor.locator("td").first()).toHaveText("13");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
  await expect(cursor).toBeInViewport();
  // The cursor goes on from where it was.
  await page.keyboard.press("j");
  await expect(cursor.locator("td").first()).toHaveText("14");
});

test("the default columns fit a 1440 px screen: the table does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(RUN_PATH);
  const { table, rows } = await tableCells(page);
  await expect(rows.first()).toBeVisible();
  // The table's wrapper scrolls sideways (components/ui/table.tsx) when the columns are wider than it.
  const widths = await table.evaluate((el) => ({
    table: el.scrollWidth,
    wrapper: el.parentElement!.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.table).toBeLessThanOrEqual(widths.wrapper);
  expect(widths.page).toBeLessThanOrEqual(1440);
});
