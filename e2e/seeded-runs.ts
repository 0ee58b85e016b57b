/**
 * The runs the e2e specs expect, created in this order (the runs page lists them newest first):
 * real questions from public datasets, so the pages show real text.
 */
export const SEEDED_RUNS = [
  { name: "search-p1-qwen-7b", method: "Search-P1", model: "Qwen2.5-7B-Instruct", trajectories: 51 },
  { name: "r1-searcher-bamboogle", method: "R1-Searcher", model: "Qwen-2.5-7B-Base", trajectories: 5 },
  { name: "search-r1-baseline", method: "Search-R1", model: null, trajectories: 0 },
] as const;

/** The run with steps, documents, labels and rewards that the browse specs read. */
export const BROWSE_RUN = {
  name: "search-p1-qwen-7b",
  rewardWeights: { accuracy: 0.6, path: 0.3, format: 0.1 },
  /** 500 steps and over 2 MB of text: the page must open without shipping it all. */
  long: { externalId: "nq-long-500", steps: 500, question: "which documents mention the capital of france" },
  /** First in the flawed-but-correct list (training step 0, inserted first). */
  hostile: {
    question: "who got the first nobel prize in physics",
    rationale:
      "The search repeats the question word for word instead of asking who won in 1901; the answer is right, but not because of this step.",
    script: `<script>window.__trajscopeXss = 'script'</script>`,
    image: `<img src="x" onerror="window.__trajscopeXss = 'img'; alert('xss')">`,
    javascriptLink: "javascript:alert('xss')",
    safeLink: "https://www.nobelprize.org/prizes/physics/1901/rontgen/facts/",
  },
} as const;

/** A run ingested twice, with an annotator's correction between on a step the second file changed. */
export const SET_ASIDE = {
  run: "reingested-after-review",
  question: "Who was president of the U.S. when superconductivity was discovered?",
  before: "Superconductivity was discovered in 1911, when William Howard Taft was president.",
  after: "Superconductivity was discovered in 1911; the president then was William Howard Taft.",
  correction: { name: "step_quality", value: "GOOD", rationale: "The date and the president both check out." },
  annotator: "set-aside-annotator",
} as const;

/** TRL GRPOTrainer's completion logs (the trl adapter's reference folder), ingested as parquet files. */
export const TRL_RUN = {
  name: "trl-grpo-completions",
  /** From the repository's root: the completions/ folder, and its writer's account of every row. */
  folder: "lib/ingest/adapters/reference/trl/completions",
  expected: "lib/ingest/adapters/reference/trl/expected.json",
} as const;
