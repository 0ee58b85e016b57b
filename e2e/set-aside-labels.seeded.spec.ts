import { expect, test } from "@playwright/test";
import { SET_ASIDE } from "./seeded-runs";

// A re-ingest changed the step an annotator had corrected: the correction is not lost, and the
// trajectory page shows it apart, with the step as it was, instead of among the labels that hold.
test("a correction set aside by a re-ingest shows on its trajectory with the step it was made on", async ({ page }) => {
  await page.goto(`/runs/${SET_ASIDE.run}`);
  await page.getByRole("link", { name: SET_ASIDE.question }).click();
  await expect(page.getByRole("heading", { level: 1, name: SET_ASIDE.question })).toBeVisible();

  const card = page.getByRole("region", { name: "Labels set aside by a re-ingest" });
  await expect(card.getByRole("heading")).toHaveText("Labels set aside by a re-ingest (1)");
  await expect(card.getByText(`${SET_ASIDE.correction.name} = ${SET_ASIDE.correction.value}`)).toBeVisible();
  await expect(card.getByText(SET_ASIDE.correction.rationale)).toBeVisible();
  // Read signed out: the author is "human", never the annotator's name.
  await expect(card).toContainText("step 2 (reasoning) · human");
  await expect(card).not.toContainText(SET_ASIDE.annotator);
  await card.getByText("The step as it was", { exact: true }).click();
  await expect(card.getByTestId("earlier-step-text")).toHaveText(SET_ASIDE.before);

  // The step as it is now carries the judge's label only, not the set-aside correction.
  const step = page.getByRole("article", { name: "Step 2: reasoning" });
  await expect(step).toContainText(SET_ASIDE.after);
  await expect(step.getByText(SET_ASIDE.correction.rationale)).toHaveCount(0);
});
