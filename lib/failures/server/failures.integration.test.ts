import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { FAILURE_CELLS, failureCellFilter, type TFailureCell } from "@/lib/failures/cells";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { tryParseCorrectness, type TCorrectnessChoice } from "@/lib/metrics/process";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { documentBlocks, normalizeR1Searcher } from "@/test/r1-searcher-file";
import { backfillPendingGoldRetrieved } from "./backfill-gold";
import { getFailureCountsByDataset } from "./failure-counts";

// The four cells of a real run (R1-Searcher on Bamboogle, ingested as a user would), each checked
// against a count made here from the source file alone: the documents are the text between
// R1-Searcher's document markers, the answer normalization is R1-Searcher's rule written out
// anew (the run is scored with it), "right" is EM or GPT-4o's verdict as the file logs it.
const FILE = path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl");
type TRecord = { answer: string | string[]; pred_ans: string; gen_text_store: string; gpt4o_output: string };

async function expectedCells(right: (r: TRecord) => boolean) {
  const counts = Object.fromEntries(FAILURE_CELLS.map((c) => [c, 0])) as Record<TFailureCell, number>;
  let notApplicable = 0;
  for (const line of (await readFile(FILE, "utf8")).split("\n").filter(Boolean)) {
    const record = JSON.parse(line) as TRecord;
    const golds = [record.answer].flat().map(normalizeR1Searcher).filter(Boolean);
    const blocks = documentBlocks(record.gen_text_store);
    if (golds.length === 0 || blocks.length === 0) {
      notApplicable++;
      continue;
    }
    const found = blocks.some((b) => golds.some((g) => normalizeR1Searcher(b).includes(g)));
    const isRight = right(record);
    counts[found ? (isRight ? "retrieved_right" : "reading_failure") : isRight ? "from_memory" : "search_failure"]++;
  }
  return { counts, notApplicable };
}

const emRight = (r: TRecord) =>
  [r.answer].flat().some((g) => normalizeR1Searcher(g) === normalizeR1Searcher(r.pred_ans));
const judgeRight = (r: TRecord) => r.gpt4o_output.trim().toLowerCase() === "true";
const choiceOf = (text: string) => tryParseCorrectness(text) as TCorrectnessChoice;

describe.each(DATABASE_KINDS)("search vs reading failure on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const report = await ingestSources(test.db, [await openFileSource(FILE)], { run: "bamboogle-failures" });
    expect(report).toMatchObject({ rejected: 0 });
    runId = report.runId;
  }, 180_000);
  afterAll(() => test.dispose());

  it.each([
    ["em", emRight],
    ["verdict", judgeRight],
  ] as const)("counts the four cells under %s as the source file does", async (correct, right) => {
    const expected = await expectedCells(right);
    const [all, ...others] = await getFailureCountsByDataset(test.db, { runId, choice: choiceOf(correct) });
    expect(others).toEqual([]);
    expect(all).toMatchObject({ ...expected.counts, notApplicable: expected.notApplicable, undecided: 0 });
    expect(all!.trajectories).toBe(125);
    // Every cell is populated, so each comparison says something.
    for (const cell of FAILURE_CELLS) expect(expected.counts[cell]).toBeGreaterThan(0);
  });

  it("opens each cell as a list of exactly its count", async () => {
    const expected = await expectedCells(judgeRight);
    for (const cell of FAILURE_CELLS) {
      const filter = failureCellFilter(cell, { correct: "verdict" });
      const { count } = await countTrajectories(test.db, { runId, filter });
      expect([cell, count]).toEqual([cell, expected.counts[cell]]);
    }
  });

  it("fills a run stored before the column existed with the same values", async () => {
    const before = await test.db.sql.query<{ id: string; g: boolean | null }>(
      `SELECT id::text, gold_retrieved AS g FROM trajectories WHERE run_id = $1 ORDER BY id`,
      [runId],
    );
    await test.db.sql.query(`UPDATE trajectories SET gold_retrieved = NULL WHERE run_id = $1`, [runId]);
    await test.db.sql.query(`UPDATE runs SET gold_retrieved_pending = true WHERE id = $1`, [runId]);
    expect(await backfillPendingGoldRetrieved(test.db)).toEqual([{ run: "bamboogle-failures", trajectories: 125 }]);
    const after = await test.db.sql.query<{ id: string; g: boolean | null }>(
      `SELECT id::text, gold_retrieved AS g FROM trajectories WHERE run_id = $1 ORDER BY id`,
      [runId],
    );
    expect(after).toEqual(before);
    expect(await backfillPendingGoldRetrieved(test.db)).toEqual([]);
  });
});
