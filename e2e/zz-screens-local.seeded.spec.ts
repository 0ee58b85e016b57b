import { test } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";
import { JUDGED_RUN } from "./seed-lists-run";

test("screens", async ({ page }) => {
  test.skip(test.info().project.name !== "postgres");
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.getByRole("table", { name: "Runs" }).waitFor();
  await page.getByRole("checkbox", { name: `Select ${E2E_DEMO.run} for comparison` }).check();
  await page.getByRole("checkbox", { name: `Select ${JUDGED_RUN.name} for comparison` }).check();
  await page.screenshot({ path: "/tmp/lists-shots/runs.png", fullPage: true });
  await page.goto("/?method=HiPRAG,Search-P1");
  await page.getByRole("table", { name: "Runs" }).waitFor();
  await page.screenshot({ path: "/tmp/lists-shots/runs-filtered.png", fullPage: true });
  await page.goto(`/runs/${JUDGED_RUN.name}`);
  await page.getByRole("table", { name: "Trajectories" }).waitFor();
  for (let i = 0; i < 6; i++) await page.keyboard.press("j");
  await page.getByRole("table", { name: "Trajectories" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/lists-shots/list-judged.png" });
  await page.goto(`/runs/${E2E_DEMO.run}`);
  await page.getByRole("table", { name: "Trajectories" }).waitFor();
  await page.getByRole("table", { name: "Trajectories" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/lists-shots/list-demo.png" });
});
