import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getRunByName, listRuns } from "@/lib/runs/server/runs";
import { DEMO_PROFILES } from "@/lib/demo";
import { openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestDemoFamily, ingestDemoRuns } from "./demo";

describe("the demo runs npm start adds to an empty database", () => {
  let test: TTestDatabase | undefined;
  afterEach(() => test?.dispose());

  // The whole first-start demo (~6,000 trajectories): seconds on an idle machine, but give it room.
  it(
    "are the shipped real rollouts and the synthetic family, all stored with their run records",
    { timeout: 180_000 },
    async () => {
      test = await openTestDatabase("pglite");
      await ingestDemoRuns(test.db, path.join(import.meta.dirname, "..", "..", ".."));
      const runs = await listRuns(test.db);
      // Family: 300 steps × 2 written + the shared evaluation of 17 + 100 + 125 questions.
      const family = DEMO_PROFILES.map((p) => [p.run, p.method, 300 * 2 + 242]);
      expect(runs.map((r) => [r.name, r.method, r.trajectoryCount]).sort()).toEqual(
        [
          ["demo-r1-searcher-bamboogle", "R1-Searcher", 125],
          ["demo-search-r1-cases", "Search-R1", 2],
          ["demo-pro-step-trees", "PRO-Step", 0],
          ...family,
        ].sort(),
      );
      const lines = (file: string) =>
        readFileSync(path.join(import.meta.dirname, "../../../demo", file), "utf8")
          .split("\n")
          .filter(Boolean).length;
      const [trees] = await test.db.sql.query<{ nodes: number; pairs: number }>(
        `SELECT (SELECT count(*)::int FROM tree_nodes) AS nodes, (SELECT count(*)::int FROM preference_pairs) AS pairs`,
      );
      expect(trees).toEqual({ nodes: lines("prostep-tree-nodes.jsonl"), pairs: lines("prostep-dpo-pairs.jsonl") });
      const full = await getRunByName(test.db, "demo-search-p1");
      expect(full?.tags).toEqual(expect.arrayContaining(["study:search-p1", "variant:full"]));
      expect(full?.config).toMatchObject({ reward: { preset: "search-p1", weights: { lambda_p: 0.3 } } });
    },
  );

  it("can be ingested smaller, run by run, from generated records without files", async () => {
    test = await openTestDatabase("pglite");
    const seen: string[] = [];
    const done = await ingestDemoFamily(
      test.db,
      { steps: 4, perStep: 2, evalQuestions: 5, runs: ["demo-search-r1", "demo-hiprag"] },
      ({ run }) => seen.push(run),
    );
    expect(seen).toEqual(["demo-search-r1", "demo-hiprag"]);
    expect(done.map((d) => d.report.rejected)).toEqual([0, 0]);
    const [stats] = await test.db.sql.query<{ n: number }>(
      `SELECT count(DISTINCT training_step)::int AS n FROM step_stats s JOIN runs r ON r.id = s.run_id
       WHERE r.name = 'demo-hiprag' AND s.name = 'turns/success'`,
    );
    expect(stats?.n).toBeGreaterThan(0);
  });
});
