import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import { trajectoryLine, writeSyntheticFile } from "@/test/ingest-files";
import { DATABASE_KINDS, MIGRATIONS_DIR, type TDatabaseKind } from "@/test/databases";
import { createTestDatabase } from "@/test/postgres-admin";

const BIN = path.join(import.meta.dirname, "..", "bin", "trajscope.mjs");
// Each test starts the CLI (on PGlite it migrates a new database first) on a shared, busy machine.
const CLI_TIMEOUT = { timeout: 240_000 };

/** The CLI as a user runs it (heap cap included), on PostgreSQL (a URL) or PGlite (a data folder). */
function trajscope(args: string[], database: { url?: string; dataDir?: string }, cwd: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...env, ...(database.url ? { DATABASE_URL: database.url } : { TRAJSCOPE_DATA_DIR: database.dataDir }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let [stdout, stderr] = ["", ""];
  child.stdout.on("data", (d: Buffer) => (stdout += d));
  child.stderr.on("data", (d: Buffer) => (stderr += d));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

// Issue 14 items 2 and 11, end to end through `trajscope ingest`.
describe.each(DATABASE_KINDS)("trajscope ingest on %s", (kind: TDatabaseKind) => {
  let folder: string;
  let database: { url?: string; dataDir?: string };
  let drop = async () => {};
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-cli-"));
    if (kind === "postgres") {
      const created = await createTestDatabase();
      database = { url: created.url };
      drop = created.drop;
    } else database = { dataDir: path.join(folder, "pglite") };
  });
  afterAll(() => drop());

  it("exits 65 and names each file it could not read, after storing the others", CLI_TIMEOUT, async () => {
    await writeFile(
      path.join(folder, "blob.jsonl"),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
    );
    await writeFile(path.join(folder, "empty.jsonl"), "");
    await writeFile(path.join(folder, "items.json"), JSON.stringify([{ a: 1 }, { b: 2 }]));
    await writeFile(path.join(folder, "good.jsonl.gz"), gzipSync(`${trajectoryLine("g1")}\n${trajectoryLine("g2")}\n`));
    const files = ["blob.jsonl", "empty.jsonl", "items.json", "good.jsonl.gz"].map((f) => path.join(folder, f));
    const result = await trajscope(["ingest", ...files, "--run", "mixed", "--rejects", "mixed.jsonl"], database, folder)
      .exited;
    expect(result.code).toBe(65);
    expect(result.stdout).toContain("stored 2");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(`${files[0]} (format not recognised)`);
    expect(result.stderr).toContain(`${files[1]} (empty)`);
    expect(result.stderr).toContain(`${files[2]} (format not recognised)`);
    expect(result.stderr).not.toContain("good.jsonl.gz");
  });

  it(
    "rejects a 50 MB record to the rejects file and stores the 10 lines around it, under the heap cap",
    CLI_TIMEOUT,
    async () => {
      const file = path.join(folder, "huge.jsonl");
      const out = createWriteStream(file);
      for (let i = 0; i < 5; i += 1) out.write(`${trajectoryLine(`a${i}`)}\n`);
      // Written in pieces: the test itself never holds the 50 MB line either.
      out.write(trajectoryLine("huge", { response: "" }).replace(/""}$/, '"'));
      for (let i = 0; i < 50; i += 1) out.write("x".repeat(1024 * 1024));
      out.write('"}\n');
      for (let i = 0; i < 5; i += 1) out.write(`${trajectoryLine(`b${i}`)}\n`);
      out.end();
      await finished(out);

      const result = await trajscope(
        ["ingest", file, "--run", "huge", "--rejects", "huge-rejects.jsonl", "--json"],
        database,
        folder,
      ).exited;
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        read: 11,
        stored: 10,
        rejected: 1,
        rejectsFile: "huge-rejects.jsonl",
      });
      const rejects = (await readFile(path.join(folder, "huge-rejects.jsonl"), "utf8"))
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(rejects).toEqual([
        expect.objectContaining({ file, line: 6, reason: expect.stringMatching(/^line of 50\.0 MB is over/) }),
      ]);
    },
  );

  it("exits 65 when every line of a recognised file is rejected, naming the rejects file", CLI_TIMEOUT, async () => {
    // Canonical records whose every line fails validation: the format is known, nothing is usable.
    const file = path.join(folder, "all-bad.jsonl");
    const bad = (id: string) => trajectoryLine(id, { question: 17 });
    await writeFile(file, `${bad("x1")}\n${bad("x2")}\n${bad("x3")}\n`);
    const result = await trajscope(["ingest", file, "--run", "all-bad", "--rejects", "all-bad.jsonl"], database, folder)
      .exited;
    expect(result.code).toBe(65);
    expect(result.stderr.trim()).toBe(
      "trajscope ingest: every line read (3) was rejected and nothing was stored; the reasons are in all-bad.jsonl",
    );
    const rejects = (await readFile(path.join(folder, "all-bad.jsonl"), "utf8")).trim().split("\n");
    expect(rejects.map((l) => JSON.parse(l).line)).toEqual([1, 2, 3]);
  });
});

describe("trajscope ingest when PostgreSQL drops its connections mid-ingest", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: TDatabase;
  let file: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase({ kind: "postgres", url: database.url });
    await migrateDatabase(db, MIGRATIONS_DIR);
    file = await writeSyntheticFile("trajscope-restart-", { count: 3000, seed: 11 });
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const stored = async () => (await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM trajectories`))[0]!.n;

  it("ends with one line saying to run it again, and running it again finishes the job", CLI_TIMEOUT, async () => {
    const cwd = path.dirname(file);
    const ingest = trajscope(["ingest", file, "--run", "r", "--batch-size", "100"], { url: database.url }, cwd);
    let running = true;
    const exited = ingest.exited.finally(() => (running = false));
    while ((await stored()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // What a restart does to every session: the server terminates it (SQLSTATE 57P01). Again
    // until the command stops: a session idle in the pool between two batches is replaced unseen,
    // and only one terminated inside a batch's transaction loses the connection mid-ingest.
    while (running) {
      await db.sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const failed = await exited;
    expect(failed.code).toBe(1);
    const lines = failed.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^trajscope ingest: lost the connection to the database mid-ingest \(.+\)\..*run the same command again\.$/,
    );
    expect(await stored()).toBeLessThan(3000);

    const again = await trajscope(["ingest", file, "--run", "r", "--batch-size", "100"], { url: database.url }, cwd)
      .exited;
    expect(again.code).toBe(0);
    expect(await stored()).toBe(3000);
  });
});
