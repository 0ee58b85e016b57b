import type { TAdapter, TSource } from "../adapter";
import { canonicalAdapter } from "./canonical";
import { flashragAdapter } from "./flashrag";
import { hipragAdapter } from "./hiprag";
import { metricsAdapter } from "./metrics";
import { proStepAdapter } from "./pro-step";
import { proStepLabelsAdapter } from "./pro-step-labels";
import { proStepPairsAdapter } from "./pro-step-pairs";
import { proStepTreeAdapter } from "./pro-step-tree";
import { r1SearcherAdapter } from "./r1-searcher";
import { searchR1TextAdapter } from "./search-r1-text";
import { trlAdapter } from "./trl";
import { verlAdapter } from "./verl";

/**
 * Every format trajscope reads, in detection order: the first adapter whose `detect` accepts a file
 * reads it. Our own format first (its `type` is unambiguous), then the JSONL formats by how
 * specific their keys are — the PRO-Step label file before the trajectories file (both have
 * trajectory_id), HiPRAG before FlashRAG (both have golden_answers); TRL claims parquet by its magic
 * number and its JSONL by TRL's columns — then the text formats.
 * Each detect is written to exclude the others' samples as well, so the order is a safety net
 * (adapters/index.test.ts checks that every sample is claimed by exactly one adapter).
 */
export const ADAPTERS: readonly TAdapter[] = [
  canonicalAdapter,
  proStepLabelsAdapter,
  proStepAdapter,
  proStepTreeAdapter,
  proStepPairsAdapter,
  hipragAdapter,
  r1SearcherAdapter,
  trlAdapter,
  verlAdapter,
  flashragAdapter,
  metricsAdapter,
  searchR1TextAdapter,
];

/** The adapter for a file, from its name and head; undefined when no format matches. */
export function detectAdapter(source: Pick<TSource, "file" | "head">): TAdapter | undefined {
  return ADAPTERS.find((adapter) => adapter.detect(source));
}

/** The adapter a user named with --format. */
export function getAdapter(name: string): TAdapter | undefined {
  return ADAPTERS.find((adapter) => adapter.name === name);
}
