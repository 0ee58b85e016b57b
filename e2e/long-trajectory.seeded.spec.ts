import { expect, test } from "@playwright/test";
import type { TTrajectoryDetail, TTrajectoryPage } from "@/lib/browse/types";
import { BROWSE_RUN } from "./seeded-runs";

test("a 500-step trajectory of 2 MB opens without shipping its text and scrolls to its last step", async ({
  page,
  request,
}) => {
  const api = `/api/runs/${BROWSE_RUN.name}`;
  const list = (await (
    await request.get(`${api}/trajectories`, { params: { q: "capital of france source 1" } })
  ).json()) as TTrajectoryPage;
  const id = list.items.find((t) => t.externalId === BROWSE_RUN.long.externalId)!.id;
  const payload = await (await request.get(`${api}/trajectories/${id}`)).text();
  const detail = JSON.parse(payload) as TTrajectoryDetail;
  expect(detail.steps).toHaveLength(BROWSE_RUN.long.steps);
  expect(detail.trajectory.responseLength).toBeGreaterThan(2_000_000);
  // Documents travel cut to their opening lines: a fraction of the 2 MB.
  expect(payload.length).toBeLessThan(500_000);

  await page.goto(`/runs/${BROWSE_RUN.name}/trajectories/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: BROWSE_RUN.long.question })).toBeVisible();
  await expect(page.getByRole("article", { name: "Step 1: search" })).toBeVisible();
  // Only the steps near the viewport exist in the page.
  expect(await page.getByRole("article").count()).toBeLessThan(40);

  // End lands on the last step, though the steps near it measure taller than estimated once drawn.
  await page.keyboard.press("End");
  await expect(page.getByRole("article", { name: `Step ${BROWSE_RUN.long.steps}: answer` })).toBeInViewport();
  expect(await page.getByRole("article").count()).toBeLessThan(40);

  await page.keyboard.press("r");
  const dialog = page.getByRole("dialog", { name: /Raw response \(2\.\dM characters\)/ });
  await expect(dialog.getByText("step 1 · search")).toBeVisible();
});
