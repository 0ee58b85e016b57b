import { expect, test, type ConsoleMessage } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";
import { BROWSE_RUN } from "./seeded-runs";

const PAGES = [
  "/",
  `/runs/${E2E_DEMO.run}`,
  `/runs/${E2E_DEMO.run}/dynamics`,
  `/compare?runs=${BROWSE_RUN.name},${E2E_DEMO.run}`,
];

// Headless Chromium does not fetch favicons itself, so the icon is checked where a browser finds it:
// the page names it, and the server answers both that address and the conventional /favicon.ico.
test("the favicon is served from public/", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('head link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
  for (const [file, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
  ]) {
    const response = await request.get(file!);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
  }
});

for (const address of PAGES) {
  test(`opening ${address} logs no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}
