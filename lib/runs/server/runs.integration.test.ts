import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshRunStats } from "./run-stats";
import { createRun, getRunByName, listRuns, upsertRun } from "./runs";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";

describe.each(DATABASE_KINDS)("runs on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it("lists runs newest first with their trajectory counts", async () => {
    expect(await listRuns(test.db)).toEqual([]);
    const older = await createRun(test.db, { name: "search-r1-baseline", method: "Search-R1", model: "Qwen2.5-7B" });
    const newer = await createRun(test.db, { name: "hiprag", method: "HiPRAG" });
    await test.db.prisma.trajectory.createMany({
      data: ["a", "b"].map((externalId) => ({
        runId: older.id,
        externalId,
        question: "who wrote hamlet?",
        contentHash: externalId,
      })),
    });
    // Written directly, not ingested: summarised as ingest's end does.
    await refreshRunStats(test.db, older.id);

    const runs = await listRuns(test.db);

    expect(runs.map((r) => [r.name, r.method, r.model, r.trajectoryCount])).toEqual([
      ["hiprag", "HiPRAG", null, 0],
      ["search-r1-baseline", "Search-R1", "Qwen2.5-7B", 2],
    ]);
    expect(runs[0]!.id).toBe(newer.id);
    expect(Date.parse(runs[1]!.createdAt)).not.toBeNaN();
  });

  it("upserts a run: creates it, leaves it alone when nothing changes, replaces what is given", async () => {
    const metadata = { method: "HiPRAG", tags: ["study:lambda", "variant:0.3"], config: { normalization: "hiprag" } };
    const created = await upsertRun(test.db, "upsert-me", metadata);
    expect(created.changed).toBe(true);
    expect(await upsertRun(test.db, "upsert-me", { ...metadata, model: null })).toEqual({
      id: created.id,
      changed: false,
    });
    expect(await upsertRun(test.db, "upsert-me", { model: "Qwen2.5-3B", tags: ["variant:0.5"] })).toEqual({
      id: created.id,
      changed: true,
    });
    const stored = await test.db.sql.query(
      `SELECT name, method, model, algorithm, config, tags, notes, updated_at >= created_at AS touched
       FROM runs WHERE id = $1`,
      [created.id],
    );
    const expected = {
      name: "upsert-me",
      method: "HiPRAG",
      model: "Qwen2.5-3B",
      algorithm: null,
      config: { normalization: "hiprag" },
      tags: ["variant:0.5"],
      notes: null,
    };
    expect(stored).toEqual([{ ...expected, touched: true }]);
    expect(await getRunByName(test.db, "upsert-me")).toEqual({ id: created.id, ...expected });
    expect(await getRunByName(test.db, "no such run")).toBeNull();
  });
});
