// Benchmark names as Search-R1's data_source spells them, in the column order of the papers'
// tables (Search-P1 Table 1/8, HiPRAG), with their display names and Search-P1's two groups.

export const DATASET_ORDER = [
  "nq",
  "triviaqa",
  "popqa",
  "hotpotqa",
  "2wikimultihopqa",
  "musique",
  "bamboogle",
] as const;

const LABELS: Record<string, string> = {
  nq: "NQ",
  triviaqa: "TriviaQA",
  popqa: "PopQA",
  hotpotqa: "HotpotQA",
  "2wikimultihopqa": "2Wiki",
  musique: "MuSiQue",
  bamboogle: "Bamboogle",
};

export type TDatasetType = "general" | "multi-hop";
export const DATASET_TYPE_LABELS: Record<TDatasetType, string> = { general: "General QA", "multi-hop": "Multi-Hop QA" };

export function datasetLabel(name: string): string {
  return LABELS[name] ?? name;
}

/** Search-P1's column groups: NQ, TriviaQA, PopQA are general QA; the rest multi-hop. */
export function datasetType(name: string): TDatasetType | null {
  if (name === "nq" || name === "triviaqa" || name === "popqa") return "general";
  return name in LABELS ? "multi-hop" : null;
}

/** The papers' order first, then any other name alphabetically. */
export function compareDatasets(a: string, b: string): number {
  const order = DATASET_ORDER as readonly string[];
  const [i, j] = [order.indexOf(a), order.indexOf(b)];
  if (i >= 0 && j >= 0) return i - j;
  if (i >= 0 || j >= 0) return i >= 0 ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
