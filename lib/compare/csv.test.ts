import { describe, expect, it } from "vitest";
import { diffCsv, scoresCsv } from "./csv";
import type { TCompareDiff } from "./types";

describe("the comparison as CSV", () => {
  it("writes one row per run and dataset, in the comparison's run order, unrounded", () => {
    const n = { em: 2, f1: 2, acc: 0, correct: 2, reward: 2 };
    const row = { trajectories: 2, f1: 0.5, acc: null, correct: 0.5, reward: 0.25, searches: 1.5, n };
    const csv = scoresCsv(
      [
        { run: "b", dataset: "nq", em: 1 / 3, ...row },
        { run: "a", dataset: "nq", em: 0.5, ...row },
      ],
      ["a", "b"],
    );
    expect(csv.split("\r\n")).toEqual([
      "run,dataset,trajectories,em,f1,acc,reward,searches_per_trajectory",
      "a,nq,2,0.5,0.5,,0.25,1.5",
      `b,nq,2,${1 / 3},0.5,,0.25,1.5`,
      "",
    ]);
  });

  it("lists the diff's questions, quoting text and defusing formulas", () => {
    const side = (correct: number) => ({ trajectories: 1, correct, trajectoryId: "1" });
    const diff: TCompareDiff = {
      a: "base",
      b: "ours",
      correct: "em",
      limit: 200,
      counts: { questionsA: 2, questionsB: 2, shared: 2, bothRight: 0, bothWrong: 0, onlyA: 1, onlyB: 1 },
      rightInA: [{ dataset: "nq", question: 'who said "hi", then?', questionLength: 20, a: side(1), b: side(0) }],
      rightInB: [{ dataset: "nq", question: "=1+1", questionLength: 4, a: side(0), b: side(1) }],
    };
    expect(diffCsv(diff).split("\r\n")).toEqual([
      "list,dataset,question,a_run,a_trajectories,a_right,a_verdict,b_run,b_trajectories,b_right,b_verdict",
      `"right in base, wrong in ours",nq,"who said ""hi"", then?",base,1,1,right,ours,1,0,wrong`,
      `"right in ours, wrong in base",nq,'=1+1,base,1,0,wrong,ours,1,1,right`,
      "",
    ]);
  });
});
