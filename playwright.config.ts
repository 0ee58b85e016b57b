import { defineConfig } from "@playwright/test";

// Debian's Chromium (Playwright cannot download its own browser here); the flags keep it from
// reaching for the network, which this machine does not have.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

// One built app, served three times: on the embedded database and on PostgreSQL with the same
// seeded runs, and on an empty embedded database for what a new user sees.
// E2E_PORT_BASE moves the three ports, so two checkouts can run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const servers = [
  { name: "embedded", port: base + 1, db: "pglite", seed: true },
  { name: "postgres", port: base + 2, db: "postgres", seed: true },
  { name: "embedded-empty", port: base + 3, db: "pglite", seed: false },
] as const;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: ".reports/e2e.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: { browserName: "chromium", launchOptions: chromium, trace: "retain-on-failure" },
  projects: servers.map((s) => ({
    name: s.name,
    testMatch: s.seed ? /.*\.seeded\.spec\.ts/ : /.*\.empty\.spec\.ts/,
    use: { baseURL: `http://127.0.0.1:${s.port}` },
  })),
  webServer: servers.map((s) => ({
    command: `node --import ./bin/register.mjs e2e/serve.ts --db ${s.db} --port ${s.port}${s.seed ? " --seed" : ""}`,
    url: `http://127.0.0.1:${s.port}/api/runs`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
