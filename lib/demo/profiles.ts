// The demo family: what each synthetic run is and how it behaves during training. The numbers are
// the papers' where they give one, otherwise illustrative:
// - Accuracy (ACC) at step 0 is Search-P1 Table 1's "RAG" row (the instruct model with retrieval);
//   final ACC per dataset is Search-P1 Table 8 (Full, w/o Reference-Alignment, w/o Self-Consistency,
//   Search-R1) and Table 11 (λp = 0.2 / 0.4). HiPRAG's row is illustrative (Search-P1 reproduced it
//   but its txt has no numbers): between Search-R1 and Search-P1.
// - Search calls per question: Search-R1 ends at 2.45 and HiPRAG at 1.75 (HiPRAG paper); Search-P1
//   needs fewer turns than Search-R1 (Search-P1 Figure 6a), its ablations a little more than the full.
// - Over-search: Search-R1 stays above 27%, HiPRAG falls to 2.3%; under-search falls to 29% for
//   HiPRAG (HiPRAG paper). Format compliance rises to ~95% with a format reward (Search-P1 Table 6).
import type { TTrack } from "./reward";

export const DATASETS = ["nq", "triviaqa", "popqa", "hotpotqa", "2wikimultihopqa", "musique", "bamboogle"] as const;
export type TDataset = (typeof DATASETS)[number];
export type TAccuracy = Record<TDataset, number>;
export type TCurve = readonly [start: number, end: number];
export type TStyle = "search-r1" | "hiprag" | "search-p1";

export type TProfile = {
  run: string;
  method: string;
  style: TStyle;
  preset: "search-r1-em" | "hiprag" | "search-p1";
  weights: Record<string, number>;
  /** Search-P1 path tracks the reward uses (ablations drop one). */
  tracks?: readonly TTrack[];
  tags: readonly string[];
  notes: string;
  accuracy: TAccuracy;
  searches: TCurve;
  overSearch: TCurve;
  underSearch: TCurve;
  formatValid: TCurve;
};

const acc = (values: readonly number[]): TAccuracy =>
  Object.fromEntries(DATASETS.map((d, i) => [d, (values[i] as number) / 100])) as TAccuracy;

export const START_ACCURACY = acc([34.9, 58.5, 39.2, 29.9, 23.5, 5.8, 20.8]);

const P1 = { method: "Search-P1", style: "search-p1", preset: "search-p1" } as const;
const P1_WEIGHTS = { lambda_a: 0.6, lambda_p: 0.3, lambda_f: 0.1 };
const DEMO = ["demo", "synthetic"];

export const DEMO_PROFILES: readonly TProfile[] = [
  {
    run: "demo-search-r1",
    method: "Search-R1",
    style: "search-r1",
    preset: "search-r1-em",
    weights: {},
    tags: [...DEMO, "study:search-p1", "study:hiprag", "variant:search-r1"],
    notes: "Outcome reward (EM) baseline of all three papers.",
    accuracy: acc([42.9, 62.3, 42.7, 38.6, 34.6, 16.2, 40.0]),
    searches: [1.3, 2.45],
    overSearch: [0.3, 0.28],
    underSearch: [0.45, 0.42],
    formatValid: [0.85, 0.95],
  },
  {
    run: "demo-hiprag",
    method: "HiPRAG",
    style: "hiprag",
    preset: "hiprag",
    weights: { lambda_f: 0.2, lambda_p: 0.4 },
    tags: [...DEMO, "study:hiprag", "variant:hiprag"],
    notes: "Hierarchical process reward: over-/under-search judged per <step>, bonus λp·A·F·Ncorr/N.",
    accuracy: acc([50.1, 71.0, 45.3, 41.2, 37.6, 19.4, 42.2]),
    searches: [1.3, 1.75],
    overSearch: [0.3, 0.023],
    underSearch: [0.45, 0.29],
    formatValid: [0.8, 0.97],
  },
  {
    ...P1,
    run: "demo-search-p1",
    weights: P1_WEIGHTS,
    tracks: ["self", "reference"],
    tags: [...DEMO, "study:search-p1", "study:search-p1-lambda-p", "variant:full"],
    notes: "Path-centric reward: dual-track path score (self-consistency, reference alignment), soft outcome.",
    accuracy: acc([56.6, 78.6, 47.5, 42.9, 39.8, 21.8, 44.0]),
    searches: [1.3, 1.6],
    overSearch: [0.25, 0.12],
    underSearch: [0.45, 0.35],
    formatValid: [0.82, 0.95],
  },
  {
    ...P1,
    run: "demo-search-p1-wo-reference",
    weights: P1_WEIGHTS,
    tracks: ["self"],
    tags: [...DEMO, "study:search-p1", "variant:w/o-reference"],
    notes: "Search-P1 without reference alignment: the path score is the self-consistency track only.",
    accuracy: acc([50.8, 73.0, 43.2, 37.5, 34.0, 16.8, 39.5]),
    searches: [1.3, 1.9],
    overSearch: [0.25, 0.15],
    underSearch: [0.45, 0.38],
    formatValid: [0.82, 0.94],
  },
  {
    ...P1,
    run: "demo-search-p1-wo-self",
    weights: P1_WEIGHTS,
    tracks: ["reference"],
    tags: [...DEMO, "study:search-p1", "variant:w/o-self-consistency"],
    notes: "Search-P1 without self-consistency: the path score is the reference-alignment track only.",
    accuracy: acc([53.0, 75.5, 44.8, 39.8, 37.2, 19.2, 40.2]),
    searches: [1.3, 1.8],
    overSearch: [0.25, 0.14],
    underSearch: [0.45, 0.37],
    formatValid: [0.82, 0.94],
  },
  {
    ...P1,
    run: "demo-search-p1-lambda-p-0.2",
    weights: { ...P1_WEIGHTS, lambda_p: 0.2 },
    tracks: ["self", "reference"],
    tags: [...DEMO, "study:search-p1-lambda-p", "variant:lambda-p-0.2"],
    notes: "Search-P1 with path weight λp = 0.2 (Table 11).",
    accuracy: acc([55.5, 77.8, 46.8, 41.8, 38.5, 20.8, 44.5]),
    searches: [1.3, 1.7],
    overSearch: [0.25, 0.13],
    underSearch: [0.45, 0.36],
    formatValid: [0.82, 0.95],
  },
  {
    ...P1,
    run: "demo-search-p1-lambda-p-0.4",
    weights: { ...P1_WEIGHTS, lambda_p: 0.4 },
    tracks: ["self", "reference"],
    tags: [...DEMO, "study:search-p1-lambda-p", "variant:lambda-p-0.4"],
    notes: "Search-P1 with path weight λp = 0.4 (Table 11).",
    accuracy: acc([55.8, 78.0, 47.2, 42.2, 39.2, 21.5, 43.8]),
    searches: [1.3, 1.62],
    overSearch: [0.25, 0.12],
    underSearch: [0.45, 0.35],
    formatValid: [0.82, 0.95],
  },
];
