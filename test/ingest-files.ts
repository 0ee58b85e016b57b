import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { syntheticJsonl, type TSyntheticOptions } from "@/bench/synthetic-rollouts";
import type { TDatabase } from "@/lib/db/connection";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";

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

/** Ingests `lines` as one file (in a temporary folder, removed after) into `run`; returns the run's id. */
export async function ingestLines(db: TDatabase, run: string, lines: readonly string[]): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-lines-"));
  try {
    const file = path.join(folder, "lines.jsonl");
    await writeFile(file, lines.join("\n"));
    await ingestSources(db, [await openFileSource(file)], { run });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [row] = await db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = $1`, [run]);
  return row!.id;
}
