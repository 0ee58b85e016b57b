import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { isPostgresProject, querySeeded, querySql } from "./sql";
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
  // Three page loads and a reload, each waiting on counts over the run: Playwright's slow budget.
  test.slow();
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

// The overview's figures that count right answers follow the same choice. Counted here in SQL from
// the labels themselves, not the app's flag columns: a trajectory is flawed (HiPRAG) when an
// over_search label reads true on a search step or an under_search label on another step (the
// seed writes at most one of each per step and nobody corrects them, so each is the current one).
type TFlawCounts = { em_right: number; em_flawed: number; judge_right: number; judge_flawed: number };

const FLAW_COUNTS_SQL = `WITH judged AS (
    SELECT t.em >= 1 AS em_right, v.value = 'true' AS judge_right,
      EXISTS (SELECT 1 FROM labels l JOIN steps s ON s.run_id = l.run_id AND s.trajectory_id = l.trajectory_id
                AND s.index = l.step_index AND s.kind = 'search'
              WHERE l.run_id = t.run_id AND l.trajectory_id = t.id AND l.name = 'over_search' AND l.value = 'true')
      OR EXISTS (SELECT 1 FROM labels l JOIN steps s ON s.run_id = l.run_id AND s.trajectory_id = l.trajectory_id
                AND s.index = l.step_index AND s.kind <> 'search'
              WHERE l.run_id = t.run_id AND l.trajectory_id = t.id AND l.name = 'under_search' AND l.value = 'true')
        AS is_flawed
    FROM trajectories t JOIN runs r ON r.id = t.run_id
    LEFT JOIN labels v ON v.run_id = t.run_id AND v.trajectory_id = t.id AND v.step_index IS NULL
      AND v.name = 'answer_correct'
    WHERE r.name = $1)
  SELECT count(*) FILTER (WHERE em_right)::int AS em_right, count(*) FILTER (WHERE em_right AND is_flawed)::int AS em_flawed,
    count(*) FILTER (WHERE judge_right)::int AS judge_right,
    count(*) FILTER (WHERE judge_right AND is_flawed)::int AS judge_flawed
  FROM judged`;

const percent = (count: number, total: number) => `${((100 * count) / total).toFixed(1)}%`;

test("the overview's accuracy and flawed-but-correct switch from EM to the judge's verdict with the correctness choice", async ({
  page,
}, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL: PostgreSQL only");
  const expected = await judgedCounts();
  const [flaws] = await querySql<TFlawCounts>(info, FLAW_COUNTS_SQL, [JUDGED_RUN.name]);
  // The file and the database agree on who is right, and the two rules differ on this run.
  expect([flaws!.em_right, flaws!.judge_right]).toEqual([expected.emRight, expected.judgeRight]);
  expect(flaws!.em_flawed).toBeGreaterThan(0);
  expect(percent(flaws!.judge_flawed, flaws!.judge_right)).not.toBe(percent(flaws!.em_flawed, flaws!.em_right));
  expect(percent(expected.judgeRight, expected.judged)).not.toBe(percent(expected.emRight, expected.trajectories));

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/runs/${JUDGED_RUN.name}`);
  const summary = page.getByRole("region", { name: "Run summary" });
  const value = (card: string) => summary.getByRole("group", { name: card }).locator("p").first();
  const flawed = summary.getByRole("group", { name: "Flawed but correct" });
  await expect(value("Accuracy (EM)")).toHaveText(percent(expected.emRight, expected.trajectories));
  await expect(summary.getByRole("group", { name: "Accuracy (EM)" })).toContainText(
    `${expected.emRight} / ${expected.trajectories} right`,
  );
  await expect(value("Flawed but correct")).toHaveText(percent(flaws!.em_flawed, flaws!.em_right));
  await expect(flawed).toContainText(`HiPRAG definition: ${flaws!.em_flawed} / ${flaws!.em_right}`);
  await expect(flawed).toContainText("correct = EM ≥ 1");

  await page.getByRole("combobox", { name: "Correct means" }).selectOption("verdict");
  await expect(page).toHaveURL(/correct=verdict/);
  // The summary still describes the whole run: a correctness choice filters nothing.
  await expect(summary.getByRole("note")).toHaveText(
    `Summary of the whole run: ${expected.trajectories} trajectories.`,
  );
  await expect(value("Accuracy (judge)")).toHaveText(percent(expected.judgeRight, expected.judged));
  const accuracy = summary.getByRole("group", { name: "Accuracy (judge)" });
  await expect(accuracy).toContainText(`${expected.judgeRight} / ${expected.judged} right`);
  await expect(accuracy).toContainText("correct = label answer_correct");
  await expect(value("Flawed but correct")).toHaveText(percent(flaws!.judge_flawed, flaws!.judge_right));
  await expect(flawed).toContainText(`HiPRAG definition: ${flaws!.judge_flawed} / ${flaws!.judge_right}`);
  await expect(flawed).toContainText("correct = label answer_correct");
  await expect(summary.getByRole("group", { name: "Accuracy (EM)" })).toHaveCount(0);
});
