import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { exited, ROOT } from "./live-tools";

// `trajscope start` once the dashboard is built (a restart): it prepares the database in its own
// process and hands it to the server it starts there, so the embedded database is opened once.
// The server must then read that database, and the command must let go of it when stopped.

const BIN = path.join(ROOT, "bin", "trajscope.mjs");
const FIXTURE = path.join(ROOT, "e2e", "fixtures", "r1-searcher-bamboogle-qwen.jsonl");
const PORT = Number(process.env.E2E_PORT_BASE ?? 3100) + 6;
const RUN = "bamboogle-restart";

test("a restart serves the embedded database it prepared, and frees it when stopped", async ({ page }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trajscope-restart-"));
  // An embedded database of its own, whatever the machine's DATABASE_URL says.
  const env = { ...process.env, TRAJSCOPE_DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(PORT) };
  const ingest = () => promisify(execFile)(process.execPath, [BIN, "ingest", FIXTURE, "--run", RUN], { env });
  let server: ChildProcess | undefined;
  try {
    await ingest();
    const lines = (await readFile(FIXTURE, "utf8")).split("\n").filter((line) => line.trim()).length;

    const started = spawn(process.execPath, [BIN, "start", "--skip-demo"], { env, stdio: ["ignore", "pipe", "pipe"] });
    server = started;
    let output = "";
    started.stdout.on("data", (chunk: Buffer) => (output += chunk));
    started.stderr.on("data", (chunk: Buffer) => (output += chunk));
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`trajscope on http://localhost:${PORT}`);
    expect(output).not.toContain("Building the dashboard");

    await page.goto(`http://127.0.0.1:${PORT}/`);
    const table = page.getByRole("table", { name: "Runs" });
    const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: RUN, exact: true }) });
    await expect(row).toBeVisible();
    const headers = await table.getByRole("columnheader").allInnerTexts();
    const trajectories = row.getByRole("cell").nth(headers.findIndex((h) => h.trim().toLowerCase() === "trajectories"));
    await expect(trajectories).toHaveText(lines.toLocaleString("en-US"));
    // Idle connections stay open longer than pooling clients keep them (a proxy's 60 s), not 5 s.
    const runs = await page.request.get(`http://127.0.0.1:${PORT}/api/runs`);
    expect(runs.headers()["keep-alive"]).toBe("timeout=65");
    await page.close();

    started.kill("SIGTERM");
    expect(await exited(started)).toBe(0);
    // The database is free: another command opens it (a re-ingest of the same file adds nothing).
    const { stdout } = await ingest();
    expect(stdout).toMatch(/ stored 0 · unchanged \d+ · rejected 0/);
  } finally {
    server?.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  }
});
