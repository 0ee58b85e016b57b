import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { generateDemoFamily } from "@/lib/demo";
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { E2E_DEMO } from "./seed-demo-runs";

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Expected figures come from the demo generator's own records (what the seed ingested), grouped and
// normalized here by hand: verl's GRPO advantage is (r − mean) / (unbiased std + 1e-6).

type TGroup = { key: string; records: TTrajectoryRecord[] };

function demoGroups(run: string): TGroup[] {
  const family = generateDemoFamily({ steps: E2E_DEMO.steps, perStep: E2E_DEMO.perStep });
  const found = [...family].find((r) => r.run === run);
  if (!found) throw new Error(`no demo run ${run}`);
  const groups = new Map<string, TTrajectoryRecord[]>();
  for (const record of found.records) {
    if (record.type !== "trajectory") continue;
    const t = record as TTrajectoryRecord;
    const key = `${t.split}|${t.step}|${t.group ?? `question:${t.question}`}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups].map(([key, records]) => ({ key, records }));
}

const rewardOf = (t: TTrajectoryRecord) => (t.reward?.total ?? null) as number | null;

function advantages(rewards: number[], byStd: boolean): number[] {
  const mean = rewards.reduce((s, r) => s + r, 0) / rewards.length;
  const std = Math.sqrt(rewards.reduce((s, r) => s + (r - mean) ** 2, 0) / (rewards.length - 1));
  return rewards.map((r) => (byStd ? (r - mean) / (std + 1e-6) : r - mean));
}

async function column(table: Locator, name: string): Promise<number[]> {
  const headers = await table.locator("thead th").allTextContents();
  const index = headers.findIndex((h) => h.trim() === name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
  return cells.map(Number);
}

test("a researcher opens a trajectory's GRPO group and reads verl's advantages, then the mean-only variant", async ({
  page,
}) => {
  const run = "demo-hiprag";
  const step = 30;
  const group = demoGroups(run).find((g) => g.key.startsWith(`train|${step}|`))!;
  const members = [...group.records].sort((a, b) => (a.sample ?? 0) - (b.sample ?? 0));
  const rewards = members.map((t) => rewardOf(t) as number);

  const list = await page.request.get(`/api/runs/${run}/trajectories?step=${step}..${step}`);
  const first = ((await list.json()) as { items: { id: string }[] }).items[0]!;
  await page.goto(`/runs/${run}/trajectories/${first.id}`);
  await page.getByRole("link", { name: /its group/ }).click();
  await expect(page).toHaveURL(new RegExp(`/trajectories/${first.id}/group$`));
  await expect(page.getByRole("heading", { name: `GRPO group of ${members.length} rollouts` })).toBeVisible();
  await expect(page.getByLabel("How the group is known")).toContainText(`logged group group id ${members[0]!.group}`);

  const table = page.getByRole("table", { name: "Rollouts of the group" });
  await expect(table.locator("tbody tr")).toHaveCount(members.length);
  expect(await column(table, "Reward")).toEqual(rewards.map((r) => expect.closeTo(r, 3)));
  expect(await column(table, "Advantage")).toEqual(advantages(rewards, true).map((a) => expect.closeTo(a, 3)));
  const distinct = new Set(rewards).size > 1;
  await expect(page.getByText(distinct ? "learning signal" : "no learning signal", { exact: true })).toBeVisible();

  await page.getByRole("radio", { name: "mean only" }).check();
  await expect(page).toHaveURL(/advantage=mean/);
  await expect
    .poll(() => column(table, "Advantage"))
    .toEqual(advantages(rewards, false).map((a) => expect.closeTo(a, 3)));
  await page.reload();
  await expect(page.getByRole("radio", { name: "mean only" })).toBeChecked();
});

test("a researcher lists the trajectories of groups without signal and sees their share over training", async ({
  page,
}) => {
  const run = "demo-search-r1";
  const all = demoGroups(run);
  const groups = all.map((g) => g.records.map(rewardOf).filter((r): r is number => r !== null));
  const comparable = groups.filter((g) => g.length >= 2);
  const none = comparable.filter((g) => g.every((r) => r === g[0]));
  const single = groups.length - comparable.length;
  expect(none.length).toBeGreaterThan(0); // the demo's EM reward leaves some groups all right or all wrong
  expect(none.length).toBeLessThan(comparable.length);
  // The list of steps 0–19 fits one page, so its rows are counted exactly whatever the count says.
  const early = all.filter((g) => {
    const rewards = g.records.map(rewardOf).filter((r): r is number => r !== null);
    const step = g.records[0]!.step!;
    return step <= 19 && rewards.length >= 2 && rewards.every((r) => r === rewards[0]);
  });
  const earlyCount = early.reduce((sum, g) => sum + g.records.length, 0);
  expect(earlyCount).toBeGreaterThan(0);

  await page.goto(`/runs/${run}?step=0..19&sort=id`);
  await page.getByRole("checkbox", { name: "group without signal" }).check();
  await expect(page).toHaveURL(/flags=no_signal_group/);
  const rows = page.getByRole("table", { name: "Trajectories" }).locator("tbody tr");
  await expect(rows).toHaveCount(earlyCount);

  await page.goto(`/runs/${run}/dynamics`);
  const section = page.getByRole("region", { name: "Groups without learning signal chart" });
  const share = ((100 * none.length) / comparable.length).toFixed(1);
  await expect(section.getByRole("status")).toHaveText(
    `${share}% of groups without signal in view: ${none.length} of ${comparable.length} groups with ≥ 2 rewarded rollouts (${single} groups of one left out).`,
  );
  await expect(section.getByRole("figure", { name: "Groups without learning signal by training step" })).toBeVisible();
});
