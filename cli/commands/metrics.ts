import { openMigrated } from "@/lib/db/client";
import { CORRECTNESS_USAGE, MetricOptionError, parseCorrectness, parseLabelSource } from "@/lib/metrics/process";
import { getRunMetrics, type TRunMetricsOptions } from "@/lib/what-if/server/run-metrics";
import { computeWhatIf } from "@/lib/what-if/server/what-if";
import { getWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { formatMetricsReport } from "@/lib/what-if/report";
import { parseSpec, WhatIfSpecError, type TWhatIfSpec } from "@/lib/what-if/spec";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope metrics --run NAME [--correctness C] [--labels L] [--preset P | --formula F] [--weights k=v,...] [--json]

Prints a run's metrics: EM/F1/acc and HiPRAG's over- and under-search rates overall and per dataset,
IFBC (PRO-Step), format compliance, searches and turns per trajectory. With --preset or --formula,
also the what-if: every trajectory's reward recomputed, mean logged vs recomputed, rank flips
inside GRPO groups — the numbers the run's What-if page shows for the same reward and weights.

  --correctness C  what IFBC counts as correct: ${CORRECTNESS_USAGE}
  --labels L       whose labels count: corrected (after people's corrections, the default) or logged
                   (the judge's labels as the run logged them)
  --preset P       search-r1-em, search-r1-format, hiprag, search-p1 or pro-step
  --formula F      a reward formula, e.g. "0.8 * em + 0.2 * format"; names w_x are weights
  --weights k=v,…  the preset's parameters (lambda_p=0.3,variant=released-code) or the formula's weights
  --json           one JSON object {metrics, whatIf} (as GET /api/runs/NAME/metrics and …/what-if)`;

function specOf(values: { preset?: string; formula?: string; weights?: string }): TWhatIfSpec | null {
  if (!values.preset && !values.formula) {
    if (values.weights) throw new CliError(`--weights needs --preset or --formula\n\n${usage}`, USAGE_EXIT_CODE);
    return null;
  }
  try {
    return parseSpec(values);
  } catch (error) {
    if (error instanceof WhatIfSpecError) throw new CliError(error.message, USAGE_EXIT_CODE);
    throw error;
  }
}

function metricOptionsOf(values: { correctness?: string; labels?: string }): TRunMetricsOptions {
  try {
    return {
      correctness: values.correctness === undefined ? undefined : parseCorrectness(values.correctness),
      labels: values.labels === undefined ? undefined : parseLabelSource(values.labels),
    };
  } catch (error) {
    if (error instanceof MetricOptionError) throw new CliError(error.message, USAGE_EXIT_CODE);
    throw error;
  }
}

export const metricsCommand: TCommand = {
  name: "metrics",
  summary: "print a run's metrics and, with a reward, its what-if (rank flips)",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      {
        run: { type: "string" },
        correctness: { type: "string" },
        labels: { type: "string" },
        preset: { type: "string" },
        formula: { type: "string" },
        weights: { type: "string" },
        json: { type: "boolean", default: false },
      },
      usage,
    );
    if (!values.run) throw new CliError(`name the run with --run NAME\n\n${usage}`, USAGE_EXIT_CODE);
    const spec = specOf(values);
    const options = metricOptionsOf(values);
    const db = await openMigrated();
    try {
      const run = await getWhatIfRun(db, values.run);
      if (!run) throw new CliError(`no run named "${values.run}"`);
      const metrics = await getRunMetrics(db, run, options);
      const whatIf = spec ? await computeWhatIf(db, { run, spec }) : null;
      if (values.json) console.log(JSON.stringify({ metrics, whatIf }, null, 2));
      else console.log(formatMetricsReport(metrics, whatIf));
    } finally {
      await db.close();
    }
  },
};
