// The yardstick for ingest speed: the same rows, already encoded in COPY's text format and
// waiting in files, streamed with plain COPY in one transaction — into the same tables (same
// indexes, keys and triggers as ingest meets), or into bare copies of them that keep only their
// primary keys (the physical limit), optionally with the trigram indexes alone, so that what each
// kind of index costs shows. Encoding is not timed; only the COPY is. Documents are written as
// ingest stores them — each once per run, steps holding their hashes and scores — deduplicated
// while encoding, so the baseline pays for neither the lookup of stored ones nor the hashing.
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { copyRow } from "@/lib/db/copy-format";
import { ZTrajectoryRecord } from "@/lib/ingest/canonical";
import { documentRefs } from "@/lib/ingest/document-hash";
import { prepareTrajectory } from "@/lib/ingest/prepare";
import { splitLines } from "@/lib/ingest/read-file";

// prettier-ignore
const TABLES = {
  trajectories: ["run_id", "id", "external_id", "training_step", "split", "group_id", "sample_index", "dataset", "question", "golden_answers", "final_answer", "em", "f1", "acc", "reward", "reward_components", "step_count", "search_count", "is_format_valid", "has_over_search", "content_hash"],
  steps: ["run_id", "trajectory_id", "index", "kind", "reasoning", "query", "document_hashes", "document_scores", "conclusion", "answer"],
  documents: ["run_id", "hash", "doc_id", "title", "text"],
  labels: ["run_id", "trajectory_id", "step_index", "source", "name", "value_type", "value", "value_number", "rationale", "created_at"],
} as const;

/** Encodes the file's trajectories as COPY rows for run `runId`, ids from `firstId`. */
export async function encodeCopyFiles(file: string, folder: string, runId: number, firstId: number) {
  const outs = Object.fromEntries(
    Object.keys(TABLES).map((table) => [table, createWriteStream(path.join(folder, `${table}.copy`))]),
  ) as Record<keyof typeof TABLES, ReturnType<typeof createWriteStream>>;
  let id = firstId;
  let count = 0;
  const written = new Set<string>();
  const now = new Date().toISOString().replace("T", " ").replace("Z", "");
  for await (const { text } of splitLines(createReadStream(file))) {
    if (!text) continue;
    const t = prepareTrajectory(
      ZTrajectoryRecord.parse(JSON.parse(text)),
      { externalId: `c-${id}`, contentHash: "x" },
      "flashrag",
    );
    // prettier-ignore
    outs.trajectories.write(copyRow([runId, id, t.externalId, t.trainingStep, t.split, t.groupId, t.sampleIndex, t.dataset, t.question, { array: t.goldenAnswers }, t.finalAnswer, t.em, t.f1, t.acc, t.reward, { json: t.rewardComponents }, t.stepCount, t.searchCount, t.isFormatValid, t.hasOverSearch, t.contentHash]));
    for (const s of t.steps) {
      // prettier-ignore
      const refs = s.documents ? documentRefs(s.documents) : null;
      for (const d of refs?.documents ?? []) {
        if (written.has(d.hash)) continue;
        written.add(d.hash);
        outs.documents.write(copyRow([runId, d.hash, d.id, d.title, d.text]));
      }
      // prettier-ignore
      outs.steps.write(copyRow([runId, id, s.index, s.kind, s.reasoning, s.query, refs && { array: refs.hashes }, refs && { numbers: refs.scores }, s.conclusion, s.answer]));
    }
    for (const l of t.labels) {
      // prettier-ignore
      outs.labels.write(copyRow([runId, id, l.stepIndex, l.source, l.name, l.valueType, l.value, l.valueNumber, l.rationale, now]));
    }
    id += 1;
    count += 1;
  }
  await Promise.all(Object.values(outs).map((out) => (out.end(), finished(out))));
  return count;
}

export type TCopyTarget = "same tables" | "bare tables" | "bare tables + trigram indexes";

const PRIMARY_KEYS: Record<keyof typeof TABLES, string> = {
  trajectories: "run_id, id",
  steps: "run_id, trajectory_id, index",
  documents: "run_id, hash",
  labels: "run_id, id",
};
// The trigram indexes of prisma/migrations/*_trigram_search.
const TRIGRAM_INDEXES = [
  `CREATE INDEX ON bare_trajectories USING GIN (question gin_trgm_ops)`,
  `CREATE INDEX ON bare_trajectories USING GIN (final_answer gin_trgm_ops)`,
  `CREATE INDEX ON bare_steps USING GIN (query gin_trgm_ops)`,
];

async function prepareTarget(client: pg.Client, target: TCopyTarget): Promise<string> {
  if (target === "same tables") return "";
  for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    await client.query(`DROP TABLE IF EXISTS bare_${table}`);
    await client.query(
      `CREATE TABLE bare_${table} (LIKE ${table} INCLUDING DEFAULTS, PRIMARY KEY (${PRIMARY_KEYS[table]}))`,
    );
  }
  if (target === "bare tables + trigram indexes") for (const sql of TRIGRAM_INDEXES) await client.query(sql);
  return "bare_";
}

/** Times plain COPY of the encoded files into `target`; returns seconds. */
export async function timeCopy(url: string, folder: string, target: TCopyTarget = "same tables"): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const prefix = await prepareTarget(client, target);
    const started = performance.now();
    await client.query("BEGIN");
    for (const [table, columns] of Object.entries(TABLES)) {
      const statement = `COPY ${prefix}${table} (${columns.join(", ")}) FROM STDIN`;
      await pipeline(
        createReadStream(path.join(folder, `${table}.copy`), { highWaterMark: 1 << 20 }),
        client.query(copyFrom(statement)),
      );
    }
    await client.query("COMMIT");
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
