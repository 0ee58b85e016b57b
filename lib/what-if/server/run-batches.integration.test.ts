import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { forEachBatch, mapBatches, type TBatch, type TSession } from "./run-batches";

const BATCHES: TBatch[] = Array.from({ length: 7 }, (_, i) => ({ lo: String(i * 10), hi: String(i * 10 + 10) }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)("run batches on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.dispose());

  // Batch 0 finishes last of the first few: on PostgreSQL the other connection runs ahead of it.
  const work = async (sql: TSession, batch: TBatch) => {
    if (batch.lo === "0") await sleep(50);
    const [row] = await sql.query<{ lo: string }>("SELECT $1::text AS lo", [batch.lo]);
    return row!.lo;
  };

  it("hands each batch's result on in batch order, whatever order they finished in", async () => {
    const consumed: string[] = [];
    await forEachBatch(test.db, BATCHES, work, (lo) => consumed.push(lo));
    expect(consumed).toEqual(BATCHES.map((b) => b.lo));
    expect(await mapBatches(test.db, BATCHES, work)).toEqual(consumed);
  });
});
