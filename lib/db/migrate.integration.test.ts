import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { migrateDatabase, readMigrations } from "./migrate";
import { DATABASE_KINDS, MIGRATIONS_DIR, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestDatabase } from "@/test/postgres-admin";

async function migrationFolder(migrations: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "trajscope-migrations-"));
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe.each(DATABASE_KINDS)("migrations on %s", (kind) => {
  let test: TTestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  it("applies every migration once and records it as Prisma Migrate does", async () => {
    test = await openTestDatabase(kind, { migrate: false });
    const first = await migrateDatabase(test.db, MIGRATIONS_DIR);
    const second = await migrateDatabase(test.db, MIGRATIONS_DIR);

    const names = (await readMigrations(MIGRATIONS_DIR)).map((m) => m.name);
    expect(first.applied).toEqual(names);
    expect(second).toEqual({ applied: [], alreadyApplied: names, modified: [] });
    const rows = await test.db.sql.query<{ migration_name: string; checksum: string; applied_steps_count: number }>(
      `SELECT migration_name, checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const firstSql = await readFile(path.join(MIGRATIONS_DIR, names[0]!, "migration.sql"), "utf8");
    expect(rows).toHaveLength(names.length);
    expect(rows[0]).toEqual({
      migration_name: names[0],
      checksum: createHash("sha256").update(firstSql).digest("hex"),
      applied_steps_count: 1,
    });
  });

  it("rolls a failing migration back whole and says which one failed", async () => {
    test = await openTestDatabase(kind, { migrate: false });
    const dir = await migrationFolder({
      "1_ok": `CREATE TABLE "a" ("id" INTEGER);`,
      "2_broken": `CREATE TABLE "b" ("id" INTEGER); SELECT * FROM "no_such_table";`,
    });
    await expect(migrateDatabase(test.db, dir)).rejects.toThrow(/Migration 2_broken failed and was rolled back/);
    const tables = await test.db.sql.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relname IN ('a', 'b') ORDER BY relname`,
    );
    expect(tables.map((t) => t.relname)).toEqual(["a"]);
  });

  it("reports an applied migration whose file has changed, without running it again", async () => {
    test = await openTestDatabase(kind, { migrate: false });
    const dir = await migrationFolder({ "1_first": `CREATE TABLE "a" ("id" INTEGER);` });
    await migrateDatabase(test.db, dir);
    await writeFile(path.join(dir, "1_first", "migration.sql"), `CREATE TABLE "a" ("id" BIGINT);`);
    expect(await migrateDatabase(test.db, dir)).toEqual({
      applied: [],
      alreadyApplied: ["1_first"],
      modified: ["1_first"],
    });
  });

  it("reads only the pending migrations' files once the applied ones need no check", async () => {
    test = await openTestDatabase(kind, { migrate: false });
    const dir = await migrationFolder({ "1_first": `CREATE TABLE "a" ("id" INTEGER);` });
    await migrateDatabase(test.db, dir);
    // The applied migration's file is gone: reading it would fail, so it is not read.
    await rm(path.join(dir, "1_first", "migration.sql"));
    await mkdir(path.join(dir, "2_second"));
    await writeFile(path.join(dir, "2_second", "migration.sql"), `CREATE TABLE "b" ("id" INTEGER);`);
    expect(await migrateDatabase(test.db, dir, { checkApplied: false })).toEqual({
      applied: ["2_second"],
      alreadyApplied: ["1_first"],
      modified: [],
    });
    const tables = await test.db.sql.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relname IN ('a', 'b') ORDER BY relname`,
    );
    expect(tables.map((t) => t.relname)).toEqual(["a", "b"]);
  });
});

describe("migrations on PostgreSQL from two processes at once", () => {
  it("applies each migration exactly once", async () => {
    const created = await createTestDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ kind: "postgres", url: created.url }),
      openDatabase({ kind: "postgres", url: created.url }),
    ]);
    try {
      const results = await Promise.all([migrateDatabase(a, MIGRATIONS_DIR), migrateDatabase(b, MIGRATIONS_DIR)]);
      const appliedTwice = results.flatMap((r) => r.applied);
      const names = (await readMigrations(MIGRATIONS_DIR)).map((m) => m.name);
      expect(appliedTwice.sort()).toEqual(names);
      const [{ count }] = (await a.sql.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "_prisma_migrations"`,
      )) as [{ count: number }];
      expect(count).toBe(names.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await created.drop();
    }
  });
});
