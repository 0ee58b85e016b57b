import { describe, expect, it } from "vitest";
import { resolveParams, RewardParamError } from "./params";
import type { TRewardParam } from "./types";

const params: TRewardParam[] = [
  { kind: "number", name: "lambdaF", label: "λf", default: 0.2, min: 0, max: 1, step: 0.05, description: "" },
  {
    kind: "choice",
    name: "variant",
    label: "N",
    default: "paper",
    options: ["paper", "released-code"],
    description: "",
  },
];

describe("resolveParams", () => {
  it("fills defaults and takes overrides", () => {
    expect(resolveParams(params).values).toEqual({ lambdaF: 0.2, variant: "paper" });
    const resolved = resolveParams(params, { lambdaF: 0.5, variant: "released-code" });
    expect([resolved.number("lambdaF"), resolved.choice("variant")]).toEqual([0.5, "released-code"]);
  });

  it.each([
    [{ lambdaF: 1.5 }, "lambdaF must be a number in [0, 1], got 1.5"],
    [{ lambdaF: Number.NaN }, "lambdaF must be a number in [0, 1], got NaN"],
    [{ lambdaF: "0.3" }, "lambdaF must be a number in [0, 1], got 0.3"],
    [{ variant: "other" }, "variant must be one of paper, released-code, got other"],
    [{ lambdaP: 0.4 }, 'Unknown parameter "lambdaP" (known: lambdaF, variant)'],
  ])("rejects %j", (overrides, message) => {
    expect(() => resolveParams(params, overrides)).toThrow(new RewardParamError(message));
  });
});
