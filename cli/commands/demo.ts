import { openMigrated } from "@/lib/db/client";
import { DEMO_PROFILES, writeDemoFamily, type TDemoOptions } from "@/lib/demo";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { formatCount } from "@/lib/format/date";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope demo [--out DIR] [options]

The synthetic demo family: Search-R1, HiPRAG, Search-P1 with two ablations and a λp sweep, seven
runs tagged as ablation studies (study:…, variant:…), with real NQ, HotpotQA and Bamboogle
questions and simulated rollouts, metrics and judge labels (lib/demo/ARCHITECTURE.md).

Without --out the runs are ingested into the database (re-running stores nothing twice).

Options:
  --out DIR         write <DIR>/<run>.jsonl instead (canonical JSONL, for 'trajscope ingest')
  --steps N         training steps (default 300)
  --per-step N      trajectories written per step (default 8)
  --seed N          random seed (default 1; same seed and options, same bytes)
  --run NAME        only this run (repeatable): ${DEMO_PROFILES.map((p) => p.run).join(", ")}`;

function positiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new CliError(`--${name} must be a positive whole number`, USAGE_EXIT_CODE);
  return value;
}

export const demoCommand: TCommand = {
  name: "demo",
  summary: "add the synthetic demo family (7 runs, ablation studies) to the database, or write it with --out",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      {
        out: { type: "string" },
        steps: { type: "string" },
        "per-step": { type: "string" },
        seed: { type: "string" },
        run: { type: "string", multiple: true },
      },
      usage,
    );
    const known = DEMO_PROFILES.map((p) => p.run);
    const unknown = (values.run ?? []).filter((run) => !known.includes(run));
    if (unknown.length)
      throw new CliError(`unknown demo run '${unknown[0]}'; runs: ${known.join(", ")}`, USAGE_EXIT_CODE);
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    if (seed !== undefined && !Number.isInteger(seed))
      throw new CliError(`--seed must be a whole number`, USAGE_EXIT_CODE);
    const options: TDemoOptions = {
      steps: positiveInteger("steps", values.steps),
      perStep: positiveInteger("per-step", values["per-step"]),
      seed,
      runs: values.run,
    };
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

    if (values.out) {
      const written = await writeDemoFamily(values.out, options);
      for (const w of written)
        console.log(`  ${w.file}  ${formatCount(w.records)} records, ${formatCount(w.bytes)} bytes`);
      console.log(`Wrote ${written.length} run(s) to ${values.out} in ${elapsed()}.`);
      return;
    }
    const db = await openMigrated();
    try {
      const done = await ingestDemoFamily(db, options, ({ run, report }) =>
        console.log(
          `  ${run}: stored ${formatCount(report.stored)} · unchanged ${formatCount(report.unchanged)} · rejected ${formatCount(report.rejected)} (${report.seconds.toFixed(1)} s)`,
        ),
      );
      console.log(
        `Added ${done.length} demo run(s) in ${elapsed()}. Open the dashboard: Ablations, or a run's Dynamics.`,
      );
    } finally {
      await db.close();
    }
  },
};
