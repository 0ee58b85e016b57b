import { describe, expect, it } from "vitest";
import { agreementOf, type TLabelPair } from "@/lib/metrics/agreement";
import { agreementFromCells, isKappaTrustworthy, type TAgreementCell } from "./agreement-cells";
import { buildNameAgreements, trainingStepBuckets } from "./agreement-report";

const expand = (cells: TAgreementCell[]): TLabelPair[] =>
  cells.flatMap((c) => Array.from({ length: c.count }, () => ({ a: c.a, b: c.b })));

describe("agreement from counted cells", () => {
  it("equals agreementOf on the same pairs (Wikipedia's table: κ = 0.4)", () => {
    const cells: TAgreementCell[] = [
      { a: "yes", b: "yes", count: 20 },
      { a: "yes", b: "no", count: 5 },
      { a: "no", b: "yes", count: 10 },
      { a: "no", b: "no", count: 15 },
      { a: "no", b: null, count: 3 },
      { a: null, b: "yes", count: 2 },
    ];
    const result = agreementFromCells(cells, ["yes", "no"]);
    expect(result).toEqual(agreementOf(expand(cells), ["yes", "no"]));
    expect(result).toMatchObject({ n: 50, onlyA: 3, onlyB: 2, rawAgreement: 0.7 });
    expect(result.kappa).toBeCloseTo(0.4, 14);
  });

  it("equals agreementOf on random tables", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = ["GOOD", "BAD", "UNKNOWN", null];
    for (let round = 0; round < 50; round++) {
      const cells = Array.from({ length: 6 }, () => ({
        a: values[Math.floor(random() * 4)]!,
        b: values[Math.floor(random() * 4)]!,
        count: Math.floor(random() * 9),
      }));
      expect(agreementFromCells(cells, ["GOOD", "BAD"])).toEqual(agreementOf(expand(cells), ["GOOD", "BAD"]));
    }
  });

  it("trusts κ from 30 items on", () => {
    expect(isKappaTrustworthy({ n: 29 })).toBe(false);
    expect(isKappaTrustworthy({ n: 30 })).toBe(true);
  });
});

describe("the report per name, step kind and training step", () => {
  it("groups counted rows", () => {
    const report = buildNameAgreements([
      { name: "step_quality", kind: "search", trainingStep: 100, a: "GOOD", b: "GOOD", count: 3 },
      { name: "step_quality", kind: "answer", trainingStep: 100, a: "BAD", b: "GOOD", count: 1 },
      { name: "step_quality", kind: "search", trainingStep: 200, a: "BAD", b: "BAD", count: 2 },
      { name: "answer_correct", kind: "trajectory", trainingStep: null, a: "true", b: "false", count: 1 },
    ]);
    expect(report.map((r) => r.name)).toEqual(["answer_correct", "step_quality"]);
    const quality = report[1]!;
    expect(quality.overall).toMatchObject({ n: 6, agree: 5, categories: ["GOOD", "BAD"] });
    expect(quality.byKind.map((g) => [g.key, g.agreement.n])).toEqual([
      ["search", 5],
      ["answer", 1],
    ]);
    expect(quality.byTrainingStep.map((g) => [g.key, g.agreement.agree])).toEqual([
      [{ from: 100, to: 100 }, 3],
      [{ from: 200, to: 200 }, 2],
    ]);
    expect(report[0]!.byTrainingStep).toEqual([]);
  });

  it("buckets many training steps into equal ranges", () => {
    const bucket = trainingStepBuckets(
      Array.from({ length: 100 }, (_, i) => i * 10),
      10,
    );
    expect(bucket(0)).toEqual({ from: 0, to: 99 });
    expect(bucket(995)).toEqual({ from: 900, to: 999 });
    expect(trainingStepBuckets([5, 7])(7)).toEqual({ from: 7, to: 7 });
  });
});
