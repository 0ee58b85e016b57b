// The annotation specs' data: the audit run (AUDIT_RUN), ingested through the real pipeline from
// canonical JSONL so flags and step_stats are what ingest makes of them, and the people of
// ANNOTATE_USERS with their passwords.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { createUser } from "@/lib/auth/server/users";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { ANNOTATE_USERS, AUDIT_RUN } from "./annotate-fixtures";

const questions = (file: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { question: string; answer: string });

const label = (name: string, value: boolean | string, rationale: string) => ({
  source: AUDIT_RUN.judge,
  name,
  value,
  rationale,
});

function record(dataset: string, i: number, { question, answer: gold }: { question: string; answer: string }) {
  const isRight = i % 3 !== 2;
  const answer = isRight ? gold : "I could not find it";
  const isOver = i % 3 === 0;
  return {
    type: "trajectory",
    id: `${dataset}-${i}`,
    step: (i % 4) * 100,
    split: "test",
    dataset,
    question,
    golden_answers: [gold],
    final_answer: answer,
    steps: [
      {
        kind: "search",
        reasoning: `I need to find out: ${question}`,
        query: question,
        documents: [{ title: gold, text: `Sources agree that the answer is ${gold}.` }],
        labels: [
          label("over_search", isOver, isOver ? "The model knew this without searching." : "The fact was missing."),
          label("step_quality", i % 4 === 1 ? "BAD" : "GOOD", "Judged against rubric R2 (search quality)."),
        ],
      },
      {
        kind: "reasoning",
        reasoning: `The first document says ${gold}.`,
        labels: [label("step_quality", "GOOD", "Follows from the document."), label("under_search", false, "")],
      },
      {
        kind: "answer",
        answer,
        labels: [
          label("step_quality", isRight ? "GOOD" : "BAD", isRight ? "Supported." : "Not supported by any document."),
          label("under_search", !isRight && i % 2 === 1, "Answered from memory."),
        ],
      },
    ],
    labels: [label("answer_correct", isRight, "Compared with the gold answer.")],
  };
}

export async function seedAnnotateRun(db: TDatabase): Promise<void> {
  const lines = [
    ...questions("r1-searcher-bamboogle-qwen.jsonl").map((q, i) => record("bamboogle", i, q)),
    ...questions("hotpotqa-dev.jsonl").map((q, i) => record("hotpotqa", i, q)),
  ];
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-seed-annotate-"));
  try {
    const file = path.join(folder, `${AUDIT_RUN.name}.jsonl`);
    await writeFile(file, lines.map((line) => JSON.stringify(line)).join("\n"));
    await ingestSources(db, [await openFileSource(file)], {
      run: AUDIT_RUN.name,
      metadata: { method: AUDIT_RUN.method, model: AUDIT_RUN.model },
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // Older than the runs other specs list first: the runs page shows newest first.
  await db.prisma.run.update({ where: { name: AUDIT_RUN.name }, data: { createdAt: new Date(Date.UTC(2024, 6, 1)) } });
  for (const person of Object.values(ANNOTATE_USERS)) {
    await createUser(db, { name: person.name, role: person.role, password: person.password });
  }
}
