import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { refreshRunStats } from "@/lib/runs/server/run-stats";
import { ingestProstepDemo } from "@/lib/ingest/server/demo";
import { refreshQuestionStats } from "@/lib/questions/server/question-stats";
import { createRun } from "@/lib/runs/server/runs";
import { seedBrowseRun } from "./seed-browse-run";
import { seedDemoFamily } from "./seed-demo";
import { seedJudgedRun } from "./seed-lists";
import { BROWSE_RUN, SEEDED_RUNS } from "./seeded-runs";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "r1-searcher-bamboogle-qwen.jsonl");

export async function seedE2eRuns(db: TDatabase): Promise<void> {
  await seedDemoFamily(db);
  await seedJudgedRun(db);
  const lines = (await readFile(FIXTURE, "utf8")).split("\n").filter(Boolean);
  for (const run of SEEDED_RUNS) {
    if (run.name === BROWSE_RUN.name) {
      await seedBrowseRun(db);
      continue;
    }
    const { id } = await createRun(db, { name: run.name, method: run.method, model: run.model });
    const rows = lines.slice(0, run.trajectories).map((line, i) => {
      const sample = JSON.parse(line) as { question: string; answer: string | string[]; pred_ans: string };
      return {
        runId: id,
        externalId: `bamboogle-${i}`,
        question: sample.question,
        goldenAnswers: [sample.answer].flat(),
        finalAnswer: sample.pred_ans,
        contentHash: `seed-${i}`,
      };
    });
    if (rows.length) await db.prisma.trajectory.createMany({ data: rows });
  }
  await (await import("./seed-compare")).seedCompareRuns(db);
  await (await import("./seed-annotate")).seedAnnotateRun(db);
  await (await import("./seed-set-aside")).seedSetAsideRun(db);
  // These runs were written directly, not ingested: summarise them as ingest's end does (the
  // browse run's per-step aggregates were refreshed by seedCompareRuns).
  for (const run of SEEDED_RUNS) {
    const { id } = await db.prisma.run.findUniqueOrThrow({ where: { name: run.name }, select: { id: true } });
    await refreshRunStats(db, id);
  }
  await (await import("./seed-judged")).seedJudgedRun(db);
  await ingestProstepDemo(db, path.join(import.meta.dirname, ".."));
  await (await import("./seed-trl")).seedTrlRun(db);
  // Several seeds write trajectories directly, not through ingest: every run's questions are
  // summarised as ingest's end does (lib/questions/server/question-stats.ts), so the questions
  // page of any seeded run reads what it would after an ingest.
  for (const { id } of await db.sql.query<{ id: number }>(`SELECT id FROM runs ORDER BY id`)) {
    await refreshQuestionStats(db, id);
  }
}
