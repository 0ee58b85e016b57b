import { describe, expect, it } from "vitest";
import { labelExportRecords, type TExportTrajectoryInput } from "./export-records";
import type { TLabelVersionView } from "./types";

const label = (over: Partial<TLabelVersionView> & { id: string }): TLabelVersionView => ({
  stepIndex: 1,
  name: "step_quality",
  source: "judge:j",
  valueType: "category",
  value: "BAD",
  rationale: "judge says",
  version: 1,
  correctsId: null,
  authorName: null,
  createdAt: `2026-11-30T10:00:0${over.id}.000Z`,
  ...over,
});

const step = (index: number, kind: "search" | "answer") => ({
  index,
  kind,
  reasoning: `thought ${index}`,
  query: kind === "search" ? "q" : null,
  documents: kind === "search" ? [{ title: "T", text: "doc", score: 1 }, "junk"] : null,
  conclusion: null,
  answer: kind === "answer" ? "Paris" : null,
});

const trajectory: TExportTrajectoryInput = {
  id: "7",
  externalId: "nq-7",
  dataset: "nq",
  trainingStep: 100,
  question: "capital of france?",
  goldenAnswers: ["Paris"],
  steps: [step(1, "answer"), step(0, "search")],
  labels: [
    label({ id: "1" }),
    label({
      id: "2",
      value: "GOOD",
      source: "human:ada",
      authorName: "ada",
      correctsId: "1",
      version: 2,
      rationale: "fine",
    }),
    label({ id: "3", stepIndex: 0, value: "GOOD" }),
    label({ id: "4", stepIndex: null, name: "answer_correct", valueType: "boolean", value: "true" }),
  ],
};

describe("label export records", () => {
  it("writes the label that holds with its prefix, step, author and what it corrected", () => {
    const records = labelExportRecords("r", trajectory, "current");
    expect(records.map((r) => [r.step_index, r.label.name, r.label.value, r.source])).toEqual([
      [null, "answer_correct", true, "judge:j"],
      [0, "step_quality", "GOOD", "judge:j"],
      [1, "step_quality", "GOOD", "human:ada"],
    ]);
    const corrected = records[2]!;
    expect(corrected).toMatchObject({
      run: "r",
      question: "capital of france?",
      golden_answers: ["Paris"],
      author: "ada",
      version: 2,
      rationale: "fine",
      corrects: { source: "judge:j", value: "BAD", rationale: "judge says" },
    });
    expect(corrected.prefix.map((s) => s.index)).toEqual([0]);
    expect(corrected.prefix[0]!.documents).toEqual([{ title: "T", text: "doc" }]);
    expect(corrected.step).toMatchObject({ index: 1, kind: "answer", answer: "Paris" });
    expect(records[0]!.prefix).toHaveLength(2);
    expect(records[0]!.step).toBeNull();
  });

  it("keeps only people's labels when asked", () => {
    expect(labelExportRecords("r", trajectory, "people").map((r) => r.source)).toEqual(["human:ada"]);
  });
});
