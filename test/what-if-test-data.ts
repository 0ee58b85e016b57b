import "server-only";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeDemoFamily } from "@/lib/demo";
import type { TCanonicalInput } from "@/lib/ingest/canonical";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import type { TDatabase } from "../lib/db/connection";

// Runs for the what-if and run-metrics integration tests: a small demo family (plans, reference
// plans, evaluator and judge labels, rewards the presets computed) and a run of edge cases for
// the SQL label readers (text flags, numeric text, corrections, steps without labels, no steps).

export const EDGE_RUN = "what-if-edge-cases";
export const DEMO_TEST_RUNS = ["demo-search-r1", "demo-hiprag", "demo-search-p1", "demo-search-p1-wo-self"];

const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, "0")}:00Z`;
const label = (name: string, value: boolean | number | string, source = "judge:x", minute = 0) => ({
  source,
  name,
  value,
  created_at: at(minute),
});

const EDGE_TRAJECTORIES: TCanonicalInput[] = [
  { type: "trajectory", id: "no-steps", question: "q0", golden_answers: [] },
  {
    type: "trajectory",
    id: "labelled",
    group: "g1",
    question: "Who directed Jaws?",
    golden_answers: ["Steven Spielberg"],
    final_answer: "Spielberg",
    metrics: { em: 0, f1: 0.667, acc: 0 },
    format_valid: true,
    reward: { total: 0.2, components: { accuracy: 0, format: 1 } },
    reference_plan: ["find the director of Jaws", "check the release year"],
    labels: [label("outcome_score", " 0.3 "), label("reference_coverage", "yes")],
    steps: [
      {
        kind: "plan",
        reasoning: "1. find the director of Jaws\n2. check the year",
        labels: [label("plan_quality", "0.7"), label("plan_coverage", 0.5)],
      },
      {
        kind: "search",
        query: "The Jaws director?",
        documents: [{ title: "Jaws (film)", text: "Jaws was directed by Steven Spielberg." }],
        labels: [
          label("over_search", "Yes"),
          label("over_search", false, "human:ana", 5),
          label("step_quality", "bad "),
        ],
      },
      {
        kind: "search",
        query: "jaws director",
        documents: [],
        labels: [label("over_search", 1, "prm:y"), label("step_quality", 0, "prm:y")],
      },
      {
        kind: "reasoning",
        reasoning: "So it is Spielberg",
        labels: [label("under_search", 1), label("step_quality", "GOOD")],
      },
      { kind: "invalid", labels: [label("under_search", "TRUE")] },
      { kind: "answer", answer: "Spielberg", labels: [label("under_search", true), label("step_quality", true)] },
    ],
  },
  {
    type: "trajectory",
    id: "tie-a",
    group: "g1",
    question: "Who directed Jaws?",
    golden_answers: ["Steven Spielberg"],
    final_answer: "Steven Spielberg",
    metrics: { em: 1, f1: 1, acc: 1 },
    format_valid: false,
    reward: { total: 0.8, components: { accuracy: 1, format: 0 } },
    steps: [{ kind: "reasoning", reasoning: "I know it", labels: [label("under_search", "no")] }],
  },
  {
    type: "trajectory",
    id: "tie-b",
    group: "g1",
    question: "Who directed Jaws?",
    golden_answers: ["Steven Spielberg"],
    metrics: { em: 0, f1: 0, acc: 0 },
    format_valid: true,
    reward: { total: 0.2, components: { accuracy: 0, format: 1 } },
    steps: [
      { kind: "search", query: "jaws", documents: [{ text: "Steven Spielberg made a film." }] },
      { kind: "answer", answer: null },
    ],
  },
  {
    type: "trajectory",
    id: "label-order",
    group: "g2",
    question: "Where is the Louvre?",
    golden_answers: ["Paris"],
    final_answer: "Paris",
    metrics: { em: 1, f1: 1, acc: 1 },
    format_valid: true,
    reward: { total: 1, components: { accuracy: 1, format: 1 } },
    // Labels listed newest first, and one with no time (stored at the ingest's, so the newest): the
    // one that holds is the newest made, not the last in the record.
    steps: [
      {
        kind: "search",
        query: "louvre",
        documents: [{ text: "The Louvre is in Paris." }],
        labels: [
          label("step_quality", "GOOD", "judge:x", 9),
          label("step_quality", "BAD", "judge:x", 1),
          label("over_search", true, "judge:x", 8),
          label("over_search", false, "judge:x", 2),
        ],
      },
      {
        kind: "reasoning",
        reasoning: "It is in Paris",
        labels: [{ source: "judge:x", name: "under_search", value: false }, label("under_search", true, "judge:x", 3)],
      },
      { kind: "answer", answer: "Paris" },
    ],
  },
  {
    type: "trajectory",
    id: "person-first",
    group: "g2",
    question: "Where is the Eiffel Tower?",
    golden_answers: ["Paris"],
    final_answer: "Lyon",
    metrics: { em: 0, f1: 0, acc: 0 },
    format_valid: true,
    reward: { total: 0, components: { accuracy: 0, format: 1 } },
    // A person spoke first, a model after: the person's label holds (the trajectory page's rule).
    labels: [label("outcome_score", "0.1", "human:ana", 2), label("outcome_score", "0.6", "judge:x", 9)],
    steps: [
      {
        kind: "search",
        query: "eiffel tower city",
        documents: [{ text: "The Eiffel Tower is in Paris." }],
        labels: [
          label("step_quality", "GOOD", "human:ana", 2),
          label("step_quality", "BAD", "judge:x", 9),
          label("over_search", false, "human:ana", 2),
          label("over_search", true, "judge:x", 9),
        ],
      },
      {
        kind: "reasoning",
        reasoning: "It is in Paris",
        labels: [label("under_search", false, "human:ana", 2), label("under_search", true, "judge:x", 9)],
      },
      { kind: "answer", answer: "Lyon" },
    ],
  },
  {
    // No golds: the presets fall back on the logged metrics (Search-R1 on EM, HiPRAG on acc), so a
    // preset's `reads` that left them out fails the parity test.
    type: "trajectory",
    id: "no-golds",
    group: "g3",
    question: "Who wrote Hamlet?",
    golden_answers: [],
    final_answer: "Shakespeare",
    metrics: { em: 1, f1: 1, acc: 1 },
    format_valid: true,
    reward: { total: 1, components: { accuracy: 1, format: 1 } },
    steps: [
      { kind: "search", query: "hamlet author", documents: [{ text: "Hamlet is a play by Shakespeare." }] },
      { kind: "answer", answer: "Shakespeare" },
    ],
  },
];

async function ingestRecords(db: TDatabase, run: string, records: TCanonicalInput[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "trajscope-what-if-"));
  try {
    const file = path.join(dir, `${run}.jsonl`);
    await writeFile(file, records.map((r) => JSON.stringify(r)).join("\n"));
    await ingestSources(db, [await openFileSource(file)], { run });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function seedEdgeRun(db: TDatabase): Promise<void> {
  await ingestRecords(db, EDGE_RUN, [
    { type: "meta", format: "trajscope", version: 1 },
    {
      type: "run",
      run: EDGE_RUN,
      config: { reward: { preset: "hiprag", weights: { lambda_p: 0.5 } }, normalization: "hiprag" },
    },
    ...EDGE_TRAJECTORIES,
  ]);
}

/** A few training steps of the demo runs (a few hundred trajectories each). */
export async function seedDemoRuns(db: TDatabase): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "trajscope-demo-"));
  try {
    const written = await writeDemoFamily(dir, { steps: 3, perStep: 8, evalQuestions: 8, runs: DEMO_TEST_RUNS });
    for (const run of written) await ingestSources(db, [await openFileSource(run.file)], { run: run.run });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
