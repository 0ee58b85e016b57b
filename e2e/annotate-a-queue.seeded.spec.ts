import { expect, test, type Page } from "@playwright/test";
import { ANNOTATE_USERS, AUDIT_RUN } from "./annotate-fixtures";
import { AUDIT_PAGE, signIn } from "./sign-in";

const overSearchRow = (page: Page) =>
  page.getByRole("table", { name: "Agreement per label name" }).getByRole("row").filter({ hasText: "over_search" });
const agreementWithBob = `${AUDIT_PAGE}/agreement?a=${encodeURIComponent(AUDIT_RUN.judge)}&b=human%3Abob`;

test("an admin draws a queue from a filter; an annotator labels three items with the keyboard and the agreement table moves", async ({
  browser,
}) => {
  // Two people, two sign-ins and three items labelled from the keyboard: a long walk on purpose,
  // given Playwright's slow budget (three times the project's) rather than a fixed 90 s that the
  // embedded server, answering on one thread, overran in CI.
  test.slow();
  const name = `over-search check ${Date.now()}`;
  const admin = await browser.newPage();
  await signIn(admin, ANNOTATE_USERS.admin, `${AUDIT_PAGE}/annotate${AUDIT_RUN.queueFilter}`);
  const form = admin.getByRole("region", { name: "New queue" });
  await expect(form.getByRole("status").filter({ hasText: `${AUDIT_RUN.queueMatches} trajectories` })).toBeVisible();
  await expect(form.getByRole("list", { name: "Active filters" })).toContainText("dataset bamboogle");
  await form.getByLabel("Queue name").fill(name);
  await form.getByLabel("Sample size").fill("3");
  await form.getByLabel("Labels asked (comma-separated)").fill("over_search");
  await form.getByRole("button", { name: "Create queue" }).click();
  await expect(form.getByRole("status").filter({ hasText: "created with 3 items" })).toBeVisible();
  const queueCard = admin.getByRole("region", { name: `Queue ${name}` });
  await expect(queueCard).toContainText("0 / 3 items complete");

  const page = await browser.newPage();
  await signIn(page, ANNOTATE_USERS.annotator, agreementWithBob);
  // Bob has labelled nothing yet: the page says the two share no item rather than a row of zeros.
  await expect(page.getByRole("status", { name: "No shared items" })).toBeVisible();

  await page.goto(`${AUDIT_PAGE}/annotate`);
  await page
    .getByRole("region", { name: `Queue ${name}` })
    .getByRole("link", { name: `Open ${name}` })
    .click();
  await page.getByRole("button", { name: "Start labelling" }).click();
  let previous = "";
  for (let item = 1; item <= 3; item++) {
    // Each n lands on a new item's address (the queue hands out the next one).
    await expect(page).toHaveURL(/\/annotate\/\d+\/\d+$/);
    await expect(page).not.toHaveURL(previous);
    const header = page.getByRole("region", { name: "Queue item" });
    await expect(header).toContainText("of 3");
    await expect(header).toContainText(`bob ${item - 1} done`);
    const search = page.getByRole("article", { name: "Step 1: search" });
    await page.keyboard.press("j");
    await expect(search).toHaveAttribute("aria-current", "step");
    await page.keyboard.press("Shift+O");
    await expect(search.getByRole("form", { name: "New label" })).toBeVisible();
    await page.keyboard.type(`item ${item}: the fact was not in the question`);
    await page.keyboard.press("Enter");
    await expect(search.getByRole("status")).toHaveText("Saved (version 1).");
    await expect(search.getByRole("region", { name: "History of over_search" })).toContainText(
      `item ${item}: the fact was not in the question`,
    );
    previous = page.url();
    await page.keyboard.press("n");
  }
  await expect(page.getByRole("status").filter({ hasText: "Nothing left for you in this queue" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Queue ${name}` })).toContainText("3 / 3 items complete");
  const progress = page.getByRole("table", { name: `Progress per annotator in ${name}` });
  await expect(progress.getByRole("row").filter({ hasText: "bob" })).toHaveText(/bob\s*3\s*0\s*0/);

  await page.goto(agreementWithBob);
  const row = overSearchRow(page);
  await expect(row.getByRole("cell").first()).toContainText("3");
  await expect(row).toContainText("n < 30");
  await expect(page.getByRole("table", { name: "Confusion matrix of over_search" })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole("region", { name: `Queue ${name}` })).toContainText("3 / 3 items complete");
});
