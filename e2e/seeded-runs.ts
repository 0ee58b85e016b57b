/** The runs the e2e specs expect: real R1-Searcher questions, so the pages show real text. */
export const SEEDED_RUNS = [
  { name: "r1-searcher-bamboogle", method: "R1-Searcher", model: "Qwen-2.5-7B-Base", trajectories: 5 },
  { name: "search-r1-baseline", method: "Search-R1", model: null, trajectories: 0 },
] as const;
