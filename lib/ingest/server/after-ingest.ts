import "server-only";
import { sideBySide, type TSqlDatabase } from "@/lib/db/connection";
import {
  isLargeRewrite,
  refreshPlannerStatistics,
  statisticsToRefresh,
  type TAnalyzedTable,
} from "@/lib/db/planner-statistics";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { refreshQuestionStats } from "@/lib/questions/server/question-stats";
import { warmRunOverview } from "@/lib/runs/server/run-overview";
import { refreshRunStats } from "@/lib/runs/server/run-stats";

/**
 * From this size on, an ingest leaves the sums behind the run's cards computed (after its last
 * write to trajectories and labels, which makes them stale): their first reading scans the run,
 * 1 s at a million trajectories and 7 s at ten million, where 0.3 s at 100,000 is not worth
 * lengthening a smaller ingest for. After a small ingest into a large run, only the blocks of ids it
 * wrote are summed again (lib/runs/server/run-blocks.ts).
 */
export const WARM_OVERVIEW_FROM = 250_000;

/** What an ingest writes before it recomputes the step aggregates (step_stats). */
const WRITTEN_TABLES: readonly TAnalyzedTable[] = ["trajectories", "steps", "documents", "labels"];

export type TIngestWrites = {
  /** Records this ingest stored (new or changed), of every kind. */
  stored: number;
  /** Of those, trajectories and label sets. */
  storedTrajectories: number;
  storedLabelSets: number;
  /** Training steps whose per-step aggregates this ingest made stale. */
  touchedSteps: ReadonlySet<number>;
  /** Questions whose question_stats rows it made stale; null: the whole run's. */
  touchedQuestions: ReadonlySet<string> | null;
};

/** What an ingest refreshes once its last batch is written: statistics, then the run's summaries. */
export async function refreshAfterIngest(db: TSqlDatabase, runId: number, writes: TIngestWrites): Promise<void> {
  const wrote = writes.stored > 0;
  // Statistics before the step aggregates, not only after: statistics taken before this run
  // existed make the planner expect one row of it, and the aggregate's label join then nests
  // loops over every step × label of the run (minutes for a run of 842). Fresh ones also let the
  // list count label filters exactly and in milliseconds right away (see planner-statistics.ts).
  // Statistics that still know the run well are kept, and a run small beside its tables refreshes
  // only its own columns (statisticsToRefresh). Label sets stored on their own may bring label
  // names the statistics have never seen: their table is refreshed, and the trajectories' run
  // column when the sets rewrote many of them (isLargeRewrite).
  const refresh = wrote ? await statisticsToRefresh(db, runId, writes.storedTrajectories) : null;
  if (refresh) await refreshPlannerStatistics(db, WRITTEN_TABLES, refresh);
  else if (writes.storedLabelSets > 0) {
    await refreshPlannerStatistics(db, ["labels"]);
    if (await isLargeRewrite(db, writes.storedLabelSets))
      await refreshPlannerStatistics(db, ["trajectories"], "run columns");
  }
  // The summaries read the same trajectories and write apart, and the step summary is per training
  // step: its two halves and the question summary run side by side, so every core takes a share
  // (each half in its own transaction; at 30,000 trajectories the step summary alone took 2.1 s).
  const steps = [...writes.touchedSteps].sort((a, b) => a - b);
  const half = Math.ceil(steps.length / 2);
  await sideBySide(db, [
    () => refreshStepStats(db, runId, steps.slice(0, half)),
    () => refreshStepStats(db, runId, steps.slice(half)),
    () => refreshQuestionStats(db, runId, writes.touchedQuestions ?? undefined),
  ]);
  // Without them the questions page's join of two runs' rows sorts 25,000 texts to group them (0.4 s, not 0.1).
  if (refresh) await refreshPlannerStatistics(db, ["step_stats", "question_stats"], refresh);
  const trajectories = await refreshRunStats(db, runId);
  if (wrote && trajectories >= WARM_OVERVIEW_FROM) await warmRunOverview(db, runId);
  if (wrote) await db.sql.query("UPDATE runs SET last_record_at = now() WHERE id = $1::int", [runId]);
}
