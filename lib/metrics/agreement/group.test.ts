import { describe, expect, it } from "vitest";
import type { TProcessLabel } from "@/lib/metrics/process";
import { agreementByGroup, agreementByLabelName, agreementByStepKind, compareSources, pairLabels } from "./group";
import type { TLabelledItem } from "./group";

const judge = "judge:qwq-32b";
const human = "human:ada";
const quality = (source: string, value: string): TProcessLabel => ({ source, name: "step_quality", value });
const step = (kind: string, a: string | null, b: string | null, extra: TProcessLabel[] = []): TLabelledItem => ({
  kind,
  labels: [...(a === null ? [] : [quality(judge, a)]), ...(b === null ? [] : [quality(human, b)]), ...extra],
});

const items: TLabelledItem[] = [
  step("search", "GOOD", "GOOD"),
  step("search", "GOOD", "BAD"),
  step("answer", "BAD", "BAD"),
  step("search", "BAD", "BAD"),
  step("answer", "GOOD", "GOOD", [{ source: human, name: "over_search", value: false }]),
  step("reasoning", "GOOD", null),
];
const comparison = { name: "step_quality", a: judge, b: human, categories: ["GOOD", "BAD"] };

describe("pairing two sources", () => {
  it("takes each source's current label", () => {
    const corrected: TLabelledItem = {
      labels: [quality(judge, "GOOD"), quality(human, "BAD"), quality(human, "GOOD")],
    };
    expect(pairLabels([corrected, { labels: null }], comparison)).toEqual([
      { a: "GOOD", b: "GOOD" },
      { a: undefined, b: undefined },
    ]);
  });

  it("compares over all items: p_o = 4/5, p_e = (3·2 + 2·3)/25 = 0.48", () => {
    const result = compareSources(items, comparison);
    expect(result).toMatchObject({
      n: 5,
      onlyA: 1,
      agree: 4,
      rawAgreement: 0.8,
      matrix: [
        [2, 1],
        [0, 2],
      ],
    });
    expect(result.kappa).toBeCloseTo((0.8 - 0.48) / (1 - 0.48), 14);
  });
});

describe("grouping", () => {
  it("per step kind, in canonical kind order", () => {
    const byKind = agreementByStepKind(items, comparison);
    expect(byKind.map((g) => g.key)).toEqual(["reasoning", "search", "answer"]);
    expect(byKind.map((g) => [g.agreement.n, g.agreement.rawAgreement, g.agreement.kappa])).toEqual([
      [0, null, null],
      [3, 2 / 3, expect.closeTo(0.4, 14)], // p_o = 2/3, p_e = (2·1 + 1·2)/9 = 4/9
      [2, 1, 1],
    ]);
  });

  it("per label name used by either source", () => {
    const byName = agreementByLabelName(items, { a: judge, b: human });
    expect(byName.map((g) => [g.key, g.agreement.n, g.agreement.onlyB])).toEqual([
      ["over_search", 0, 1],
      ["step_quality", 5, 0],
    ]);
  });

  it("by any key, leaving out items without one", () => {
    const byStep = agreementByGroup(
      items.map((item, i) => ({ ...item, trainingStep: i < 3 ? 100 : null })),
      (item) => item.trainingStep,
      comparison,
    );
    expect(byStep).toHaveLength(1);
    expect(byStep[0]).toMatchObject({ key: 100, agreement: { n: 3, agree: 2 } });
  });
});
