import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestLines, trajectoryLine } from "@/test/ingest-files";
import { backfillPendingRuns } from "./backfill-pending";

// The backfills rewrite every row of the runs they fill; the last step vacuums the table, so that
// index-only scans read no row from it (its pages all-visible again), as before the rewrite.

describe.each(DATABASE_KINDS)("the pending backfills on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const lines = Array.from({ length: 400 }, (_, i) =>
      trajectoryLine(`t${i}`, { step: i % 4, final_answer: i % 3 ? "Paris" : "Lyon" }),
    );
    await ingestLines(test.db, "filled", lines);
  }, 120_000);
  afterAll(() => test?.dispose());

  const pages = async () => {
    const [row] = await test.db.sql.query<{ pages: number; visible: number }>(
      `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = 'trajectories'::regclass`,
    );
    return row!;
  };

  it("vacuums the trajectories after filling a run, and says so", async () => {
    await test.db.sql.query(`UPDATE runs SET step_counts_pending = true, reward_features_pending = true`);
    await test.db.sql.exec(`ANALYZE trajectories`);
    // Written and not vacuumed: no page is known all-visible.
    const before = await pages();
    expect(before.pages).toBeGreaterThan(0);
    expect(before.visible).toBeLessThan(before.pages);

    const lines: string[] = [];
    await backfillPendingRuns(test.db, (line) => lines.push(line));
    expect(lines.filter((line) => line.startsWith("Vacuumed the trajectories after rewriting 800 rows"))).toHaveLength(
      1,
    );
    const after = await pages();
    expect(after.visible).toBe(after.pages);
    expect(after.pages).toBeGreaterThan(0);
  });

  it("leaves the table alone when nothing was pending", async () => {
    const lines: string[] = [];
    await backfillPendingRuns(test.db, (line) => lines.push(line));
    expect(lines).toEqual([]);
  });
});
