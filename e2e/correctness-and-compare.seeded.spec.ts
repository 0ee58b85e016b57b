import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { querySeeded } from "./sql";
import { JUDGED_RUN } from "./seed-judged-run";

// Issue 13, items 7 and 8: one correctness choice across pages, the judge beside EM, and a
// comparison that says what it scored, with n and a paired test per cell. Every number is checked
// against a count made here — from the source file, or in SQL on the seeded PostgreSQL.

const SCREENS = "test-results/screens";

// FlashRAG's normalize_answer and EM, written here from its Python (not imported from lib/metrics).
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(PUNCTUATION, "")
    .replace(/\b(a|an|the)\b/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
const exactMatch = (prediction: string, golds: string[]) => golds.some((g) => normalize(g) === normalize(prediction));

type TSample = { question: string; answer: string | string[]; pred_ans: string; gpt4o_output: string };

async function judgedCounts() {
  const samples = (await readFile(JUDGED_RUN.file, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TSample);
  const verdict = (s: TSample) => s.gpt4o_output.trim().toLowerCase();
  const judged = samples.filter((s) => ["true", "false"].includes(verdict(s)));
  const em = (s: TSample) => exactMatch(s.pred_ans, [s.answer].flat());
  return {
    trajectories: samples.length,
    judged: judged.length,
    judgeRight: judged.filter((s) => verdict(s) === "true").length,
    emRight: samples.filter(em).length,
    judgeRightEmWrong: judged.filter((s) => verdict(s) === "true" && !em(s)).length,
    emRightJudgeWrong: judged.filter((s) => verdict(s) === "false" && em(s)).length,
  };
}

const rows = (page: Page) => page.getByRole("table", { name: "Trajectories" }).locator("tbody tr");

test("a researcher reads the judge beside EM, filters where they disagree, and switches correctness to the judge", async ({
  page,
  baseURL,
}, testInfo) => {
  const expected = await judgedCounts();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/runs/${JUDGED_RUN.name}`);
  const card = page.getByLabel("Correctness", { exact: true });
  await expect(card.getByRole("group", { name: "Judge (answer_correct)" })).toContainText(
    `${expected.judgeRight} / ${expected.judged} right`,
  );
  await expect(card.getByRole("group", { name: "EM", exact: true })).toContainText(
    `${expected.emRight} / ${expected.trajectories} right`,
  );
  const share = ((100 * expected.judgeRight) / expected.judged).toFixed(1);
  await expect(card.getByRole("group", { name: "Judge (answer_correct)" })).toContainText(`${share}%`);
  if (testInfo.project.name === "postgres")
    await page.screenshot({ path: `${SCREENS}/run-judged.png`, fullPage: true });

  // One click: the EM-wrong answers the judge accepts. The list holds exactly those.
  const disagree = card.getByRole("group", { name: "Judge and EM disagree" });
  await disagree.getByRole("link", { name: /judge right, EM wrong/ }).click();
  await expect(page).toHaveURL(
    /outcome=incorrect&label=answer_correct%3Dtrue|outcome=incorrect&label=answer_correct=true/,
  );
  await expect(rows(page)).toHaveCount(expected.judgeRightEmWrong);
  await expect(disagree).toContainText(`judge right, EM wrong: ${expected.judgeRightEmWrong}`);
  await expect(disagree).toContainText(`EM right, judge wrong: ${expected.emRightJudgeWrong}`);
  const sql = await querySeeded<{ n: number }>(
    baseURL!,
    `SELECT count(*)::int AS n FROM trajectories t JOIN runs r ON r.id = t.run_id
     JOIN labels l ON l.run_id = t.run_id AND l.trajectory_id = t.id AND l.step_index IS NULL AND l.name = 'answer_correct'
     WHERE r.name = $1 AND t.em < 1 AND l.value = 'true'`,
    [JUDGED_RUN.name],
  );
  if (sql) expect(sql[0]!.n).toBe(expected.judgeRightEmWrong);

  // Correctness = the judge's verdict: kept in the URL, and the outcome filter follows it.
  await page.goto(`/runs/${JUDGED_RUN.name}`);
  await page.getByRole("combobox", { name: "Correct means" }).selectOption("verdict");
  await expect(page).toHaveURL(/correct=verdict/);
  await expect(card.getByRole("group", { name: "Right (label answer_correct)" })).toContainText(
    `${expected.judgeRight} / ${expected.judged} right`,
  );
  await page.getByRole("combobox", { name: "Outcome" }).selectOption("incorrect");
  await expect(page).toHaveURL(/outcome=incorrect/);
  await expect(rows(page)).toHaveCount(expected.judged - expected.judgeRight);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Correct means" })).toHaveValue("verdict");
  await expect(rows(page)).toHaveCount(expected.judged - expected.judgeRight);
});

// The evaluation set as /ablations defines it, written out in SQL: the latest step of an
// evaluation split, else the last training step.
const EVALUATION_SQL = `
  WITH r AS (SELECT id FROM runs WHERE name = $1),
  e AS (SELECT split, training_step FROM trajectories WHERE run_id = (SELECT id FROM r)
        AND split IN ('test', 'val', 'validation', 'eval', 'evaluation', 'dev')
        ORDER BY training_step DESC NULLS LAST LIMIT 1)
  SELECT e.split, e.training_step AS step, count(*)::int AS n, avg(t.em)::float8 AS em
  FROM trajectories t, e WHERE t.run_id = (SELECT id FROM r) AND t.dataset = $2
    AND t.split = e.split AND t.training_step IS NOT DISTINCT FROM e.training_step
  GROUP BY 1, 2`;

async function cellOf(table: Locator, row: string | RegExp, column: string) {
  const headers = await table.getByRole("columnheader").allTextContents();
  const index = headers.findIndex((h) => h.trim() === column);
  expect(index, `column ${column} in ${headers.join(" | ")}`).toBeGreaterThan(0);
  const text = (await table
    .getByRole("row")
    .filter({ hasText: row })
    .first()
    .locator("td, th")
    .nth(index)
    .textContent())!;
  return { value: text.match(/^\s*(\d+\.\d)/)?.[1], n: Number(text.match(/n=([\d,]+)/)?.[1]?.replace(/,/g, "")), text };
}

test("comparing three demo runs shows every reward component, n and a test per cell, on each run's evaluation set", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1100 });
  await page.goto("/compare?runs=demo-search-r1,demo-hiprag,demo-search-p1");
  const table = page.getByRole("table", { name: "EM per dataset" });
  await expect(table.getByRole("row").filter({ hasText: "demo-hiprag" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Scored trajectories" })).toContainText(
    /demo-hiprag: split \w+ at step \d+/,
  );

  // None of the three runs' components is dropped: HiPRAG's process, Search-P1's path terms.
  const components = page.getByRole("table", { name: "Reward components" });
  const heads = (await components.getByRole("columnheader").allTextContents()).map((h) => h.trim().toLowerCase());
  for (const name of ["process", "path", "s_ref", "s_self", "r_planner"]) expect(heads).toContain(name);
  const keys = await querySeeded<{ key: string }>(
    baseURL!,
    `SELECT DISTINCT k AS key FROM trajectories t JOIN runs r ON r.id = t.run_id, jsonb_object_keys(t.reward_components) k
     WHERE r.name = ANY($1) AND jsonb_typeof(t.reward_components) = 'object' ORDER BY 1`,
    [["demo-search-r1", "demo-hiprag", "demo-search-p1"]],
  );
  if (keys) expect([...heads.slice(1)].sort()).toEqual(keys.map((k) => k.key.toLowerCase()).sort());

  // HiPRAG's NQ: its evaluation set's EM and n, the same number /ablations prints.
  const hiprag = await cellOf(table, "demo-hiprag", "NQ");
  const baselineNq = await cellOf(table, "demo-search-r1", "NQ");
  expect(hiprag.text).toMatch(/McNemar p=|bootstrap/);
  expect(baselineNq.text).not.toMatch(/McNemar|bootstrap/);
  const truth = await querySeeded<{ n: number; em: number; step: number }>(baseURL!, EVALUATION_SQL, [
    "demo-hiprag",
    "nq",
  ]);
  if (truth) {
    expect(hiprag.n).toBe(truth[0]!.n);
    expect(hiprag.value).toBe((truth[0]!.em * 100).toFixed(1));
  }
  if (testInfo.project.name === "postgres") await page.screenshot({ path: `${SCREENS}/compare.png`, fullPage: true });

  await page.goto("/ablations?study=hiprag");
  const ablation = page.getByRole("table", { name: "Ablation table" });
  const same = await cellOf(ablation, /^hiprag/, "NQ");
  expect([same.value, same.n]).toEqual([hiprag.value, hiprag.n]);
  if (testInfo.project.name === "postgres") await page.screenshot({ path: `${SCREENS}/ablations.png`, fullPage: true });

  // Pooling every step and split is a choice, said in the URL and on the page.
  await page.goto("/compare?runs=demo-search-r1,demo-hiprag,demo-search-p1&scope=all");
  await expect(page.getByRole("list", { name: "Scored trajectories" })).toContainText(
    "demo-hiprag: all trajectories (every split and step pooled)",
  );
});

test("the ablation table shows n per cell as SQL counts it, and scores by the chosen correctness", async ({
  page,
  baseURL,
}) => {
  await page.goto("/ablations?study=search-p1&metric=correct&correct=acc");
  const table = page.getByRole("table", { name: "Ablation table" });
  await expect(page.getByRole("combobox", { name: "Correct means" })).toHaveValue("acc");
  const full = await cellOf(table, /^full/, "HotpotQA");
  const truth = await querySeeded<{ n: number }>(baseURL!, EVALUATION_SQL, ["demo-search-p1", "hotpotqa"]);
  if (truth) expect(full.n).toBe(truth[0]!.n);
  expect(full.n).toBeGreaterThan(0);
  await expect(table).toContainText(/Right \(acc ≥ 1\)/);
});
