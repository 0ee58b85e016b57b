import { expect, test } from "@playwright/test";

test("a new user with no runs is told how to ingest a file", async ({ page }) => {
  await page.goto("/");

  await expect(page.getByRole("heading", { name: "No runs yet" })).toBeVisible();
  await expect(page.getByText("npx trajscope ingest path/to/rollouts.jsonl --run my-run")).toBeVisible();
});

test("an address that does not exist shows a not-found page", async ({ page }) => {
  const response = await page.goto("/runs/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});
