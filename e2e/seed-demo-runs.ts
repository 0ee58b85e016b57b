/**
 * The demo family as the e2e seed adds it (seed-demo.ts), in a file of its own so that specs can
 * read it without loading server code: 60 training steps × 4 trajectories, plus the shared
 * evaluation (242 questions per run) that the ablation table pairs on.
 */
export const E2E_DEMO = {
  steps: 60,
  perStep: 4,
  run: "demo-search-p1",
  study: "search-p1",
  baseline: "search-r1",
} as const;
