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

// One built app, served five times: on the embedded database and on PostgreSQL with the same
// seeded runs, on an empty embedded database for what a new user sees, and private (below).
// E2E_PORT_BASE moves the five ports, so two checkouts can run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
// The seeded servers keep reading open (TRAJSCOPE_PRIVATE=0) as most specs read signed out; a
// fourth, on PostgreSQL, runs in the default private mode (people exist) for *.private.spec.ts.
const servers = [
  { name: "embedded", port: base + 1, db: "pglite", match: /.*\.seeded\.spec\.ts/, flags: "--seed --open" },
  { name: "postgres", port: base + 2, db: "postgres", match: /.*\.seeded\.spec\.ts/, flags: "--seed --open" },
  { name: "embedded-empty", port: base + 3, db: "pglite", match: /.*\.empty\.spec\.ts/, flags: "" },
  { name: "private", port: base + 4, db: "postgres", match: /.*\.private\.spec\.ts/, flags: "--seed" },
  // Live training: an empty PostgreSQL whose URL the specs read, to run the watcher and count rows.
  { name: "live", port: base + 5, db: "postgres", match: /.*\.live\.spec\.ts/, flags: "--open --live" },
] as const;
// E2E_PROJECTS=postgres,live starts only those servers (Playwright starts every webServer whatever
// --project says): a check of one spec then seeds one database, not five.
const only = process.env.E2E_PROJECTS?.split(",");
const started = servers.filter((s) => !only || only.includes(s.name));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Two cores serve five apps and drive two browsers: a page that computes every series of a run
  // (dynamics, compare) can take longer than Playwright's 5 s default to show on the embedded
  // database, which says nothing about what a user waits for (bench:pages measures that).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: ".reports/e2e.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: { browserName: "chromium", launchOptions: chromium, trace: "retain-on-failure" },
  projects: started.map((s) => ({
    name: s.name,
    testMatch: s.match,
    // The embedded database answers every query of its app on one thread of the server process, so
    // a walk through several heavy pages (compare, dynamics) queues behind the other worker's, and
    // the suite's first page meets a cold server beside four others starting (a run's cards took
    // over 15 s to show on a slow CI machine).
    ...(s.db === "pglite" ? { timeout: 120_000, expect: { timeout: 30_000 } } : {}),
    use: { baseURL: `http://127.0.0.1:${s.port}` },
  })),
  webServer: started.map((s) => ({
    command: `node --import ./bin/register.mjs e2e/serve.ts --db ${s.db} --port ${s.port} ${s.flags}`,
    url: `http://127.0.0.1:${s.port}/api/runs`,
    reuseExistingServer: false,
    // Seeding takes longer on a busy machine: E2E_SERVER_TIMEOUT (ms) lets a shared one wait more.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets e2e/serve.ts drop its database (Playwright's default SIGKILL left one per run).
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  })),
});
