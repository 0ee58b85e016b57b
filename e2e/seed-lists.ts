import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { JUDGED_RUN } from "./seed-lists-run";

export async function seedJudgedRun(db: TDatabase): Promise<void> {
  const file = path.join(import.meta.dirname, "fixtures", JUDGED_RUN.fixture);
  await ingestSources(db, [await openFileSource(file)], {
    run: JUDGED_RUN.name,
    metadata: { method: JUDGED_RUN.method, model: JUDGED_RUN.model, tags: [...JUDGED_RUN.tags] },
  });
}
