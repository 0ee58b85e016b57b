// The comparison as CSV (RFC 4180, spreadsheet formulas defused by lib/ingest/csv): one row per
// run and dataset with every score unrounded, as fractions — what a notebook wants to re-plot —
// and the diff's question lists with both sides' tallies.
import { csvRow } from "@/lib/ingest/csv";
import { isRunRight } from "./diff";
import type { TCompareDiff, TScoreRow } from "./types";

const SCORE_COLUMNS = ["em", "f1", "acc", "reward", "searches"] as const;

export function scoresCsv(rows: readonly TScoreRow[], runOrder: readonly string[]): string {
  const rank = (run: string) => runOrder.indexOf(run);
  const sorted = [...rows].sort((x, y) => rank(x.run) - rank(y.run) || (x.dataset < y.dataset ? -1 : 1));
  return [
    csvRow(["run", "dataset", "trajectories", "em", "f1", "acc", "reward", "searches_per_trajectory"]),
    ...sorted.map((row) => csvRow([row.run, row.dataset, row.trajectories, ...SCORE_COLUMNS.map((c) => row[c])])),
  ].join("");
}

export function diffCsv(diff: TCompareDiff): string {
  const header = ["list", "dataset", "question", "a_run", "a_trajectories", "a_right", "a_verdict"];
  const lines = [csvRow([...header, "b_run", "b_trajectories", "b_right", "b_verdict"])];
  const verdict = (side: { trajectories: number; correct: number }) =>
    isRunRight({ n: side.trajectories, k: side.correct }) ? "right" : "wrong";
  const lists = [
    [`right in ${diff.a}, wrong in ${diff.b}`, diff.rightInA],
    [`right in ${diff.b}, wrong in ${diff.a}`, diff.rightInB],
  ] as const;
  for (const [list, items] of lists) {
    for (const item of items) {
      lines.push(
        csvRow([
          list,
          item.dataset,
          item.question,
          diff.a,
          item.a.trajectories,
          item.a.correct,
          verdict(item.a),
          diff.b,
          item.b.trajectories,
          item.b.correct,
          verdict(item.b),
        ]),
      );
    }
  }
  return lines.join("");
}
