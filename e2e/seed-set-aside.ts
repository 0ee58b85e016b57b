// A run ingested twice: between the two, an annotator corrected the judge on a reasoning step that
// the second file then changed. The correction is set aside (orphaned_labels) with the old text.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser } from "@/lib/auth/server/users";
import type { TDatabase } from "@/lib/db/connection";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { SET_ASIDE } from "./seeded-runs";

const record = (reasoning: string) =>
  JSON.stringify({
    type: "trajectory",
    id: "bamboogle-0",
    step: 10,
    question: SET_ASIDE.question,
    golden_answers: ["William Howard Taft"],
    final_answer: "William Howard Taft",
    steps: [
      { kind: "search", query: "superconductivity discovered year" },
      {
        kind: "reasoning",
        reasoning,
        labels: [{ source: "judge:gpt-4o", name: "step_quality", value: "BAD", rationale: "Unsupported date." }],
      },
      { kind: "answer", answer: "William Howard Taft" },
    ],
  });

export async function seedSetAsideRun(db: TDatabase): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-seed-set-aside-"));
  const ingest = async (name: string, reasoning: string) => {
    const file = path.join(folder, name);
    await writeFile(file, record(reasoning));
    await ingestSources(db, [await openFileSource(file)], { run: SET_ASIDE.run });
  };
  try {
    await ingest("v1.jsonl", SET_ASIDE.before);
    const [target] = await db.sql.query<{ run_id: number; trajectory_id: string; id: string }>(
      `SELECT run_id, trajectory_id::text AS trajectory_id, id::text AS id FROM labels
       WHERE name = 'step_quality' AND step_index = 1
         AND run_id = (SELECT id FROM runs WHERE name = $1)`,
      [SET_ASIDE.run],
    );
    const author = await createUser(db, { name: SET_ASIDE.annotator, role: "annotator" });
    await recordLabel(db, {
      runId: target!.run_id,
      trajectoryId: target!.trajectory_id,
      stepIndex: 1,
      name: SET_ASIDE.correction.name,
      value: SET_ASIDE.correction.value,
      rationale: SET_ASIDE.correction.rationale,
      corrects: { id: target!.id, version: 1 },
      author,
    });
    await ingest("v2.jsonl", SET_ASIDE.after);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // Older than the runs other specs list first: the runs page shows newest first.
  await db.prisma.run.update({ where: { name: SET_ASIDE.run }, data: { createdAt: new Date(Date.UTC(2024, 5, 1)) } });
}
