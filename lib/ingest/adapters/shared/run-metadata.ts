import type { TAdapterItem } from "../../adapter";
import type { TCanonicalInput } from "../../canonical";
import { baseName } from "./fields";
import { record } from "./items";

type TRunInput = Extract<TCanonicalInput, { type: "run" }>;

// Model families as the stacks name their result files (R1-Searcher: data/eval_results/bamboogle_qwen.jsonl,
// hotpotqa_llama.jsonl). Only the family is in the name, so only the family is claimed.
const MODEL_FAMILIES: readonly (readonly [RegExp, string])[] = [
  [/(^|[^a-z0-9])qwen/, "Qwen"],
  [/(^|[^a-z0-9])(meta-)?llama/, "Llama"],
  [/(^|[^a-z0-9])mistral/, "Mistral"],
  [/(^|[^a-z0-9])deepseek/, "DeepSeek"],
  [/(^|[^a-z0-9])gemma/, "Gemma"],
];

/** The model family a file name names (`bamboogle_qwen.jsonl` → Qwen), else null. */
export function modelFromFileName(file: string): string | null {
  const name = baseName(file).toLowerCase();
  return MODEL_FAMILIES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** A run record with what a file says about its run; the pipeline lets --method/--model win over it. */
export function runFromFile(file: string, metadata: { method: string; model: string | null }): TRunInput {
  const run = baseName(file).replace(/\.[a-z0-9]+$/i, "") || file;
  return { type: "run", run, method: metadata.method, model: metadata.model };
}

/**
 * Yields the run record just before the first trajectory, so a file of rejects alone (an eval set
 * with no model output) claims nothing about the run.
 */
export async function* withRunRecord(items: AsyncIterable<TAdapterItem>, run: TRunInput): AsyncGenerator<TAdapterItem> {
  let announced = false;
  for await (const item of items) {
    if (!announced && item.kind === "record" && item.record.type === "trajectory") {
      announced = true;
      yield record(item.location, run);
    }
    yield item;
  }
}
