// `trajscope metrics` as text: the run's metrics and, when asked, the what-if summary — the
// figures the what-if page shows, from the same objects, printed to four decimals.
import type { TRate } from "@/lib/metrics/process";
import { specInput } from "./spec";
import type { TRunMetrics } from "./metrics-types";
import type { TWhatIfResult } from "./types";

const number = (value: number | null, digits = 4) => (value === null ? "—" : value.toFixed(digits));
const count = (value: number) => value.toLocaleString("en-US");
const rate = (r: TRate) => `${number(r.rate)}  (${count(r.count)} / ${count(r.total)})`;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length)));
  return rows.map((row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
  );
}

function keyValues(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([key]) => key.length));
  return rows.map(([key, value]) => `${key.padEnd(width)}  ${value}`);
}

/** IFBC without a judged correct trajectory is "not judged": a run without step labels has no IFBC. */
const ifbc = (r: TRate) => (r.total === 0 ? "not judged" : rate(r));

export function formatMetricsReport(metrics: TRunMetrics, whatIf?: TWhatIfResult | null): string {
  const all = {
    dataset: "all",
    ...metrics.overall,
    overSearchRate: metrics.overSearchRate,
    underSearchRate: metrics.underSearchRate,
  };
  const outcome = [
    ["dataset", "trajectories", "EM", "F1", "acc", "OSR", "USR"],
    ...[all, ...metrics.byDataset].map((row) => [
      row.dataset ?? "(none)",
      count(row.trajectories),
      number(row.em),
      number(row.f1),
      number(row.acc),
      number(row.overSearchRate.rate),
      number(row.underSearchRate.rate),
    ]),
  ];
  const lines = [
    `Run ${metrics.run} — answers normalized as ${metrics.normalization}; ` +
      `correct = ${metrics.correctness}; labels ${metrics.labels === "logged" ? "as logged" : "as corrected"}`,
    "",
    ...table(outcome),
    "",
    ...keyValues([
      ["over-search rate (OSR)", rate(metrics.overSearchRate)],
      ["under-search rate (USR)", rate(metrics.underSearchRate)],
      ["IFBC (flawed step | correct)", ifbc(metrics.ifbc)],
      ["format compliance", rate(metrics.formatCompliance)],
      ["searches per trajectory", number(metrics.searchesPerTrajectory)],
      ["turns per trajectory", number(metrics.turnsPerTrajectory)],
    ]),
  ];
  if (!whatIf) return lines.join("\n");
  const input = specInput(whatIf.spec);
  const spec = input.preset ? `preset ${input.preset}` : `formula ${input.formula}`;
  return [
    ...lines,
    "",
    `What-if: ${whatIf.label} (${spec}${input.weights ? `, weights ${input.weights}` : ""})`,
    ...table([
      ["", "logged", "recomputed"],
      ["mean reward", number(whatIf.logged.mean), number(whatIf.recomputed.mean)],
      ["std reward", number(whatIf.logged.std), number(whatIf.recomputed.std)],
      ["missing", count(whatIf.logged.missing), count(whatIf.recomputed.missing)],
    ]),
    `rewards changed: ${count(whatIf.delta.changed)} of ${count(whatIf.delta.compared)} (mean change ${number(whatIf.delta.mean)})`,
    `rank flips: ${count(whatIf.flips.flips)} pairs in ${count(whatIf.flips.groupsWithFlips)} of ${count(whatIf.flips.groups)} groups; ${count(whatIf.flips.trajectories)} trajectories`,
    `advantage sign changes: ${count(whatIf.advantages.signChanged)} of ${count(whatIf.advantages.compared)}`,
  ].join("\n");
}
