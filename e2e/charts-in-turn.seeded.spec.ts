import { expect, test } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";

// components/charts/chart-turn.tsx: a page's charts draw one at a time once it shows, those on
// screen first, so the first is on screen as soon as it alone is drawn.
test("the dynamics page draws its charts one per frame, those on screen first, and all of them", async ({ page }) => {
  test.slow();
  // Before the page's own scripts: on every animation frame, the figures newly drawn, with where
  // each was then (on screen or below it).
  await page.addInitScript(() => {
    const drawn: { label: string; frame: number; isOnScreen: boolean }[] = [];
    (window as unknown as { __drawn: typeof drawn }).__drawn = drawn;
    let frame = 0;
    const look = () => {
      frame += 1;
      for (const figure of document.querySelectorAll("figure[aria-label]")) {
        const label = figure.getAttribute("aria-label")!;
        if (!figure.querySelector(".recharts-wrapper") || drawn.some((d) => d.label === label)) continue;
        const { top, bottom } = figure.getBoundingClientRect();
        drawn.push({ label, frame, isOnScreen: bottom > 0 && top < window.innerHeight });
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`/runs/${E2E_DEMO.run}/dynamics`);
  // The first load on the embedded database computes every chart's series: a minute in CI. The
  // last two charts' series are fetched once the page shows.
  await expect(page.getByRole("figure", { name: /^Share of trajectories/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("figure[aria-label]:not(:has(.recharts-wrapper))")).toHaveCount(0, { timeout: 30_000 });
  const labels = await page.locator("figure[aria-label]").evaluateAll((all) => all.map((f) => f.ariaLabel));
  expect(labels.length).toBeGreaterThan(3);

  const drawn = await page.evaluate(
    () => (window as unknown as { __drawn: { label: string; frame: number; isOnScreen: boolean }[] }).__drawn,
  );
  expect(drawn.map((d) => d.label).sort()).toEqual(labels.sort());
  // One chart a frame: never two drawn between the same two paints.
  expect(new Set(drawn.map((d) => d.frame)).size).toBe(drawn.length);
  const onScreen = drawn.filter((d) => d.isOnScreen);
  const below = drawn.filter((d) => !d.isOnScreen);
  expect(onScreen.length).toBeGreaterThan(0);
  expect(below.length).toBeGreaterThan(0);
  // Every chart on screen before any below it.
  expect(Math.max(...onScreen.map((d) => d.frame))).toBeLessThan(Math.min(...below.map((d) => d.frame)));
});
