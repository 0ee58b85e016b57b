import { baseName } from "./fields";

// Benchmarks recognised in file names, written as Search-R1's `data_source` names so that one
// benchmark has one name whichever stack evaluated it. Patterns match whole words of the name.
const DATASETS: readonly (readonly [RegExp, string])[] = [
  [/(^|[^a-z0-9])bamboogle([^a-z0-9]|$)/, "bamboogle"],
  [/(^|[^a-z0-9])hotpot(qa)?([^a-z0-9]|$)/, "hotpotqa"],
  [/(^|[^a-z0-9])2wiki(multihopqa)?([^a-z0-9]|$)/, "2wikimultihopqa"],
  [/(^|[^a-z0-9])musique([^a-z0-9]|$)/, "musique"],
  [/(^|[^a-z0-9])trivia(qa)?([^a-z0-9]|$)/, "triviaqa"],
  [/(^|[^a-z0-9])popqa([^a-z0-9]|$)/, "popqa"],
  [/(^|[^a-z0-9])nq([^a-z0-9]|$)/, "nq"],
];

/** The benchmark a file name names (e.g. `bamboogle_qwen.jsonl` → bamboogle), else null. */
export function datasetFromFileName(file: string): string | null {
  const name = baseName(file)
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, "");
  return DATASETS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
