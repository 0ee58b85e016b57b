// What the annotation endpoints return and the pages prefetch: the same JSON on both sides (ids of
// bigint columns as strings, dates as ISO strings).
import type { TLabelValueType } from "@/lib/labels/value";
import type { TAgreement } from "@/lib/metrics/agreement";
import type { TSourcePair } from "./sources";

/** One label as stored, with its place in a correction chain and its author. */
export type TLabelVersionView = {
  id: string;
  stepIndex: number | null;
  name: string;
  source: string;
  valueType: TLabelValueType;
  value: string;
  rationale: string | null;
  /** 1 for a judge's or a first label; a correction is one more than what it corrects. */
  version: number;
  correctsId: string | null;
  authorName: string | null;
  createdAt: string;
  /**
   * Set on a person's label that a re-ingest could not keep on its step (the step changed or is
   * gone): the step as it was when labelled. Such a label counts nowhere; show it as "on an
   * earlier version". Absent on labels that hold on the current trajectory.
   */
  earlierVersion?: { stepKind: string | null; stepText: string | null };
};

export type TSessionUser = {
  id: number;
  name: string;
  displayName: string | null;
  role: "viewer" | "annotator" | "admin";
};

export const QUEUE_STRATEGIES = [
  "random",
  "stratified-dataset",
  "stratified-label",
  "disagreements-first",
  // Filled by the training signal (signal-selection.ts): no sampling, the seed plays no part.
  "extreme-advantages",
  "judge-vs-reward",
  "flagged-reinforced",
] as const;
export type TQueueStrategy = (typeof QUEUE_STRATEGIES)[number];

/** One annotator's outcome on one item: claimed (assigned), done, or skipped with a reason. */
export const WORK_STATUSES = ["assigned", "done", "skipped"] as const;
export type TWorkStatus = (typeof WORK_STATUSES)[number];

export type TAnnotatorProgress = { name: string; assigned: number; done: number; skipped: number };

export type TQueueSummary = {
  id: number;
  name: string;
  /** The browse query string the items were drawn from ("?step=100..200&label=…"). */
  filterQuery: string;
  strategy: TQueueStrategy;
  seed: number;
  sampleSize: number;
  annotatorsPerItem: number;
  labelNames: string[];
  createdBy: string | null;
  createdAt: string;
  items: number;
  /** Items with as many annotators done as the queue asks for. */
  completeItems: number;
  annotators: TAnnotatorProgress[];
};

export type TQueueItemWork = { position: number; trajectoryId: string; status: TWorkStatus; reason: string | null };

/** The signed-in annotator's items in a queue, in queue order. */
export type TMyQueueWork = { queue: TQueueSummary; items: TQueueItemWork[] };

export type TAgreementGroup<K> = { key: K; agreement: TAgreement };

export type TNameAgreement = {
  name: string;
  overall: TAgreement;
  byKind: TAgreementGroup<string>[];
  /** Training-step ranges [from, to] in order: the judge's drift over training. */
  byTrainingStep: TAgreementGroup<{ from: number; to: number }>[];
};

export type TAgreementReport = {
  a: string;
  b: string;
  sources: string[];
  /** Pairs of sources (families included) that labelled the same items, most shared first; empty: none overlap. */
  pairs: TSourcePair[];
  /** Items both a and b labelled. */
  shared: number;
  names: TNameAgreement[];
};

/** A share as the run logged it (the judges' labels) and as it stands with people's labels. */
export type TLoggedVsCorrected = {
  trajectories: number;
  correct: number;
  /** Trajectories some person labelled or corrected. */
  touched: number;
  overSearch: { logged: number; corrected: number };
  underSearch: { logged: number; corrected: number };
  flawedButCorrect: { logged: number; corrected: number };
};
