// Retakes public/screenshot.png, the README's picture: a seeded demo run's overview in headless
// Chromium at 1440×900. Start a seeded server first (after `npx next build`), then point this at it:
//   node --import ./bin/register.mjs e2e/serve.ts --db pglite --port 3101 --seed
//   node scripts/readme-screenshot.mjs [http://127.0.0.1:3101]
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3101";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
// demo-search-p1 is the demo family's main run (e2e/seed-demo-runs.ts).
await page.goto(`${base}/runs/demo-search-p1`);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: new URL("../public/screenshot.png", import.meta.url).pathname });
await browser.close();
