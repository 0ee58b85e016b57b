import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBrowseRun } from "@/e2e/seed-browse-run";
import { BROWSE_RUN } from "@/e2e/seeded-runs";
import { GET as getMetrics } from "@/app/api/runs/[runId]/metrics/route";
import { GET as getWhatIf } from "@/app/api/runs/[runId]/what-if/route";
import { openDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import { specQueryString, parseSpec, type TSpecInput } from "@/lib/what-if/spec";
import { MIGRATIONS_DIR } from "@/test/databases";
import { createTestDatabase } from "@/test/postgres-admin";
import { COMMANDS } from "../main";

// `trajscope metrics` and the endpoints behind the what-if page print the same numbers: the CLI
// runs as its own process on the same database, the endpoints are called in this one.
const ROOT = path.join(import.meta.dirname, "..", "..");
const RUN = BROWSE_RUN.name;
const SPECS: TSpecInput[] = [
  { preset: "hiprag", weights: "lambda_p=0.3,variant=released-code" },
  { formula: "w_fmt * c.format - w_path * c.path + 0.1 * em", weights: "w_path=0.5" },
];

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  // Through the trajscope binary once the command is registered; until then, the command itself.
  const registered = COMMANDS.some((command) => command.name === "metrics");
  const entry = registered
    ? [path.join(ROOT, "bin", "trajscope.mjs"), "metrics", ...args]
    : [
        "--import",
        path.join(ROOT, "bin", "register.mjs"),
        "--input-type=module",
        "-e",
        `const { metricsCommand } = await import(${JSON.stringify(path.join(ROOT, "cli/commands/metrics.ts"))});
         await metricsCommand.run(process.argv.slice(1));`,
        "--",
        ...args,
      ];
  const { stdout } = await promisify(execFile)(process.execPath, entry, { env, cwd: ROOT, maxBuffer: 1 << 26 });
  return stdout;
}

async function endpoint(handler: typeof getMetrics, url: string) {
  const response = await handler(new NextRequest(new URL(url, "http://localhost")), {
    params: Promise.resolve({ runId: RUN }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

const withoutTiming = ({ timing: _timing, ...rest }: { timing?: unknown }) => rest;

describe.each(["postgres", "pglite"] as const)("trajscope metrics on %s", (kind) => {
  const env: NodeJS.ProcessEnv = { ...process.env, TRAJSCOPE_ROOT: ROOT };
  let cleanup = async () => {};
  const globalDb = globalThis as { trajscopeDb?: Promise<{ close(): Promise<void> }> };
  beforeAll(async () => {
    if (kind === "postgres") {
      const created = await createTestDatabase();
      env.DATABASE_URL = created.url;
      cleanup = created.drop;
    } else {
      const dir = await mkdtemp(path.join(os.tmpdir(), "trajscope-metrics-"));
      delete env.DATABASE_URL;
      env.TRAJSCOPE_DATA_DIR = dir;
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
    const db = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.TRAJSCOPE_DATA_DIR! },
    );
    await migrateDatabase(db, MIGRATIONS_DIR);
    await seedBrowseRun(db);
    await db.close();
  }, 120_000);
  afterAll(async () => {
    await (await globalDb.trajscopeDb)?.close();
    globalDb.trajscopeDb = undefined;
    await cleanup();
  });

  it("prints the numbers the endpoints serve", async () => {
    // One at a time: the embedded database admits one process.
    const printed: { metrics: unknown; whatIf: unknown }[] = [];
    for (const args of [
      [],
      ...SPECS.map((spec) => Object.entries(spec).flatMap(([k, v]) => [`--${k}`, v as string])),
    ]) {
      printed.push(JSON.parse(await cli(["--run", RUN, "--json", ...args], env)));
    }
    const text = await cli(
      ["--run", RUN, ...Object.entries(SPECS[0]!).flatMap(([k, v]) => [`--${k}`, v as string])],
      env,
    );
    // The app's database is the one the CLI used, opened in this process once the CLI has finished.
    process.env.DATABASE_URL = env.DATABASE_URL ?? "";
    process.env.TRAJSCOPE_DATA_DIR = env.TRAJSCOPE_DATA_DIR ?? "";
    const metrics = await endpoint(getMetrics, `/api/runs/${RUN}/metrics`);
    expect(printed[0]!.metrics).toEqual(metrics);
    expect(printed[0]!.whatIf).toBeNull();
    for (const [i, input] of SPECS.entries()) {
      const served = await endpoint(getWhatIf, `/api/runs/${RUN}/what-if${specQueryString(parseSpec(input))}`);
      expect(printed[i + 1]!.metrics).toEqual(metrics);
      expect(withoutTiming(printed[i + 1]!.whatIf as { timing?: unknown })).toEqual(withoutTiming(served));
      expect((served as { flips: { flips: number } }).flips.flips).toBeGreaterThan(0);
    }
    const hiprag = printed[1]!.whatIf as { recomputed: { mean: number }; flips: { flips: number } };
    expect(text).toContain(`mean reward`);
    expect(text).toContain(hiprag.recomputed.mean.toFixed(4));
    expect(text).toContain(`rank flips: ${hiprag.flips.flips} pairs`);
  }, 180_000);
});
