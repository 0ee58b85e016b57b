import type { TTreeStep, TPairSide } from "@/lib/ingest/canonical";
import type { TPairFilter } from "./filters";
import type { TPairStats } from "./pair-stats";
import type { TTreeNodeView } from "./tree";

// The DTOs of the value-tree and pair endpoints (plain JSON: what the API sends and pages prefetch).

export type TTreeSummary = {
  tree: string;
  question: string | null;
  nodes: number;
  maxDepth: number | null;
  terminals: number;
  pairs: number;
};

export type TTreeHeading = { tree: string; question: string | null; goldenAnswers: string[]; nodes: number };

export type TTreeDetail = {
  tree: string;
  question: string | null;
  goldenAnswers: string[];
  nodes: TTreeNodeView[];
};

export type TTreeNodeDetail = {
  tree: string;
  id: string;
  parent: string | null;
  depth: number;
  step: TTreeStep | null;
  prm: number | null;
  prmRationale: string | null;
};

/** A pair's scores and types: all the browser's filters and statistics read. */
export type TPairRow = {
  id: string;
  tree: string;
  depth: number;
  chosenAction: string;
  rejectedAction: string;
  chosenF1: number;
  rejectedF1: number;
  chosenValue: number;
  rejectedValue: number;
  chosenPrm: number | null;
  rejectedPrm: number | null;
};

export type TPairList = {
  filter: TPairFilter;
  counts: { total: number; margin: number; chosenF1: number; deltaF1: number; all: number };
  /** Statistics of the pairs that pass the filter. */
  stats: TPairStats;
  /** Every pair of the run (the browser filters them live with the same function). */
  pairs: TPairRow[];
};

export type TPairDetail = TPairRow & {
  prompt: { role: string; content: string }[];
  chosen: TPairSide;
  rejected: TPairSide;
};
