import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/test/databases";
import { createTestDatabase } from "@/test/postgres-admin";
import { writeSyntheticFile } from "@/test/ingest-files";

const BIN = path.join(import.meta.dirname, "..", "..", "..", "bin", "trajscope.mjs");
const TRAJECTORIES = 3000;
const BATCH = 100;

function ingest(url: string, file: string, run: string) {
  const child = spawn(process.execPath, [BIN, "ingest", file, "--run", run, "--batch-size", String(BATCH)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d));
  child.stderr.on("data", (d: Buffer) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** What a run holds, independent of row ids and timestamps: two equal fingerprints, equal content. */
async function fingerprint(db: TDatabase, run: string) {
  const [row] = await db.sql.query<Record<string, string | number>>(
    `WITH r AS (SELECT id FROM runs WHERE name = $1)
     SELECT
       (SELECT count(*)::int FROM trajectories WHERE run_id = (SELECT id FROM r)) AS trajectories,
       (SELECT count(*)::int FROM steps WHERE run_id = (SELECT id FROM r)) AS steps,
       (SELECT count(*)::int FROM labels WHERE run_id = (SELECT id FROM r)) AS labels,
       (SELECT md5(string_agg(external_id || ':' || content_hash, ',' ORDER BY external_id))
          FROM trajectories WHERE run_id = (SELECT id FROM r)) AS trajectory_hash,
       (SELECT md5(string_agg(t.external_id || ':' || s.index || ':' || s.kind || ':' || md5(coalesce(s.document_hashes::text, '') || coalesce(s.document_scores::text, '')),
                              ',' ORDER BY t.external_id, s.index))
          FROM steps s JOIN trajectories t ON t.run_id = s.run_id AND t.id = s.trajectory_id
          WHERE s.run_id = (SELECT id FROM r)) AS step_hash,
       (SELECT md5(string_agg(t.external_id || ':' || l.step_index || ':' || l.name || ':' || l.value,
                              ',' ORDER BY t.external_id, l.step_index, l.name, l.value))
          FROM labels l JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
          WHERE l.run_id = (SELECT id FROM r)) AS label_hash`,
    [run],
  );
  return row!;
}

describe("an ingest killed half-way (kill -9) on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: TDatabase;
  let file: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase({ kind: "postgres", url: database.url });
    await migrateDatabase(db, MIGRATIONS_DIR);
    file = await writeSyntheticFile("trajscope-kill-", { count: TRAJECTORIES, seed: 7 });
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it("leaves whole trajectories only, and running it again gives exactly one clean ingest", async () => {
    const killed = ingest(database.url, file, "interrupted");
    let stored = 0;
    while (stored === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = (await fingerprint(db, "interrupted")).trajectories as number;
    }
    killed.child.kill("SIGKILL");
    expect((await killed.exited).signal).toBe("SIGKILL");

    const partial = await fingerprint(db, "interrupted");
    expect(partial.trajectories).toBeLessThan(TRAJECTORIES);
    // Batches commit whole: no trajectory without all of its 5 steps and 4 labels.
    expect((partial.trajectories as number) % BATCH).toBe(0);
    expect(partial.steps).toBe((partial.trajectories as number) * 5);
    expect(partial.labels).toBe((partial.trajectories as number) * 4);

    const resumed = ingest(database.url, file, "interrupted");
    expect((await resumed.exited).code).toBe(0);
    expect(resumed.output()).toContain(
      `stored ${(TRAJECTORIES - (partial.trajectories as number)).toLocaleString("en-US")} · unchanged ${(partial.trajectories as number).toLocaleString("en-US")} · rejected 0`,
    );

    const clean = ingest(database.url, file, "clean");
    expect((await clean.exited).code).toBe(0);
    const [interrupted, reference] = [await fingerprint(db, "interrupted"), await fingerprint(db, "clean")];
    expect(interrupted).toEqual(reference);
    expect(reference).toMatchObject({ trajectories: TRAJECTORIES, steps: TRAJECTORIES * 5, labels: TRAJECTORIES * 4 });
  });
});
