// What the compare specs rely on in the seeded database (made by seed-compare.ts). Kept free of
// server code so that specs can import it.

/** Runs over the same questions as the browse run (BROWSE_RUN), answering some differently. */
export const COMPARE_RUNS = [
  { name: "search-r1-qwen-7b-grpo", method: "Search-R1", model: "Qwen2.5-7B-Instruct" },
  { name: "hiprag-qwen-7b", method: "HiPRAG", model: "Qwen2.5-7B-Instruct" },
] as const;

/**
 * People with a session each: the specs set the session cookie directly (sign-in pages are tested
 * elsewhere). The tokens are fixed so both seeded servers accept the same ones; test-only.
 */
export const COMPARE_USERS = {
  annotator: { name: "compare-annotator", role: "annotator", token: "e2e-compare-annotator-session-token-00000000" },
  admin: { name: "compare-admin", role: "admin", token: "e2e-compare-admin-session-token-000000000000" },
} as const;
