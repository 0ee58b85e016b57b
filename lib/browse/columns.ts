import type { TSortKey } from "./filter";

// The optional columns of the trajectory table; the id and the question are always shown.
export const COLUMNS = [
  { key: "dataset", label: "Dataset", sortKey: "dataset" },
  { key: "split", label: "Split", sortKey: null },
  { key: "step", label: "Step", sortKey: "training_step", title: "Training step" },
  { key: "answer", label: "Answer", sortKey: null, title: "Final answer" },
  { key: "gold", label: "Gold", sortKey: null, title: "Gold answers (the first three; the count when more)" },
  {
    key: "verdict",
    label: "Verdict",
    sortKey: null,
    title: "The current answer_correct label on the trajectory (a judge's, or a person's correction)",
  },
  { key: "em", label: "EM", sortKey: "em", title: "Exact match; correct = EM ≥ 1" },
  { key: "f1", label: "F1", sortKey: "f1", title: "Token F1" },
  { key: "acc", label: "Acc", sortKey: "acc", title: "Sub-EM: a gold answer occurs in the prediction" },
  { key: "reward", label: "Reward", sortKey: "reward" },
  { key: "searches", label: "Searches", sortKey: "search_count" },
  { key: "steps", label: "Steps", sortKey: null },
  { key: "turns", label: "Turns", sortKey: null, title: "Turns: each search call and the answer" },
  { key: "length", label: "Length", sortKey: null, title: "Length of the raw response in characters" },
  { key: "flags", label: "Flags", sortKey: null },
] as const satisfies readonly { key: string; label: string; sortKey: TSortKey | null; title?: string }[];

export type TColumnKey = (typeof COLUMNS)[number]["key"];
export const COLUMN_KEYS = COLUMNS.map((c) => c.key) as [TColumnKey, ...TColumnKey[]];

// What fits a 1440 px screen beside the question; acc, turns and the rest stay a pick away (cols=).
export const DEFAULT_COLUMNS: TColumnKey[] = [
  "dataset",
  "step",
  "answer",
  "gold",
  "verdict",
  "em",
  "f1",
  "reward",
  "searches",
  "flags",
];

/** The chosen columns in the table's order, whatever order the URL listed them in. */
export function orderColumns(keys: readonly TColumnKey[]): TColumnKey[] {
  return COLUMN_KEYS.filter((key) => keys.includes(key));
}
