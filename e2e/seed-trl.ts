// TRL's completion logs through the real pipeline, as `trajscope ingest out/completions` reads them:
// the group page then has logged advantages to show beside the recomputed ones.
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { expandInputPaths } from "@/lib/ingest/expand-paths";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { TRL_RUN } from "./seeded-runs";

export async function seedTrlRun(db: TDatabase): Promise<void> {
  const files = await expandInputPaths([path.join(import.meta.dirname, "..", TRL_RUN.folder)]);
  await ingestSources(db, await Promise.all(files.map((file) => openFileSource(file))), {
    run: TRL_RUN.name,
    metadata: { method: "TRL", algorithm: "GRPO" },
  });
}
