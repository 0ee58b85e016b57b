import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { listRunMetricPoints, streamRunTrajectories } from "./read-run";
import type { getRunByName } from "@/lib/runs/server/runs";
import { csvRow } from "../csv";
import { metaRecord, metricsRecords, runRecord, trajectoryRecord } from "../to-canonical";

export type TExportFormat = "jsonl" | "csv";
type TRun = NonNullable<Awaited<ReturnType<typeof getRunByName>>>;

// prettier-ignore
const CSV_COLUMNS = [
  ["id", "externalId"], ["training_step", "trainingStep"], ["split", "split"], ["group", "groupId"],
  ["sample", "sampleIndex"], ["dataset", "dataset"], ["question", "question"], ["golden_answers", "goldenAnswers"],
  ["final_answer", "finalAnswer"], ["stop_reason", "stopReason"], ["em", "em"], ["f1", "f1"], ["acc", "acc"],
  ["reward", "reward"], ["reward_components", "rewardComponents"], ["logged_advantage", "loggedAdvantage"],
  ["steps", "stepCount"], ["searches", "searchCount"], ["turns", "turnCount"], ["format_valid", "isFormatValid"],
  ["has_over_search", "hasOverSearch"], ["has_under_search", "hasUnderSearch"],
  ["flawed_but_correct", "isFlawedButCorrect"],
] as const;

/**
 * A run as text, a line at a time: canonical JSONL (meta, run, trajectories with their steps and
 * labels, metrics — ingest it into an empty database and export again for the same bytes), or a
 * flat CSV of trajectories for spreadsheets.
 */
export async function* exportRun(db: TDatabase, run: TRun, format: TExportFormat): AsyncGenerator<string> {
  if (format === "csv") {
    yield csvRow(CSV_COLUMNS.map(([header]) => header));
    for await (const t of streamRunTrajectories(db, run.id)) yield csvRow(CSV_COLUMNS.map(([, key]) => t[key]));
    return;
  }
  const line = (record: unknown) => `${JSON.stringify(record)}\n`;
  yield line(metaRecord());
  yield line(runRecord(run));
  for await (const t of streamRunTrajectories(db, run.id)) yield line(trajectoryRecord(t));
  for (const record of metricsRecords(await listRunMetricPoints(db, run.id))) yield line(record);
}
