import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun, listRuns } from "./runs";
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

    const runs = await listRuns(test.db);

    expect(runs.map((r) => [r.name, r.method, r.model, r.trajectoryCount])).toEqual([
      ["hiprag", "HiPRAG", null, 0],
      ["search-r1-baseline", "Search-R1", "Qwen2.5-7B", 2],
    ]);
    expect(runs[0]!.id).toBe(newer.id);
    expect(Date.parse(runs[1]!.createdAt)).not.toBeNaN();
  });
});
