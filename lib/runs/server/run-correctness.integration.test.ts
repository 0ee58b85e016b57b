import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestLabel, type TTestTrajectory } from "@/test/browse-test-data";
import { DEFAULT_CORRECTNESS_CHOICE, VERDICT_LABEL } from "@/lib/metrics/process";
import { getRunCorrectness } from "./run-correctness";

// The correctness card's counts, against what the trajectories below say: EM ≥ 1, and the judge's
// current verdict (the trajectory's last answer_correct label; a step's does not count).

const verdict = (value: boolean, source = "judge:gpt"): TTestLabel => ({
  step: null,
  source,
  name: VERDICT_LABEL,
  value: String(value),
  type: "boolean",
});

const JUDGED: TTestTrajectory[] = [
  { key: "both-right", em: 1, labels: [verdict(true)] },
  { key: "judge-only", em: 0, labels: [verdict(true)] },
  { key: "em-only", em: 1, labels: [verdict(false)] },
  { key: "unjudged", em: 0 },
  // A person's correction, made after the judge: the current verdict is true.
  { key: "corrected", em: 0, labels: [verdict(false), { ...verdict(true, "human:ann"), corrects: 0 }] },
];

// No trajectory-level verdict: one on a step must not make the judge's row appear.
const UNJUDGED: TTestTrajectory[] = [
  { key: "right", em: 1, steps: [{ kind: "answer" }], labels: [{ ...verdict(true), step: 0 }] },
  { key: "wrong", em: 0 },
];

/** The current verdict of each trajectory, from the labels above: the last one. */
const currentVerdict = (t: TTestTrajectory) => {
  const last = (t.labels ?? []).filter((l) => l.step === null && l.name === VERDICT_LABEL).at(-1);
  return last ? last.value === "true" : null;
};
const count = (trajectories: TTestTrajectory[], test: (t: TTestTrajectory) => boolean) =>
  trajectories.filter(test).length;

describe.each(DATABASE_KINDS)("run correctness on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.dispose());

  it("counts EM and the judge's current verdict, and their disagreements", async () => {
    const run = await createTestRun(test.db, JUDGED);
    const result = await getRunCorrectness(test.db, { runId: run.runId, choice: DEFAULT_CORRECTNESS_CHOICE });
    const emRight = (t: TTestTrajectory) => (t.em ?? 0) >= 1;
    expect(result.trajectories).toBe(JUDGED.length);
    expect(result.em).toEqual({ right: count(JUDGED, emRight), decided: JUDGED.length });
    expect(result.verdict).toEqual({
      label: VERDICT_LABEL,
      judge: {
        right: count(JUDGED, (t) => currentVerdict(t) === true),
        decided: count(JUDGED, (t) => currentVerdict(t) !== null),
      },
      judgeRightEmWrong: count(JUDGED, (t) => currentVerdict(t) === true && !emRight(t)),
      emRightJudgeWrong: count(JUDGED, (t) => currentVerdict(t) === false && emRight(t)),
    });
    // Chosen as the correctness, the verdict decides the same trajectories.
    const byJudge = await getRunCorrectness(test.db, {
      runId: run.runId,
      choice: { by: "label", name: VERDICT_LABEL },
    });
    expect(byJudge.chosen).toEqual(result.verdict!.judge);
  });

  it("has no judge's row, and decides nothing by the verdict, in a run without trajectory verdicts", async () => {
    const run = await createTestRun(test.db, UNJUDGED);
    const result = await getRunCorrectness(test.db, {
      runId: run.runId,
      choice: { by: "label", name: VERDICT_LABEL },
    });
    expect(result.verdict).toBeNull();
    expect(result.chosen).toEqual({ right: 0, decided: 0 });
    expect(result.em).toEqual({ right: 1, decided: UNJUDGED.length });
  });
});
