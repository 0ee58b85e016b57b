import { createWriteStream } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { syntheticJsonl, type TSyntheticOptions } from "@/bench/synthetic-rollouts";

/** One canonical trajectory line answering "Paris" correctly, with any fields changed or added. */
export const trajectoryLine = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "trajectory",
    id,
    question: `q ${id}?`,
    golden_answers: ["Paris"],
    final_answer: "Paris",
    ...extra,
  });

/** A synthetic rollout file (bench/synthetic-rollouts.ts) in a fresh temporary folder. */
export async function writeSyntheticFile(prefix: string, options: TSyntheticOptions): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), prefix)), "rollouts.jsonl");
  const out = createWriteStream(file);
  for (const chunk of syntheticJsonl(options)) out.write(chunk);
  out.end();
  await finished(out);
  return file;
}
