import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { querySeeded } from "./sql";
import { JUDGED_RUN } from "./seed-judged-run";

// Issue 13, item 7: one correctness choice on the run page, the judge beside EM, and the lists
// where the two disagree one click away. Every number is checked against a count made here — from
// the source file, or in SQL on the seeded PostgreSQL.

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
const listCount = (page: Page, n: number) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^${n} trajectories$`) });
test("a researcher reads the judge beside EM, filters where they disagree, and switches correctness to the judge", async ({
  page,
  baseURL,
}) => {
  // Three page loads and a reload, each waiting on counts over the run.
  test.setTimeout(60_000);
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
  // More than a page of rows: the list's exact count says how many match.
  const wrong = listCount(page, expected.judged - expected.judgeRight);
  await expect(wrong).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Correct means" })).toHaveValue("verdict");
  await expect(wrong).toBeVisible();
});
