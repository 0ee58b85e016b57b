import { describe, expect, it } from "vitest";
import { HIPRAG } from "./hiprag";
import type { TRewardInput, TRewardParamValues, TRewardStep } from "./types";

const judge = "judge:gpt-4.1-mini";
const search = (over: boolean): TRewardStep => ({
  kind: "search",
  query: "q",
  labels: [{ source: judge, name: "over_search", value: over }],
});
const reasoning = (under: boolean): TRewardStep => ({
  kind: "reasoning",
  labels: [{ source: judge, name: "under_search", value: under }],
});
const answer: TRewardStep = { kind: "answer", answer: "x" };

// 4 HiPRAG steps: 2 search (1 over-search), 2 reasoning (1 under-search) → Ncorr = 2, N = 4, searches = 2.
const steps = [search(true), search(false), reasoning(true), reasoning(false), answer];
const base: TRewardInput = { acc: 1, isFormatValid: true, steps };

type TCase = { name: string; input: TRewardInput; params: TRewardParamValues; total: number };

describe("HiPRAG reward", () => {
  it.each<TCase>([
    { name: "A = 1, F = 1: 0.8 + 0.2 + 0.4·2/4", input: base, params: {}, total: 1.2 },
    { name: "A = 1, F = 0: no bonus", input: { ...base, isFormatValid: false }, params: {}, total: 0.8 },
    { name: "A = 0, F = 1: format only", input: { ...base, acc: 0 }, params: {}, total: 0.2 },
    { name: "A = 0, F = 0", input: { ...base, acc: 0, isFormatValid: false }, params: {}, total: 0 },
    {
      name: "released code: Ncorr / searches = 2/2",
      input: base,
      params: { variant: "released-code" },
      total: 0.8 + 0.2 + 0.4 * (2 / 2),
    },
    {
      name: "released code can exceed λp: 3 correct steps, 1 search",
      input: { ...base, steps: [search(false), reasoning(false), reasoning(false), answer] },
      params: { variant: "released-code" },
      total: 0.8 + 0.2 + 0.4 * 3,
    },
    { name: "λf = 0.5, λp = 0.1", input: base, params: { lambda_f: 0.5, lambda_p: 0.1 }, total: 0.5 + 0.5 + 0.1 * 0.5 },
    { name: "cover-EM wins over acc", input: { ...base, acc: 1, coverEm: 0 }, params: {}, total: 0.2 },
    { name: "no steps: no bonus", input: { ...base, steps: [answer] }, params: {}, total: 1 },
    {
      name: "released code, no search step: the code's flat λp (`else 0.4`)",
      input: { ...base, steps: [reasoning(true), reasoning(true), answer] },
      params: { variant: "released-code" },
      total: 1.4,
    },
    {
      name: "released code, no step at all: no bonus",
      input: { ...base, steps: [answer] },
      params: { variant: "released-code" },
      total: 1,
    },
  ])("$name → $total", ({ input, params, total }) => {
    expect(HIPRAG.compute(input, params).total).toBeCloseTo(total, 15);
  });

  it("reports its components", () => {
    expect(HIPRAG.compute(base).components).toEqual({
      A: 1,
      F: 1,
      n_corr: 2,
      n: 4,
      outcome: 0.8,
      format: 0.2,
      process: 0.2,
    });
  });

  it("reads one label source when asked, and is null when A or F is unknown", () => {
    const corrected: TRewardInput = {
      ...base,
      steps: [
        {
          ...search(true),
          labels: [...(search(true).labels ?? []), { source: "human:ada", name: "over_search", value: false }],
        },
      ],
    };
    expect(HIPRAG.compute(corrected).total).toBeCloseTo(1.4, 15);
    expect(HIPRAG.compute(corrected, {}, { labelSource: judge }).total).toBeCloseTo(1, 15);
    expect(HIPRAG.compute({ ...base, acc: null }).total).toBeNull();
    expect(HIPRAG.compute({ ...base, isFormatValid: null }).total).toBeNull();
  });

  it("reads N and Ncorr as stored when given, counting the steps for one label source", () => {
    // Stored: 3 of 4 steps correct, where the steps' labels say 2 of 4.
    const stored: TRewardInput = { ...base, hipragSteps: 4, correctSteps: 3 };
    expect(HIPRAG.compute(stored).components).toMatchObject({ n_corr: 3, n: 4 });
    expect(HIPRAG.compute(stored, {}, { labelSource: judge }).components).toMatchObject({ n_corr: 2, n: 4 });
    // The released code counts its own <step> blocks: never the stored counts.
    expect(HIPRAG.compute(stored, { variant: "released-code" }).components).toMatchObject({ n_corr: 2, n: 2 });
  });

  it("says what it reads: the stored counts in the paper's variant, else the steps' labels", () => {
    // The steps too: a trajectory stored before the counts (a run waiting for its backfill) has none.
    expect(HIPRAG.reads?.({})).toMatchObject({ steps: true, labels: ["over_search", "under_search"] });
    expect(HIPRAG.reads?.({}).fields).toEqual(expect.arrayContaining(["hipragSteps", "correctSteps"]));
    expect(HIPRAG.reads?.({ variant: "released-code" })).toMatchObject({
      steps: true,
      labels: ["over_search", "under_search"],
    });
    expect(HIPRAG.reads?.({ variant: "released-code" }).fields).not.toContain("hipragSteps");
  });
});
