import { readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { TRL_RUN } from "./seeded-runs";

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Expected values: the account make-completions.ts gives of every row it wrote (TRL's arithmetic,
// not trajscope's), and verl's advantage (r − mean) / (unbiased std + 1e-6) worked out here.
type TExpectedRow = { step: number; group: number; sample: number; reward: number | null; advantage: number };
const EXPECTED: TExpectedRow[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", TRL_RUN.expected), "utf8"),
);

async function column(table: Locator, name: string): Promise<(number | null)[]> {
  const headers = await table.locator("thead th").allTextContents();
  const index = headers.findIndex((h) => h.trim() === name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
  return cells.map((cell) => (cell.trim() === "—" ? null : Number(cell)));
}

test("a researcher opens a group of a TRL run and reads the trainer's logged advantages beside the recomputed ones", async ({
  page,
}) => {
  const list = await page.request.get(`/api/runs/${TRL_RUN.name}/trajectories?step=10..10`);
  const first = ((await list.json()) as { items: { id: string }[] }).items[0]!;
  await page.goto(`/runs/${TRL_RUN.name}/trajectories/${first.id}/group`);
  const how = page.getByLabel("How the group is known");
  await expect(how).toContainText("logged group group id 10:");
  const group = Number(/group id 10:(\d+)/.exec((await how.textContent()) ?? "")![1]);
  const members = EXPECTED.filter((row) => row.step === 10 && row.group === group).sort((a, b) => a.sample - b.sample);

  const table = page.getByRole("table", { name: "Rollouts of the group" });
  await expect(table.locator("tbody tr")).toHaveCount(members.length);
  expect(await column(table, "Reward")).toEqual(
    members.map((m) => m.reward).map((r) => (r === null ? null : expect.closeTo(r, 3))),
  );
  expect(await column(table, "Logged advantage")).toEqual(members.map((m) => expect.closeTo(m.advantage, 3)));
  const rewards = members.map((m) => m.reward!);
  const mean = rewards.reduce((s, r) => s + r, 0) / rewards.length;
  const std = Math.sqrt(rewards.reduce((s, r) => s + (r - mean) ** 2, 0) / (rewards.length - 1));
  expect(await column(table, "Advantage")).toEqual(rewards.map((r) => expect.closeTo((r - mean) / (std + 1e-6), 3)));
});
