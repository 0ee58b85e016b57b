import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun } from "@/test/browse-test-data";
import { getTrajectory, getTrajectoryResponse, getTrajectoryStep } from "./trajectory-detail";

const LONG_DOC = `First line of a long document.\n${"Paris is the capital. ".repeat(500)}`;
const RESPONSE =
  "<think>plan</think><search>capital of france</search><information>…</information><answer>Paris</answer>";

describe.each(DATABASE_KINDS)("trajectory page data on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, [
      {
        key: "paris",
        question: "What is the capital of France?",
        golds: ["Paris"],
        answer: "Paris",
        em: 1,
        f1: 1,
        reward: 0.9,
        components: { accuracy: 1, path: 0.5 },
        response: RESPONSE,
        steps: [
          { kind: "reasoning", reasoning: "x".repeat(10_000), spanStart: 0, spanEnd: 19 },
          {
            kind: "search",
            query: "capital of france",
            spanStart: 19,
            spanEnd: 86,
            documents: [
              { id: 7, title: "Paris", text: LONG_DOC, score: 0.9 },
              { title: "<b>Short</b>", text: "Short <script>alert(1)</script>" },
              "not a document",
            ],
          },
          { kind: "answer" },
        ],
        labels: [
          { step: 1, source: "judge:gpt", name: "step_quality", value: "BAD", rationale: "weak query" },
          { step: 1, source: "human:ana", name: "step_quality", value: "GOOD", corrects: 0 },
          { step: null, source: "judge:gpt", name: "answer_correct", value: "true", type: "boolean" },
        ],
      },
      { key: "bare", answer: null, em: null, f1: null, reward: null },
    ]);
  });
  afterAll(() => test.dispose());

  it("returns the trajectory with long text cut and marked, and every label", async () => {
    const detail = (await getTrajectory(test.db, { runId: run.runId, trajectoryId: run.ids.paris! }))!;
    expect(detail.trajectory).toMatchObject({
      question: "What is the capital of France?",
      goldenAnswers: ["Paris"],
      finalAnswer: "Paris",
      em: 1,
      rewardComponents: { accuracy: 1, path: 0.5 },
      responseLength: RESPONSE.length,
    });
    const [reasoning, search, answer] = detail.steps;
    expect(reasoning!.truncatedFields).toEqual(["reasoning"]);
    expect(reasoning!.reasoning).toHaveLength(4000);
    expect(search!.query).toBe("capital of france");
    expect(search!.span).toEqual({ start: 19, end: 86 });
    // Which documents hold a gold is the trajectory resolver's to mark (lib/failures/server/gold-documents.ts).
    expect(search!.documents).toEqual([
      {
        id: "7",
        title: "Paris",
        text: LONG_DOC.slice(0, 240),
        textLength: LONG_DOC.length,
        score: 0.9,
        hasGold: false,
      },
      {
        id: null,
        title: "<b>Short</b>",
        text: "Short <script>alert(1)</script>",
        textLength: 31,
        score: null,
        hasGold: false,
      },
    ]);
    expect(answer!.documents).toBeNull();
    expect(detail.labels.map((l) => [l.stepIndex, l.source, l.value, l.correctsId === null])).toEqual([
      [null, "judge:gpt", "true", true],
      [1, "judge:gpt", "BAD", true],
      [1, "human:ana", "GOOD", false],
    ]);
    expect(detail.labels[1]!.rationale).toBe("weak query");
    expect(Date.parse(detail.labels[0]!.createdAt)).not.toBeNaN();
  });

  it("returns one step in full on request", async () => {
    const step = (await getTrajectoryStep(test.db, { runId: run.runId, trajectoryId: run.ids.paris!, stepIndex: 1 }))!;
    expect(step.documents![0]!.text).toBe(LONG_DOC);
    expect(step.truncatedFields).toEqual([]);
    const reasoning = await getTrajectoryStep(test.db, {
      runId: run.runId,
      trajectoryId: run.ids.paris!,
      stepIndex: 0,
    });
    expect(reasoning!.reasoning).toHaveLength(10_000);
    expect(
      await getTrajectoryStep(test.db, { runId: run.runId, trajectoryId: run.ids.paris!, stepIndex: 9 }),
    ).toBeNull();
  });

  it("returns the raw response with each step's span", async () => {
    expect(await getTrajectoryResponse(test.db, { runId: run.runId, trajectoryId: run.ids.paris! })).toEqual({
      response: RESPONSE,
      spans: [
        { index: 0, kind: "reasoning", start: 0, end: 19 },
        { index: 1, kind: "search", start: 19, end: 86 },
      ],
    });
    expect(await getTrajectoryResponse(test.db, { runId: run.runId, trajectoryId: run.ids.bare! })).toEqual({
      response: null,
      spans: [],
    });
  });

  it("finds nothing outside the run", async () => {
    const other = await createTestRun(test.db, [{ key: "x" }]);
    expect(await getTrajectory(test.db, { runId: other.runId, trajectoryId: run.ids.paris! })).toBeNull();
    expect(await getTrajectoryResponse(test.db, { runId: run.runId, trajectoryId: "0" })).toBeNull();
    const bare = await getTrajectory(test.db, { runId: run.runId, trajectoryId: run.ids.bare! });
    expect(bare).toMatchObject({ steps: [], labels: [], trajectory: { responseLength: null, rewardComponents: {} } });
  });
});
