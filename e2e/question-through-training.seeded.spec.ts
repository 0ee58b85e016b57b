import { expect as baseExpect, test } from "@playwright/test";
import { generateDemoFamily } from "@/lib/demo";
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { E2E_DEMO } from "./seed-demo-runs";

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Expected statuses counted here from the demo generator's records (what the seed ingested), with
// the definition written out again: a step is solved when ≥ half its rollouts have EM ≥ 1.

type TSteps = Map<number, { right: number; judged: number }>;

function demoQuestions(run: string): Map<string, TSteps> {
  const family = generateDemoFamily({ steps: E2E_DEMO.steps, perStep: E2E_DEMO.perStep });
  const found = [...family].find((r) => r.run === run)!;
  const questions = new Map<string, TSteps>();
  for (const record of found.records) {
    if (record.type !== "trajectory") continue;
    const t = record as TTrajectoryRecord;
    if (t.split === "test" || t.step === null || t.step === undefined) continue;
    const em = (t.metrics as { em?: number } | undefined)?.em;
    const steps = questions.get(t.question) ?? new Map();
    const cell = steps.get(t.step) ?? { right: 0, judged: 0 };
    if (typeof em === "number") steps.set(t.step, { right: cell.right + (em >= 1 ? 1 : 0), judged: cell.judged + 1 });
    questions.set(t.question, steps);
  }
  return questions;
}

function statusOf(steps: TSteps): string {
  const ordered = [...steps].sort(([a], [b]) => a - b).map(([, s]) => s.right * 2 >= s.judged);
  if (ordered.every(Boolean)) return "always right";
  if (!ordered.some(Boolean)) return "never learned";
  return ordered.at(-1) ? "learned" : "forgotten";
}

test("a researcher counts questions by status through training and follows one step by step", async ({ page }) => {
  const run = "demo-search-r1";
  const questions = demoQuestions(run);
  const expected = new Map<string, string[]>();
  for (const [question, steps] of questions) {
    const status = statusOf(steps);
    expected.set(status, [...(expected.get(status) ?? []), question]);
  }

  await page.goto(`/runs/${run}`);
  await page.getByRole("navigation", { name: "Run views" }).getByRole("link", { name: "Questions" }).click();
  const statuses = page.getByRole("navigation", { name: "Question statuses" });
  for (const label of ["learned", "forgotten", "never learned", "always right"]) {
    const count = expected.get(label)?.length ?? 0;
    await expect(statuses.getByRole("link", { name: new RegExp(`^${count} ${label} `) })).toBeVisible();
  }

  // The status with questions sampled at most steps: open it, then its first question.
  const multi = [...questions].filter(([, steps]) => steps.size > 1);
  expect(multi.length).toBeGreaterThan(0);
  const [question, steps] = multi.sort(([, a], [, b]) => b.size - a.size)[0]!;
  const label = statusOf(steps);
  await statuses.getByRole("link", { name: new RegExp(`^\\d+ ${label} `) }).click();
  const table = page.getByRole("table", { name: `Questions ${label}` });
  await expect(table.locator("tbody tr")).toHaveCount(expected.get(label)!.length);
  await table.getByRole("link", { name: question }).click();

  await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
  await expect(page.getByLabel("Status")).toContainText(label);
  const timeline = page.getByRole("table", { name: "The question at each training step" });
  const ordered = [...steps].sort(([a], [b]) => a - b);
  await expect(timeline.locator("tbody tr")).toHaveCount(ordered.length);
  const cells = await timeline
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent?.trim())));
  expect(cells.map((c) => [c[0], c[2]])).toEqual(
    ordered.map(([step, s]) => [String(step), `${s.right} / ${s.judged}`]),
  );
});

test("a researcher crosses a run's question statuses with another run's and opens the ones only one learned", async ({
  page,
}) => {
  const [run, vs] = ["demo-search-r1", "demo-search-p1-lambda-p-0.4"];
  const statusHere = new Map([...demoQuestions(run)].map(([q, steps]) => [q, statusOf(steps)]));
  const statusThere = new Map([...demoQuestions(vs)].map(([q, steps]) => [q, statusOf(steps)]));
  const cell = (here: string, there: string) =>
    [...statusHere].filter(([q, s]) => s === here && (statusThere.get(q) ?? "not sampled") === there).length;
  const hereNotThere = cell("learned", "never learned") + cell("learned", "forgotten");
  const thereNotHere = cell("never learned", "learned") + cell("forgotten", "learned");

  await page.goto(`/runs/${run}/questions`);
  await page.getByRole("combobox", { name: "Compare with another run" }).selectOption(vs);
  await expect(page).toHaveURL(new RegExp(`vs=${vs.replaceAll(".", "\\.")}`));
  const section = page.getByRole("region", { name: `Compared with ${vs}` });
  await expect(section.getByRole("link", { name: new RegExp(`^${hereNotThere} learned here, not in `) })).toBeVisible();
  await expect(
    section.getByRole("link", { name: new RegExp(`^${thereNotHere} learned in ${vs}, not here`) }),
  ).toBeVisible();
  const matrix = section.getByRole("table", { name: `Statuses here and in ${vs}` });
  const labels = ["learned", "forgotten", "never learned", "always right"];
  const rows = await matrix
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent?.trim())));
  for (const [i, here] of labels.entries())
    expect(rows[i]).toEqual([here, ...[...labels, "never judged", "not sampled"].map((c) => String(cell(here, c)))]);

  // The busiest cell with both statuses known opens exactly its questions, each with its status there.
  const [here, there] = labels
    .flatMap((h) => labels.map((t) => [h, t] as const))
    .sort(([h1, t1], [h2, t2]) => cell(h2, t2) - cell(h1, t1))[0]!;
  await matrix.getByRole("link", { name: `${cell(here, there)} ${here} here, ${there} in ${vs}` }).click();
  const list = page.getByRole("table", { name: `Questions ${here} here, ${there} in ${vs}` });
  await expect(list.locator("tbody tr")).toHaveCount(cell(here, there));
  const thereColumn = await list.locator("tbody tr td:last-child").allTextContents();
  expect(new Set(thereColumn)).toEqual(new Set([there]));
});
