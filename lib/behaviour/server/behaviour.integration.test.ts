import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEHAVIOUR_BITS, BEHAVIOURS, type TBehaviour } from "@/lib/behaviour/detectors";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { EMPTY_FILTER } from "@/lib/browse/filter";
import { listStepStats, refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { behaviourStatName } from "@/lib/dynamics/metrics";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { documentBlocks, normalizeR1Searcher } from "@/test/r1-searcher-file";
import { backfillPendingBehaviour } from "./backfill-behaviour";

// The detectors on a real run (R1-Searcher on Bamboogle, ingested as a user would), each flag
// counted here from the source file alone: queries and documents are the text between R1-Searcher's
// markers, the answer is the file's pred_ans, normalized with R1-Searcher's rule written out anew.
const FILE = path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl");
type TRecord = { question: string; answer: string | string[]; pred_ans: string; gen_text_store: string };

const queryKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\u00c0-\uffff]+/g, " ")
    .trim();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function expectedFlags(): Promise<Record<TBehaviour, number>> {
  const counts = Object.fromEntries(BEHAVIOURS.map((b) => [b, 0])) as Record<TBehaviour, number>;
  for (const line of (await readFile(FILE, "utf8")).split("\n").filter(Boolean)) {
    const r = JSON.parse(line) as TRecord;
    const queries = [...r.gen_text_store.matchAll(/<\|begin_of_query\|>([\s\S]*?)<\|end_of_query\|>/g)]
      .map((m) => queryKey(m[1]!))
      .filter(Boolean);
    const documents = documentBlocks(r.gen_text_store).map(normalizeR1Searcher);
    const answer = normalizeR1Searcher(r.pred_ans);
    const golds = [r.answer].flat();
    if (queries.length === 0) counts.no_search++;
    if (queries.some((q) => q.includes(queryKey(r.question)))) counts.copied_question++;
    if (new Set(queries).size < queries.length) counts.repeated_query++;
    if (answer !== "" && documents.length > 0 && !documents.some((d) => d.includes(answer))) {
      counts.unsupported_answer++;
    }
    const n = words(r.pred_ans);
    if (n >= 6 && n > 2 * Math.max(...golds.map(words))) counts.long_answer++;
  }
  return counts;
}

const flagSql = (b: TBehaviour) => `(behaviour_flags & ${BEHAVIOUR_BITS[b]}) <> 0`;

describe.each(DATABASE_KINDS)("behaviour detectors on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const report = await ingestSources(test.db, [await openFileSource(FILE)], { run: "bamboogle-behaviour" });
    expect(report).toMatchObject({ rejected: 0 });
    runId = report.runId;
  }, 180_000);
  afterAll(() => test.dispose());

  it("flags at ingest what the source file shows, and the list filter finds exactly those", async () => {
    const expected = await expectedFlags();
    const stored = Object.fromEntries(
      await Promise.all(
        BEHAVIOURS.map(async (b) => {
          const [row] = await test.db.sql.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 AND ${flagSql(b)}`,
            [runId],
          );
          return [b, row!.n];
        }),
      ),
    );
    // The file logs no reward, so nothing can have a reward without a right answer.
    expect(stored).toEqual({ ...expected, format_only_reward: 0 });
    // The real run shows these behaviours, so the comparison says something (its queries never copy
    // the question: the unit tests and the demo's e2e cover that one).
    for (const b of ["no_search", "repeated_query", "unsupported_answer", "long_answer"] as const) {
      expect([b, expected[b]]).not.toEqual([b, 0]);
    }
    for (const b of BEHAVIOURS) {
      const { count } = await countTrajectories(test.db, { runId, filter: { ...EMPTY_FILTER, flags: [b] } });
      expect([b, count]).toEqual([b, stored[b]]);
    }
  });

  it("follows each behaviour per training step as the share of flagged trajectories", async () => {
    // The file has no training steps: give it three, so the series have points.
    await test.db.sql.query(`UPDATE trajectories SET training_step = id % 3 WHERE run_id = $1`, [runId]);
    await refreshStepStats(test.db, runId);
    const stats = await listStepStats(test.db, { runId, names: BEHAVIOURS.map(behaviourStatName) });
    for (const b of BEHAVIOURS) {
      const expected = await test.db.sql.query<{ step: number; n: number; share: number }>(
        `SELECT training_step AS step, count(*)::int AS n, avg((${flagSql(b)})::int)::float8 AS share
         FROM trajectories WHERE run_id = $1 GROUP BY 1 ORDER BY 1`,
        [runId],
      );
      const series = stats.filter((s) => s.name === behaviourStatName(b));
      expect(series.map((s) => [s.trainingStep, s.count])).toEqual(expected.map((e) => [e.step, e.n]));
      series.forEach((s, i) => expect(s.mean).toBeCloseTo(expected[i]!.share, 12));
    }
    const [words] = await listStepStats(test.db, { runId, names: ["answer_words"] });
    expect(words?.mean).toBeGreaterThan(0);
  });

  it("fills a run stored before the column existed with the same values", async () => {
    const read = () =>
      test.db.sql.query<{ id: string; f: number | null }>(
        `SELECT id::text, behaviour_flags AS f FROM trajectories WHERE run_id = $1 ORDER BY id`,
        [runId],
      );
    const before = await read();
    await test.db.sql.query(`UPDATE trajectories SET behaviour_flags = NULL WHERE run_id = $1`, [runId]);
    await test.db.sql.query(`UPDATE runs SET behaviour_pending = true WHERE id = $1`, [runId]);
    expect(await backfillPendingBehaviour(test.db)).toEqual([{ run: "bamboogle-behaviour", trajectories: 125 }]);
    expect(await read()).toEqual(before);
    expect(await backfillPendingBehaviour(test.db)).toEqual([]);
  });
});
