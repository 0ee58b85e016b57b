import "server-only";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { openFileSource } from "./read-file";
import { ingestSources } from "./pipeline";

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

export async function ingestDemoRuns(db: TDatabase, root: string): Promise<void> {
  for (const demo of DEMO_RUNS) {
    const source = await openFileSource(path.join(root, "demo", demo.file));
    await ingestSources(db, [source], { run: demo.run, metadata: { ...demo.metadata, tags: [...demo.metadata.tags] } });
  }
}
