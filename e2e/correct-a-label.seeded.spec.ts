import { expect, test } from "@playwright/test";
import type { TTrajectoryDetail } from "@/lib/browse/types";
import { ANNOTATE_USERS, AUDIT_RUN } from "./annotate-fixtures";
import { AUDIT_API, AUDIT_PAGE, auditTrajectoryId, signIn, signInRequest } from "./sign-in";

test("an annotator corrects the judge with the keyboard; the history shows who, when, before → after and why", async ({
  page,
  request,
}) => {
  const id = await auditTrajectoryId(request, "hotpotqa-0");
  await signIn(page, ANNOTATE_USERS.admin, `${AUDIT_PAGE}/trajectories/${id}`);
  await expect(page.getByRole("button", { name: /Label steps/ })).toBeVisible();
  await page.keyboard.press("a");
  await expect(page.getByRole("button", { name: /Stop labelling/ })).toBeVisible();

  const search = page.getByRole("article", { name: "Step 1: search" });
  await page.keyboard.press("j");
  await expect(search).toHaveAttribute("aria-current", "step");
  await page.keyboard.press("b");
  const draft = search.getByRole("form", { name: "New label" });
  await expect(draft).toContainText(`Corrects ${AUDIT_RUN.judge}'s GOOD (version 1).`);
  await page.keyboard.type("the query only repeats the question");
  await page.keyboard.press("Enter");
  await expect(search.getByRole("status")).toHaveText("Saved (version 2).");

  const history = search.getByRole("region", { name: "History of step_quality" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(`${AUDIT_RUN.judge} · v1 · GOOD`);
  await expect(history.getByRole("listitem").last()).toContainText("human:ada · v2 · GOOD → BAD");
  await expect(history.getByRole("listitem").last()).toContainText("current");
  await expect(history.getByRole("listitem").last()).toContainText("the query only repeats the question");
  await expect(history.getByRole("listitem").last()).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);

  // The correction flows through: the trajectory is now flawed but correct.
  const detail = (await (await request.get(`${AUDIT_API}/trajectories/${id}`)).json()) as TTrajectoryDetail;
  expect(detail.trajectory.isFlawedButCorrect).toBe(true);
  // Leaving labelling mode: the step shows the corrected label with what it replaced.
  await page.keyboard.press("a");
  await expect(search.getByRole("list", { name: "Labels" })).toContainText(`corrects ${AUDIT_RUN.judge}'s GOOD`);
});

test("two people correct the same label: the second is refused with the value that won and who set it", async ({
  browser,
  request,
}) => {
  const id = await auditTrajectoryId(request, "hotpotqa-1");
  const path = `${AUDIT_PAGE}/trajectories/${id}`;
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  await signInRequest(first.request, ANNOTATE_USERS.admin);
  await signInRequest(second.request, ANNOTATE_USERS.second);
  const [ada, cy] = [await first.newPage(), await second.newPage()];
  for (const page of [ada, cy]) {
    await page.goto(path);
    // Labelling reads the labels' versions: each must hold version 1 before Ada saves, or a slow
    // answer to Cy would already carry Ada's version 2 (no conflict left to show).
    const versions = page.waitForResponse((r) => r.url().includes(`/labels?trajectory=${id}`) && r.ok());
    await page.getByRole("button", { name: /Label steps/ }).click();
    await versions;
    await page.keyboard.press("j");
    await expect(page.getByRole("article", { name: "Step 1: search" })).toHaveAttribute("aria-current", "step");
  }
  // Both saw the judge's BAD (version 1). Ada saves first.
  await ada.keyboard.press("g");
  await ada.keyboard.press("Enter");
  await expect(ada.getByRole("article", { name: "Step 1: search" }).getByRole("status")).toHaveText(
    "Saved (version 2).",
  );

  await cy.keyboard.press("g");
  await cy.keyboard.type("checked the document");
  await cy.keyboard.press("Enter");
  const alert = cy.getByRole("article", { name: "Step 1: search" }).getByRole("alert");
  await expect(alert).toContainText('ada already changed this label to "GOOD" (version 2)');
  await expect(alert).toContainText("Now: GOOD by ada");
  // Nothing was lost: Cy's second Enter corrects Ada's label, knowingly (once the form says so).
  await expect(
    cy.getByRole("article", { name: "Step 1: search" }).getByText("Corrects human:ada's GOOD (version 2)."),
  ).toBeVisible();
  await cy.keyboard.press("Enter");
  const search = cy.getByRole("article", { name: "Step 1: search" });
  await expect(search.getByRole("status")).toHaveText("Saved (version 3).");
  await expect(search.getByRole("region", { name: "History of step_quality" }).getByRole("listitem")).toHaveCount(3);
  await Promise.all([first.close(), second.close()]);
});
