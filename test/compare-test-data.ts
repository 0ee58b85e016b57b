import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import type { TDatabase } from "../lib/db/connection";

// Two small runs for the comparison's integration tests, ingested as canonical JSONL through the
// real pipeline (so EM, flags and step_stats are what ingest makes of them). "base" and "ours"
// share questions; see lib/compare/diff.ts for what counts as shared and as right.

type TSample = { id: string; dataset: string; question: string; gold: string; right: boolean; step?: number };

const GOLD = { hamlet: "Shakespeare", france: "Paris", everest: "Nepal", moon: "1969", bridge: "1937" };

export const BASE_SAMPLES: TSample[] = [
  { id: "b1", dataset: "nq", question: "who wrote hamlet", gold: GOLD.hamlet, right: true },
  { id: "b2", dataset: "nq", question: "capital of  france", gold: GOLD.france, right: false },
  { id: "b3", dataset: "nq", question: "where is mount everest", gold: GOLD.everest, right: true },
  { id: "b4", dataset: "hotpotqa", question: "when did apollo 11 land", gold: GOLD.moon, right: false },
  // Two samples, one right: half right counts as right.
  { id: "b5a", dataset: "hotpotqa", question: "when did the golden gate bridge open", gold: GOLD.bridge, right: true },
  {
    id: "b5b",
    dataset: "hotpotqa",
    question: "when did the golden gate bridge open",
    gold: GOLD.bridge,
    right: false,
    step: 10,
  },
  { id: "b6", dataset: "nq", question: "only in base", gold: "x", right: true },
];

export const OURS_SAMPLES: TSample[] = [
  { id: "o1", dataset: "nq", question: "who wrote hamlet", gold: GOLD.hamlet, right: false },
  // The same question with other whitespace: shared.
  { id: "o2", dataset: "nq", question: " capital of france\n", gold: GOLD.france, right: true },
  { id: "o3", dataset: "nq", question: "where is mount everest", gold: GOLD.everest, right: true },
  { id: "o4", dataset: "hotpotqa", question: "when did apollo 11 land", gold: GOLD.moon, right: false },
  // One of three right: wrong.
  ...["a", "b", "c"].map((s, i) => ({
    id: `o5${s}`,
    dataset: "hotpotqa",
    question: "when did the golden gate bridge open",
    gold: GOLD.bridge,
    right: i === 0,
    step: i * 10,
  })),
  // The same text in another dataset is another question.
  { id: "o7", dataset: "triviaqa", question: "who wrote hamlet", gold: GOLD.hamlet, right: true },
];

function trajectoryLine(sample: TSample, style: "short" | "long") {
  const answer = sample.right ? sample.gold : "I do not know";
  const steps =
    style === "short"
      ? [
          {
            kind: "search",
            query: sample.question,
            labels: [{ source: "judge:x", name: "over_search", value: false }],
          },
          { kind: "answer", answer },
        ]
      : [
          { kind: "reasoning", reasoning: `Think about ${sample.question}.` },
          { kind: "search", query: sample.question },
          { kind: "search", query: `${sample.question} again` },
          { kind: "answer", answer },
        ];
  return JSON.stringify({
    type: "trajectory",
    id: sample.id,
    step: sample.step ?? 0,
    split: "test",
    dataset: sample.dataset,
    question: sample.question,
    golden_answers: [sample.gold],
    final_answer: answer,
    reward: { total: sample.right ? 1 : 0.1, components: { accuracy: sample.right ? 1 : 0, format: 1 } },
    steps,
  });
}

/** Ingests samples into a run from a temporary canonical JSONL file, as `trajscope ingest` would. */
export async function ingestSamples(
  db: TDatabase,
  run: string,
  samples: readonly TSample[],
  style: "short" | "long",
  logged: Record<number, number> = {},
) {
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-compare-"));
  try {
    const file = path.join(folder, `${run}.jsonl`);
    const metrics = Object.entries(logged).map(([step, value]) =>
      JSON.stringify({ type: "metrics", step: Number(step), values: { "critic/score/mean": value } }),
    );
    await writeFile(file, [...samples.map((s) => trajectoryLine(s, style)), ...metrics].join("\n"));
    return await ingestSources(db, [await openFileSource(file)], { run });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function ingestComparedRuns(db: TDatabase) {
  await ingestSamples(db, "base", BASE_SAMPLES, "short", { 0: 0.1, 10: 0.3 });
  await ingestSamples(db, "ours", OURS_SAMPLES, "long", { 0: 0.2, 10: 0.5, 20: 0.6 });
}
