import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TTestDatabase } from "@/test/databases";

// Ready for Citus (ARCHITECTURE.md, "Growing beyond one machine"): every table that holds a run's
// rows is distributed on run_id, every other table is a reference table copied to each worker.
// Citus then requires what this file checks on the schema the migrations build, so that the day a
// lab distributes its database nothing has to be redesigned:
// - a distributed table's primary and unique keys include run_id (uniqueness is per shard);
// - a foreign key between two distributed tables includes run_id on both sides (colocated shards);
// - a reference table never points at a distributed one (Citus refuses that key);
// - a query joining two per-run tables joins them on run_id, so one run's query stays on one shard.

type TColumnKey = { table: string; name: string; columns: string[] };
type TForeignKey = TColumnKey & { references: string; referencedColumns: string[] };

const ROOT = path.join(import.meta.dirname, "../..");

let database: TTestDatabase;
let perRun: Set<string>;
let reference: Set<string>;
let keys: (TColumnKey & { kind: "primary" | "unique" })[];
let foreignKeys: TForeignKey[];

beforeAll(async () => {
  database = await openTestDatabase("postgres");
  const { sql } = database.db;
  const tables = await sql.query<{ name: string; has_run: boolean }>(
    `SELECT c.relname AS name,
            EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'run_id' AND NOT a.attisdropped) AS has_run
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`,
  );
  perRun = new Set(tables.filter((t) => t.has_run).map((t) => t.name));
  reference = new Set(tables.filter((t) => !t.has_run).map((t) => t.name));
  // Unique indexes too, not only constraints: Citus enforces both per shard.
  keys = await sql.query(
    `SELECT t.relname AS table, i.relname AS name, CASE WHEN x.indisprimary THEN 'primary' ELSE 'unique' END AS kind,
            array(SELECT a.attname::text FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k) AS columns
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique AND t.relname <> '_prisma_migrations'`,
  );
  foreignKeys = await sql.query(
    `SELECT t.relname AS table, c.conname AS name, r.relname AS references,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS columns,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, o)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS "referencedColumns"
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f'`,
  );
});

afterAll(() => database?.dispose());

describe("the schema is ready to distribute by run", () => {
  it("holds the tables ARCHITECTURE.md distributes and keeps as reference", () => {
    // A new table lands in one of the two groups by having run_id or not; the document's calls
    // must name every one of them.
    const architecture = readFileSync(path.join(ROOT, "ARCHITECTURE.md"), "utf8");
    for (const table of perRun) expect(architecture).toContain(`create_distributed_table('${table}', 'run_id'`);
    for (const table of reference) expect(architecture).toContain(`create_reference_table('${table}')`);
    expect(perRun).toContain("trajectories");
    expect(reference).toContain("runs");
  });

  it("has run_id in every primary and unique key of a per-run table", () => {
    const perRunKeys = keys.filter((key) => perRun.has(key.table));
    expect(
      perRunKeys
        .filter((key) => key.kind === "primary")
        .map((key) => key.table)
        .sort(),
    ).toEqual([...perRun].sort());
    expect(perRunKeys.filter((key) => !key.columns.includes("run_id"))).toEqual([]);
  });

  it("joins per-run tables by foreign keys that carry run_id on both sides", () => {
    const betweenRuns = foreignKeys.filter((fk) => perRun.has(fk.table) && perRun.has(fk.references));
    expect(betweenRuns.length).toBeGreaterThan(0);
    const withoutRun = betweenRuns.filter((fk) => {
      const at = fk.columns.indexOf("run_id");
      return at < 0 || fk.referencedColumns[at] !== "run_id";
    });
    expect(withoutRun).toEqual([]);
  });

  it("never points from a reference table at a per-run table", () => {
    expect(foreignKeys.filter((fk) => reference.has(fk.table) && perRun.has(fk.references))).toEqual([]);
  });
});

// --- query paths --------------------------------------------------------------------------------

function serverSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "reference" ? [] : serverSources(rel);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && rel.includes("/server/") ? [rel] : [];
  });
}

/**
 * Every `JOIN <per-run table> [alias] ON …` in the server code, with its condition up to the next
 * clause. Joins of a CTE are not listed: the CTE's own joins are, and its rows are one run's.
 */
function joinsOf(source: string, tables: Set<string>): { table: string; on: string }[] {
  const found: { table: string; on: string }[] = [];
  const join =
    /\bJOIN\s+(\w+)(?:\s+(?:AS\s+)?(?!ON\b|USING\b)\w+)?\s+(ON|USING)\b([\s\S]*?)(?=\b(?:LEFT|RIGHT|INNER|FULL|CROSS|JOIN|WHERE|GROUP|ORDER|LIMIT|UNION|WINDOW|HAVING)\b|\)\s*(?:,|SELECT|$)|`|$)/gi;
  for (const match of source.matchAll(join)) {
    if (tables.has(match[1]!))
      found.push({ table: match[1]!, on: `${match[2]}${match[3]}`.replace(/\s+/g, " ").trim() });
  }
  return found;
}

describe("query paths stay within a run", () => {
  it("finds the joins it checks", () => {
    // The matcher itself, on the shapes the code uses.
    const tables = new Set(["steps", "labels"]);
    expect(
      joinsOf("FROM trajectories t JOIN steps s ON s.run_id = t.run_id AND s.trajectory_id = t.id WHERE", tables),
    ).toEqual([{ table: "steps", on: "ON s.run_id = t.run_id AND s.trajectory_id = t.id" }]);
    expect(joinsOf("LEFT JOIN labels USING (run_id, trajectory_id) ORDER BY 1", tables)).toEqual([
      { table: "labels", on: "USING (run_id, trajectory_id)" },
    ]);
    expect(joinsOf("LEFT JOIN step_labels sl ON sl.trajectory_id = s.trajectory_id", tables)).toEqual([]);
  });

  it("joins two per-run tables only on run_id", () => {
    const files = serverSources("lib");
    expect(files.length).toBeGreaterThan(10);
    const joins = files.flatMap((file) =>
      joinsOf(readFileSync(path.join(ROOT, file), "utf8"), perRun).map((join) => ({ file, ...join })),
    );
    expect(joins.length).toBeGreaterThan(5);
    expect(joins.filter((join) => !/\brun_id\b/.test(join.on))).toEqual([]);
  });
});
