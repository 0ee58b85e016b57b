import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listRuns } from "@/lib/db/runs";
import { openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestDemoRuns } from "./demo";

describe("the demo runs npm start adds to an empty database", () => {
  let test: TTestDatabase | undefined;
  afterEach(() => test?.dispose());

  it("are the shipped real rollouts, all stored", async () => {
    test = await openTestDatabase("pglite");
    await ingestDemoRuns(test.db, path.join(import.meta.dirname, "..", ".."));
    const runs = await listRuns(test.db);
    expect(runs.map((r) => [r.name, r.method, r.trajectoryCount]).sort()).toEqual([
      ["demo-r1-searcher-bamboogle", "R1-Searcher", 125],
      ["demo-search-r1-cases", "Search-R1", 2],
    ]);
  });
});
