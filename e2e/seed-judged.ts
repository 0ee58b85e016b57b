// A run whose every answer carries a judge's verdict: R1-Searcher's real Bamboogle samples with
// their GPT-4o verdicts (test/fixtures/real), ingested through the real pipeline, so EM is what
// ingest computes and the verdicts are `answer_correct` labels as the adapter writes them. A second
// judge's file then marks search decisions (JUDGED_RUN.searchJudge), so the overview's "flawed but
// correct" has something to count under either correctness.
import type { TDatabase } from "@/lib/db/connection";
import { batchSource } from "@/lib/ingest/http-batch";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { JUDGED_RUN } from "./seed-judged-run";

export async function seedJudgedRun(db: TDatabase): Promise<void> {
  await ingestSources(db, [await openFileSource(JUDGED_RUN.file)], {
    run: JUDGED_RUN.name,
    metadata: { method: "R1-Searcher", model: "Qwen-2.5-7B-Base" },
  });
  // Older than the runs other specs list first: the runs page shows newest first.
  await db.prisma.run.update({ where: { name: JUDGED_RUN.name }, data: { createdAt: new Date(Date.UTC(2024, 0, 1)) } });
  await seedSearchDecisions(db);
}

/** over_search on each trajectory's first search step, true on every third file line: a labels file, as a judge's would arrive. */
async function seedSearchDecisions(db: TDatabase): Promise<void> {
  const firstSearches = await db.sql.query<{ external_id: string; source_line: number; step: number }>(
    `SELECT t.external_id, t.source_line, min(s.index)::int AS step
     FROM trajectories t JOIN runs r ON r.id = t.run_id
     JOIN steps s ON s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind = 'search'
     WHERE r.name = $1 GROUP BY t.external_id, t.source_line ORDER BY t.source_line`,
    [JUDGED_RUN.name],
  );
  const { source, everyNthLine } = JUDGED_RUN.searchJudge;
  const lines = firstSearches.map((t) =>
    JSON.stringify({
      type: "labels",
      trajectory: t.external_id,
      labels: [{ step: t.step, source, name: "over_search", value: t.source_line % everyNthLine === 0 }],
    }),
  );
  const report = await ingestSources(db, [batchSource(new TextEncoder().encode(lines.join("\n")))], {
    run: JUDGED_RUN.name,
  });
  if (lines.length === 0 || report.rejected > 0)
    throw new Error(`search decisions not seeded: ${JSON.stringify(report)}`);
}
