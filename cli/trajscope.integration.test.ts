import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/test/databases";
import { createTestDatabase } from "@/test/postgres-admin";

const BIN = path.join(import.meta.dirname, "..", "bin", "trajscope.mjs");

async function trajscope(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npx trajscope migrate", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("migrates PostgreSQL, then finds it up to date", async () => {
    const first = await trajscope(["migrate"], { DATABASE_URL: database.url });
    expect(first).toMatchObject({ code: 0, stderr: "" });
    const names = (await readMigrations(MIGRATIONS_DIR)).map((m) => m.name);
    expect(first.stdout).toContain(`Applied ${names.length} migration(s) to PostgreSQL at `);
    expect(first.stdout).toContain(names.join(", "));

    const second = await trajscope(["migrate"], { DATABASE_URL: database.url });
    expect(second.stdout).toMatch(/^Up to date: PostgreSQL at /);
  });

  it("says which database it cannot reach, without its password", async () => {
    const result = await trajscope(["migrate"], { DATABASE_URL: "postgresql://ada:s3cret@127.0.0.1:1/trajscope" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Cannot reach PostgreSQL at postgresql://ada:****@127.0.0.1:1/trajscope");
    expect(result.stderr).not.toContain("s3cret");
  });

  it("refuses a wrong command with the usage exit code", async () => {
    const result = await trajscope(["migarte"], {});
    expect(result.code).toBe(64);
    expect(result.stderr).toContain("unknown command 'migarte'");
  });
});
