import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { trajectoryLine } from "@/test/ingest-files";
import { isLargeRewrite } from "@/lib/db/planner-statistics";
import { ingestSources } from "./pipeline";
import { openFileSource } from "../read-file";

// An ingest refreshes the planner's statistics when they do not know its run well, and keeps
// them when it adds a little to a run they know (lib/db/planner-statistics.ts). ANALYZE reads
// every row of tables this small, so the trajectories' row count in pg_class is the number of
// trajectories at the last refresh.
describe.each(DATABASE_KINDS)("planner statistics after an ingest on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    // Autovacuum must not refresh them behind the ingest's back.
    await test.db.sql.exec("ALTER TABLE trajectories SET (autovacuum_enabled = false)");
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-planner-statistics-"));
  });
  afterEach(() => test.dispose());

  let files = 0;
  async function ingestLines(run: string, lines: string[]) {
    const file = path.join(folder, `part-${(files += 1)}.jsonl`);
    await writeFile(file, lines.join("\n") + "\n");
    return ingestSources(test.db, [await openFileSource(file)], { run });
  }
  async function ingest(run: string, ids: string[], extra: Record<string, unknown> = {}) {
    const report = await ingestLines(
      run,
      ids.map((id) => trajectoryLine(id, extra)),
    );
    expect(report.stored).toBe(ids.length);
  }
  const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  async function counted() {
    const [row] = await test.db.sql.query<{ reltuples: number }>(
      "SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = 'trajectories'::regclass",
    );
    return row!.reltuples;
  }

  it("refreshes for a new run or one grown by more than a quarter, not for a small addition", async () => {
    await ingest("a", ids("a", 40));
    expect(await counted()).toBe(40);
    // 40 + 8 = 48: the statistics still count 40 / 48 = 83 % of run a.
    await ingest("a", ids("more-a", 8));
    expect(await counted()).toBe(40);
    // A run the statistics have never seen.
    await ingest("b", ids("b", 5));
    expect(await counted()).toBe(53);
    // Run a: 48 + 13 = 61, of which the statistics count 48 (79 %).
    await ingest("a", ids("yet-more-a", 13));
    expect(await counted()).toBe(66);
  });

  it("refreshes only the run's own columns for a run small beside the tables", async () => {
    const statistics = async (column: string) => {
      const [row] = await test.db.sql.query<{ stats: string | null }>(
        `SELECT concat_ws(' | ', most_common_vals::text, histogram_bounds::text) AS stats FROM pg_stats
         WHERE schemaname = current_schema() AND tablename = 'trajectories' AND attname = $1`,
        [column],
      );
      return row?.stats ?? null;
    };
    await ingest("large", ids("large", 200));
    const before = { runs: await statistics("run_id"), questions: await statistics("question") };
    expect(before.questions).toContain("q large");
    // 5 trajectories beside 200: the run columns are analysed, the questions' statistics kept.
    await ingest("small", ids("small", 5));
    expect(await counted()).toBe(205);
    const [small] = await test.db.sql.query<{ id: number }>("SELECT id FROM runs WHERE name = 'small'");
    expect(before.runs).not.toMatch(new RegExp(`\\b${small!.id}\\b`));
    expect(await statistics("run_id")).toMatch(new RegExp(`\\b${small!.id}\\b`));
    expect(await statistics("question")).toBe(before.questions);
    // 20 beside 205 is more than 5 %: whole tables.
    await ingest("medium", ids("medium", 20));
    expect(await statistics("question")).not.toBe(before.questions);
  });

  it("refreshes the trajectories' statistics after a label file rewrote a tenth of them or more", async () => {
    const run = "labelled";
    await ingest(run, ids("t", 200), { steps: [{ kind: "search", query: "q" }] });
    expect(await counted()).toBe(200);
    // The planner's estimate of the run's rows, as the list's estimated counts read it.
    const [{ id }] = (await test.db.sql.query<{ id: number }>("SELECT id FROM runs WHERE name = $1", [run])) as [
      { id: number },
    ];
    const estimate = async () => {
      const [plan] = await test.db.sql.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] | string }>(
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM trajectories WHERE run_id = ${Number(id)}`,
      );
      const json = plan!["QUERY PLAN"];
      return (typeof json === "string" ? JSON.parse(json) : json)[0].Plan["Plan Rows"] as number;
    };
    expect(await estimate()).toBe(200);
    // A judge's labels for every trajectory: each one's derived columns are rewritten in place.
    const labels = ids("t", 200).map((id) =>
      JSON.stringify({
        type: "labels",
        trajectory: id,
        labels: [{ source: "judge", step: 0, name: "over_search", value: true }],
      }),
    );
    const report = await ingestLines(run, labels);
    expect(report.rejected).toBe(0);
    const [flagged] = await test.db.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM trajectories WHERE has_over_search",
    );
    expect(flagged!.n).toBe(200);
    // Without this refresh the planner read the rewritten table as 375 rows of the run.
    expect(await estimate()).toBe(200);
    // The threshold: a tenth of the rows the statistics count.
    expect(await isLargeRewrite(test.db, 19)).toBe(false);
    expect(await isLargeRewrite(test.db, 20)).toBe(true);
  });
});
