// A run whose every answer carries a judge's verdict: R1-Searcher's real Bamboogle samples with
// their GPT-4o verdicts (test/fixtures/real), ingested through the real pipeline, so EM is what
// ingest computes and the verdicts are `answer_correct` labels as the adapter writes them.
import type { TDatabase } from "@/lib/db/connection";
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
}
