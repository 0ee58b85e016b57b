import "server-only";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { generateDemoFamily, jsonlChunks, loadDemoQuestions, type TDemoOptions } from "@/lib/demo";
import type { TSource } from "../adapter";
import type { TCanonicalInput } from "../canonical";
import { ingestSources, type TIngestReport } from "./pipeline";
import { openFileSource, splitLines } from "../read-file";

// Real rollouts shipped in demo/ (licenses in demo/README.md), ingested into an empty database
// so that a first `npm start` shows trajectories instead of an empty page.
export const DEMO_RUNS = [
  {
    run: "demo-r1-searcher-bamboogle",
    file: "r1-searcher-bamboogle.jsonl",
    metadata: { method: "R1-Searcher", model: "Qwen-2.5-7B-Base", tags: ["demo", "bamboogle"] },
  },
  {
    run: "demo-search-r1-cases",
    file: "search-r1-case.txt",
    metadata: { method: "Search-R1", tags: ["demo"] },
  },
] as const;

// The synthetic family (lib/demo: Search-R1, HiPRAG, Search-P1, its ablations and λp sweep) on a
// first start: every step of the 300 kept — the dynamics are the point — but 2 trajectories written
// per step instead of 8 (the metrics still summarise the simulated batch of 32), plus the shared
// evaluation (242 questions per run, which the ablation tables pair on): 7 × (600 + 242) = 5,894
// trajectories. Measured on PGlite, 2 busy cores: ~16–20 s with the two real runs, about half of
// it generating (the simulated batches); the defaults (18,494 trajectories) took 28–54 s.
export const FIRST_START_FAMILY: TDemoOptions = { perStep: 2 };

/** A run's generated records as a source the ingest pipeline reads like a file, without a file. */
export function recordsSource(name: string, records: Iterable<TCanonicalInput>): TSource {
  const bytes = async function* () {
    for (const chunk of jsonlChunks(records)) yield Buffer.from(chunk);
  };
  const [first] = records;
  return { file: name, head: first ? `${JSON.stringify(first)}\n` : "", bytes, lines: () => splitLines(bytes()) };
}

export type TFamilyProgress = { run: string; report: TIngestReport };

/** Ingests the demo family, each run with its run record (method, config, tags such as study:…). */
export async function ingestDemoFamily(
  db: TDatabase,
  options: TDemoOptions = {},
  onRun?: (progress: TFamilyProgress) => void,
): Promise<TFamilyProgress[]> {
  const done: TFamilyProgress[] = [];
  for (const { run, records } of generateDemoFamily(options)) {
    const report = await ingestSources(db, [recordsSource(`demo:${run}`, records)], { run });
    done.push({ run, report });
    onRun?.({ run, report });
  }
  return done;
}

// A small PRO-Step tree family (demo/prostep-*.jsonl, simulated: test/fixtures/prostep/README.md):
// three questions' value trees and their step-level pairs, so the tree and pair views show data.
export const PROSTEP_DEMO = {
  run: "demo-pro-step-trees",
  files: ["prostep-tree-nodes.jsonl", "prostep-dpo-pairs.jsonl"],
  metadata: { method: "PRO-Step", algorithm: "DPO", tags: ["demo", "simulated"] },
} as const;

export async function ingestProstepDemo(db: TDatabase, root: string): Promise<TIngestReport> {
  const sources = await Promise.all(PROSTEP_DEMO.files.map((file) => openFileSource(path.join(root, "demo", file))));
  return ingestSources(db, sources, {
    run: PROSTEP_DEMO.run,
    metadata: { ...PROSTEP_DEMO.metadata, tags: [...PROSTEP_DEMO.metadata.tags] },
  });
}

export async function ingestDemoRuns(db: TDatabase, root: string): Promise<void> {
  for (const demo of DEMO_RUNS) {
    const source = await openFileSource(path.join(root, "demo", demo.file));
    await ingestSources(db, [source], { run: demo.run, metadata: { ...demo.metadata, tags: [...demo.metadata.tags] } });
  }
  await ingestProstepDemo(db, root);
  const questions = loadDemoQuestions(path.join(root, "demo"));
  await ingestDemoFamily(db, { ...FIRST_START_FAMILY, questions });
}
