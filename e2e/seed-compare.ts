// The comparison specs' data: two more runs over the browse run's questions (same dataset, split,
// training step and text), ingested through the real pipeline from canonical JSONL so that EM,
// flags and step_stats are what ingest makes of them; the browse run's own step_stats; and an
// annotator and an admin with fixed session tokens.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { createUser } from "@/lib/auth/server/users";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { COMPARE_RUNS, COMPARE_USERS } from "./compare-fixtures";
import { BROWSE_RUN } from "./seeded-runs";

type TBase = {
  question: string;
  dataset: string | null;
  split: string | null;
  trainingStep: number | null;
  goldenAnswers: string[];
  em: number | null;
};

function record(row: TBase, k: number, isRight: boolean, run: number) {
  const gold = row.goldenAnswers[0] ?? "";
  const answer = isRight ? gold : "I could not find it";
  const search = (i: number) => ({
    kind: "search",
    query: i === 0 ? row.question : `${row.question} (rephrased)`,
    documents: [
      { title: `Result ${i + 1} for run ${run + 1}`, text: isRight ? `${gold} is the answer.` : "Unrelated text." },
    ],
    labels: [
      {
        source: "judge:gpt-4.1-nano",
        name: "over_search",
        value: (k + i) % 5 === 0,
        rationale: "Checked against the model's own knowledge.",
      },
    ],
  });
  const steps = isRight
    ? [{ kind: "reasoning", reasoning: `I should look up: ${row.question}` }, search(0), { kind: "answer", answer }]
    : [search(0), search(1), { kind: "answer", answer }];
  const path = (k % 10) / 10;
  return {
    type: "trajectory",
    id: `${row.dataset ?? "none"}-${k}`,
    step: row.trainingStep,
    split: row.split,
    dataset: row.dataset,
    question: row.question,
    golden_answers: row.goldenAnswers,
    final_answer: answer,
    reward: {
      total: 0.6 * Number(isRight) + 0.3 * path + 0.1,
      components: { accuracy: Number(isRight), path, format: 1 },
    },
    steps,
    labels: [{ source: "prm:pro-step-8b", name: "step_quality", value: isRight ? "GOOD" : "BAD" }],
  };
}

// Each run agrees with the browse run on most questions and differs on some, both ways.
const PATTERNS = [
  (wasRight: boolean, k: number) => (k % 4 === 1 ? !wasRight : wasRight),
  (wasRight: boolean, k: number) => (k % 3 === 0 ? !wasRight : wasRight),
];

async function ingestRun(db: TDatabase, folder: string, run: number, rows: TBase[]) {
  const spec = COMPARE_RUNS[run]!;
  const lines = rows.map((row, k) => record(row, k, PATTERNS[run]!((row.em ?? 0) >= 1, k), run));
  const metrics = [0, 100, 200, 300].map((step, i) => ({
    type: "metrics",
    step,
    values: { "critic/score/mean": 0.2 + 0.1 * i + 0.05 * run },
  }));
  const file = path.join(folder, `${spec.name}.jsonl`);
  await writeFile(file, [...lines, ...metrics].map((line) => JSON.stringify(line)).join("\n"));
  await ingestSources(db, [await openFileSource(file)], {
    run: spec.name,
    metadata: { method: spec.method, model: spec.model },
  });
  // Older than the runs other specs list first: the runs page shows newest first.
  await db.prisma.run.update({ where: { name: spec.name }, data: { createdAt: new Date(Date.UTC(2025, 0, 1 + run)) } });
}

export async function seedCompareRuns(db: TDatabase): Promise<void> {
  const base = await db.prisma.run.findUniqueOrThrow({ where: { name: BROWSE_RUN.name }, select: { id: true } });
  await refreshStepStats(db, base.id);
  const rows = await db.prisma.trajectory.findMany({
    where: { runId: base.id, externalId: { not: BROWSE_RUN.long.externalId } },
    select: { question: true, dataset: true, split: true, trainingStep: true, goldenAnswers: true, em: true },
    orderBy: { id: "asc" },
  });
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-seed-compare-"));
  try {
    for (const run of COMPARE_RUNS.keys()) await ingestRun(db, folder, run, rows);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  for (const person of Object.values(COMPARE_USERS)) {
    const user = await createUser(db, { name: person.name, role: person.role });
    await db.prisma.session.create({
      data: {
        tokenHash: createHash("sha256").update(person.token).digest("hex"),
        userId: user.id,
        expiresAt: new Date(Date.now() + 14 * 24 * 3600 * 1000),
      },
    });
  }
}
