import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The seed ingests the demo's small PRO-Step family (demo/prostep-*.jsonl) into this run. Expected
// values are counted here from those files, with the paper's rules written out.
const RUN = "demo-pro-step-trees";
const lines = (file: string) =>
  readFileSync(path.join(import.meta.dirname, "..", "demo", file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON lines
const NODES = lines("prostep-tree-nodes.jsonl");
const PAIRS = lines("prostep-dpo-pairs.jsonl");
const count = (margin: number, minF1: number, minDelta: number) =>
  PAIRS.filter(
    (p) =>
      p.chosen_combined - p.rejected_combined > margin + 1e-9 &&
      p.chosen_f1 >= minF1 - 1e-9 &&
      p.chosen_f1 - p.rejected_f1 >= minDelta - 1e-9,
  ).length;

test("a researcher opens a question's value tree, walks it with the keyboard and reads a step's documents", async ({
  page,
}) => {
  await page.goto(`/runs/${RUN}`);
  await page.getByRole("navigation", { name: "Run views" }).getByRole("link", { name: "Value trees" }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${RUN}/trees$`));
  const tree = NODES[0]!.question_id as string;
  const nodes = NODES.filter((n) => n.question_id === tree);
  const row = page.getByRole("row").filter({ hasText: tree });
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(nodes.length));
  await expect(row.getByRole("cell").nth(4)).toHaveText(String(PAIRS.filter((p) => p.question_id === tree).length));
  // Untrusted text stays text: the question with <Blue> in it is shown, not parsed as an element.
  await expect(page.getByText("the album <Blue>")).toBeVisible();
  expect(await page.locator("blue").count()).toBe(0);

  await row.getByRole("link").click();
  const outline = page.getByRole("tree");
  await expect(outline).toBeVisible();
  await expect(page.getByText(`Gold: ${nodes[0]!.gold_answer} · ${nodes.length} nodes`)).toBeVisible();
  const root = nodes.find((n) => n.parent_id === null)!;
  const [first, second] = root.children_ids as number[];
  await outline.focus();
  await expect(outline).toHaveAttribute("aria-activedescendant", `node-${root.id}`);
  await page.keyboard.press("ArrowRight");
  await expect(outline).toHaveAttribute("aria-activedescendant", `node-${first}`);
  await expect(page).toHaveURL(new RegExp(`node=${first}$`));
  await page.keyboard.press("ArrowDown");
  await expect(outline).toHaveAttribute("aria-activedescendant", `node-${second}`);
  await page.keyboard.press("ArrowLeft");
  await expect(outline).toHaveAttribute("aria-activedescendant", `node-${root.id}`);

  // A search step: its V from the file (f1_reward + 0.3·r̂), UCB on hover, its documents beside it.
  const search = nodes.find((n) => n.search_query && n.parent_id !== null)!;
  await page.locator(`[role=treeitem][data-node="${search.id}"]`).click();
  const detail = page.getByRole("region", { name: "Node" });
  const value = search.f1_reward + 0.3 * (search.generative_score ?? 0);
  await expect(detail).toContainText(`= ${value.toFixed(3)}`);
  await expect(page.locator(`[role=treeitem][data-node="${search.id}"]`)).toHaveAttribute("title", /^UCB = /);
  await expect(detail.getByRole("heading", { name: "Documents (3)" })).toBeVisible();
  await expect(detail).toContainText(search.search_query);

  // A link to the step reopens it.
  await page.reload();
  await expect(page.getByRole("tree")).toHaveAttribute("aria-activedescendant", `node-${search.id}`);
});

test("a researcher moves the paper's pair filters and the counts, statistics and export follow", async ({ page }) => {
  await page.goto(`/runs/${RUN}/pairs`);
  const kept = page.getByTestId("pairs-kept");
  await expect(kept).toHaveText(String(count(0, 0.2, 0.2)));
  const searchVsSearch = () =>
    page
      .getByRole("table", { name: "Pair type (chosen vs. rejected)" })
      .getByRole("row", { name: /Search vs\. Search/ })
      .getByRole("cell")
      .first();
  const expectedSvS = (margin: number, minF1: number, minDelta: number) =>
    PAIRS.filter(
      (p) =>
        p.chosen_action_type === "Search" &&
        p.rejected_action_type === "Search" &&
        p.chosen_combined - p.rejected_combined > margin + 1e-9 &&
        p.chosen_f1 >= minF1 - 1e-9 &&
        p.chosen_f1 - p.rejected_f1 >= minDelta - 1e-9,
    ).length;
  await expect(searchVsSearch()).toHaveText(String(expectedSvS(0, 0.2, 0.2)));

  // Sliders: the outcome filter off, a margin on; the URL keeps them.
  await page.getByRole("slider", { name: "Chosen F1 ≥" }).fill("0");
  await page.getByRole("slider", { name: "ΔF1 ≥" }).fill("-1");
  await expect(kept).toHaveText(String(count(0, 0, -1)));
  await page.getByRole("slider", { name: "Margin δ: V⁺ − V⁻ >" }).fill("0.3");
  await expect(kept).toHaveText(String(count(0.3, 0, -1)));
  await expect(page).toHaveURL(/margin=0\.3/);
  await expect(searchVsSearch()).toHaveText(String(expectedSvS(0.3, 0, -1)));
  await page.reload();
  await expect(kept).toHaveText(String(count(0.3, 0, -1)));

  // Side by side: the first pair that passes, with both steps' text as the file has it.
  const first = PAIRS.find((p) => p.chosen_combined - p.rejected_combined > 0.3 + 1e-9)!;
  await page.getByRole("region", { name: "Pairs that pass" }).getByRole("row").nth(1).click();
  await expect(page.getByRole("article", { name: "Chosen" })).toContainText(first.chosen[0].content.slice(0, 60));
  await expect(page.getByRole("article", { name: "Rejected" })).toContainText(first.rejected[0].content.slice(0, 60));

  // Export: the DPO JSONL holds exactly the pairs that pass, in the file's order.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download DPO JSONL" }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const expected = PAIRS.filter((p) => p.chosen_combined - p.rejected_combined > 0.3 + 1e-9);
  expect(exported).toHaveLength(expected.length);
  expect(exported.map((l) => l.chosen[0].content)).toEqual(expected.map((p) => p.chosen[0].content));
  expect(exported[0]).toMatchObject({ prompt: expected[0]!.prompt, step_level: expected[0]!.step_level });

  // And the CSV behind the statistics.
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8");
  expect(csv).toContain(`pair_type,Search vs. Search,,${expectedSvS(0.3, 0, -1)},`);
  expect(csv.trim().split("\n").at(-1)).toBe(`total,,,${expected.length},1.0000`);
});
