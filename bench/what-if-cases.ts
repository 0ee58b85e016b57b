// The what-ifs bench:what-if and bench:scale time, and the covering indexes bench:what-if can
// measure with (--index): without them they are dropped, so each run measures one schema.
import type { TDatabase } from "@/lib/db/connection";
import { computeWhatIf } from "@/lib/what-if/server/what-if";
import type { TWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { parseSpec, type TSpecInput } from "@/lib/what-if/spec";

// Index-only reads of a batch's steps (kind) and of its current labels, already in DISTINCT ON order.
const INDEXES = [
  ["steps_what_if_idx", "steps (run_id, trajectory_id, index) INCLUDE (kind)", "steps"],
  [
    "labels_current_idx",
    "labels (run_id, trajectory_id, step_index, name, created_at DESC, id DESC) INCLUDE (value_type, value, value_number)",
    "labels",
  ],
] as const;

export async function setWhatIfIndexes(db: TDatabase, enabled: boolean, log: (line: string) => void) {
  for (const [name, definition, table] of INDEXES) {
    if (!enabled) {
      await db.sql.exec(`DROP INDEX IF EXISTS "${name}"`);
      continue;
    }
    const started = performance.now();
    await db.sql.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON ${definition}`);
    await db.sql.exec(`VACUUM ANALYZE ${table}`);
    log(`  index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** [name, spec ("default": the run's own reward), slow: reads every search step in TypeScript]. */
export const WHAT_IF_CASES: [string, TSpecInput | "default", boolean][] = [
  ["run's own reward (search-p1, no plans: SQL only)", "default", false],
  ["search-r1-em", { preset: "search-r1-em" }, false],
  ["search-r1-format (s_retr 0)", { preset: "search-r1-format" }, false],
  ["pro-step γ 0.8", { preset: "pro-step", weights: "gamma=0.8" }, false],
  ["hiprag (paper: stored step counts)", { preset: "hiprag" }, false],
  ["hiprag released-code, λp 0.6", { preset: "hiprag", weights: "variant=released-code,lambda_p=0.6" }, false],
  [
    "formula: components re-weighted",
    { formula: "w_a * c.accuracy + w_p * c.path + w_f * c.format", weights: "w_a=0.5,w_p=0.4,w_f=0.1" },
    false,
  ],
  ["formula: em − 0.1 · bad_steps", { formula: "em - 0.1 * bad_steps" }, false],
  [
    "formula: HiPRAG's step counts",
    { formula: "em + 0.1 * correct_steps / max(hiprag_steps, 1) - 0.05 * (over_search_steps + under_search_steps)" },
    false,
  ],
  [
    "search-r1-format, s_retr 0.1 (documents in TS)",
    { preset: "search-r1-format", weights: "retrieval_score=0.1" },
    true,
  ],
  ["formula: duplicate_queries (queries in TS)", { formula: "em - 0.05 * duplicate_queries" }, true],
];

/** Computes one case's what-if on `run`; the note says what it computed. */
export async function runWhatIfCase(db: TDatabase, run: TWhatIfRun, input: TSpecInput | "default"): Promise<string> {
  const spec = input === "default" ? defaultSpec(run.reward) : parseSpec(input);
  const result = await computeWhatIf(db, { run, spec });
  const m = (x: number | null) => (x === null ? "—" : x.toFixed(4));
  return `${result.trajectories.toLocaleString("en-US")} trajectories, ${result.timing.batches} batches, ${result.timing.streamed.toLocaleString("en-US")} in TS; mean ${m(result.logged.mean)} → ${m(result.recomputed.mean)}, ${result.flips.flips.toLocaleString("en-US")} flips`;
}
