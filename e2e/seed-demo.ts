import type { TDatabase } from "@/lib/db/connection";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { E2E_DEMO } from "./seed-demo-runs";

/** Seeded before the other runs, so the runs page still lists those first (newest first). */
export async function seedDemoFamily(db: TDatabase): Promise<void> {
  await ingestDemoFamily(db, { steps: E2E_DEMO.steps, perStep: E2E_DEMO.perStep });
}
