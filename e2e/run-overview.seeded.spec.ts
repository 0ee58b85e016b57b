import { expect, test } from "@playwright/test";
import { BROWSE_RUN, SEEDED_RUNS } from "./seeded-runs";

// The overview's process cards never turn "nobody judged this" into 0 %, and the OSR they show is
// HiPRAG's rate over judged search decisions, counted here from the run's label export instead.

const UNLABELLED = SEEDED_RUNS.find((r) => r.name === "r1-searcher-bamboogle")!;

type TExportRecord = { label: { name: string; value: unknown }; step: { kind: string } | null };

test("a run without process labels says 'not judged', and why, instead of 0 %", async ({ page }) => {
  await page.goto(`/runs/${UNLABELLED.name}`);
  const summary = page.getByRole("region", { name: "Run summary" });
  const searchCard = summary.getByRole("group", { name: "OSR / USR (HiPRAG)" });
  await expect(searchCard).toContainText("not judged");
  await expect(searchCard).toContainText("no over-/under-search labels in this run");
  const flawed = summary.getByRole("group", { name: "Flawed but correct" });
  await expect(flawed).toContainText("not judged");
  await expect(flawed).toContainText("no step_quality or over-/under-search labels in this run");
  await expect(summary).not.toContainText("0.0%");
});

test("a labelled run shows HiPRAG's OSR as counted from its current labels, and names its definitions", async ({
  page,
}) => {
  const exported = await page.request.get(`/api/runs/${BROWSE_RUN.name}/labels/export?scope=current`);
  expect(exported.ok()).toBe(true);
  const records = (await exported.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TExportRecord);
  const decisions = records.filter((r) => r.label.name === "over_search" && r.step?.kind === "search");
  const over = decisions.filter((r) => String(r.label.value) === "true").length;
  // The seed marks every fifth trajectory's searches as over-searched: some, not all.
  expect(over).toBeGreaterThan(0);
  expect(over).toBeLessThan(decisions.length);

  await page.goto(`/runs/${BROWSE_RUN.name}`);
  const summary = page.getByRole("region", { name: "Run summary" });
  const searchCard = summary.getByRole("group", { name: "OSR / USR (HiPRAG)" });
  await expect(searchCard).toContainText(`OSR ${over} / ${decisions.length} searches`);
  await expect(searchCard).toContainText(`${((over / decisions.length) * 100).toFixed(1)}% /`);
  await expect(searchCard).toContainText("share of trajectories with such a step");
  // Search-P1 logs step_quality labels: PRO-Step's definition is the one in force.
  await expect(summary.getByRole("group", { name: "Flawed but correct" })).toContainText("PRO-Step definition");
  // The mean-reward card lists reward terms; this run logs no counts beside them.
  const reward = summary.getByRole("group", { name: "Mean reward" });
  await expect(reward.getByLabel("Reward terms")).toContainText("accuracy");
  await expect(reward.getByLabel("Counts per trajectory")).toHaveCount(0);
});
