import { expect, test, type Page } from "@playwright/test";
import { BROWSE_RUN } from "./seeded-runs";

// Untrusted text must never run: any dialog (alert) fails the test.
const failOnDialog = (page: Page) =>
  page.on("dialog", (dialog) => {
    throw new Error(`A dialog fired: ${dialog.message()}`);
  });

test("a researcher filters to flawed-but-correct, opens one, reads the rationale and moves with j and k", async ({
  page,
}) => {
  failOnDialog(page);
  await page.goto("/");
  await page.getByRole("link", { name: BROWSE_RUN.name }).click();
  await expect(page.getByRole("heading", { name: BROWSE_RUN.name })).toBeVisible();

  await page.getByRole("checkbox", { name: "flawed but correct" }).check();
  await expect(page).toHaveURL(/flags=flawed_but_correct/);
  const table = page.getByRole("table", { name: "Trajectories" });
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toContainText(BROWSE_RUN.hostile.question);
  await expect(page.getByRole("status").filter({ hasText: /^\d+ trajectories$/ })).toBeVisible();
  // Until the filtered page replaces the previous one, unflagged rows may still show: wait for none.
  await expect(table.locator("tbody tr td:last-child").filter({ hasNotText: "flawed but correct" })).toHaveCount(0);
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(2);
  const secondQuestion = (await rows.nth(1).getByRole("link").textContent())!;

  await rows.first().getByRole("link", { name: BROWSE_RUN.hostile.question }).click();
  await expect(page.getByRole("heading", { level: 1, name: BROWSE_RUN.hostile.question })).toBeVisible();
  await expect(page).toHaveURL(/flags=flawed_but_correct/);
  const firstStep = page.getByRole("article", { name: "Step 1: search" });
  await expect(firstStep.getByText(BROWSE_RUN.hostile.rationale)).toBeVisible();
  await expect(firstStep.getByText("judge:gpt-4.1-nano").first()).toBeVisible();

  // j: the next flawed-but-correct trajectory; k: back. The first one has no previous.
  await expect(page.getByRole("link", { name: /Next/ })).toBeVisible();
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondQuestion.replace(/…$/, "").trim(), {
    useInnerText: true,
  });
  await expect(page.getByText("flawed but correct").first()).toBeVisible();
  await page.keyboard.press("k");
  await expect(page.getByRole("heading", { level: 1, name: BROWSE_RUN.hostile.question })).toBeVisible();
  await expect(page.getByText("Previous").first()).toHaveAttribute("aria-disabled", "true");

  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("hostile markup in a retrieved document is shown as text and never runs", async ({ page }) => {
  failOnDialog(page);
  await page.goto(`/runs/${BROWSE_RUN.name}?flags=flawed_but_correct`);
  await page.getByRole("link", { name: BROWSE_RUN.hostile.question }).click();
  const step = page.getByRole("article", { name: "Step 1: search" });
  await expect(step.getByText(BROWSE_RUN.hostile.script).first()).toBeVisible();

  const documentButton = step.getByRole("button", { name: /Nobel Prize in Physics/ });
  await documentButton.click();
  await expect(documentButton).toHaveAttribute("aria-expanded", "true");
  const body = step.getByRole("listitem").filter({ has: page.getByRole("button", { name: /Nobel Prize in Physics/ }) });
  await expect(body).toContainText(BROWSE_RUN.hostile.image);
  await expect(body.locator("mark").first()).toHaveText("Wilhelm Conrad Röntgen");
  // The https link is a link; the javascript: one stays text.
  await expect(body.getByRole("link", { name: BROWSE_RUN.hostile.safeLink })).toHaveAttribute(
    "href",
    BROWSE_RUN.hostile.safeLink,
  );
  await expect(body.getByRole("link", { name: /javascript/ })).toHaveCount(0);

  const created = await page.evaluate(() => ({
    flag: (window as unknown as { __trajscopeXss?: string }).__trajscopeXss ?? null,
    images: document.querySelectorAll("img").length,
    handlers: document.querySelectorAll("[onerror]").length,
    scripts: [...document.scripts].filter((s) => s.textContent?.trim().startsWith("window.__trajscopeXss")).length,
  }));
  expect(created).toEqual({ flag: null, images: 0, handlers: 0, scripts: 0 });
});
