import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rewardInputOf } from "@/test/reward-inputs";
import { searchR1FormatValues } from "./search-r1";
import { rewardFeatures } from "./stored-features";
import { stepCounts } from "./formula/step-counts";
import { releasedOutcome } from "./hiprag";

// The stored features, read back as the what-if's SQL reads them, against what Search-R1's and
// HiPRAG's own Python returned (reference/reward-cases.json, see reference-code.test.ts).

type TCases = {
  formats: { text: string; optimized: boolean }[];
  hiprag: { text: string; golds: string[]; verdicts: boolean[]; lambda_f: number; score: number }[];
  searchR1: { text: string; golds: string[]; em: number; format: Record<string, number>[] }[];
};
const cases = JSON.parse(readFileSync(new URL("./reference/reward-cases.json", import.meta.url), "utf8")) as TCases;
const show = (text: string) => JSON.stringify(text).slice(0, 160);

// The SQL's reading of each code (lib/what-if/server/what-if-sql.ts): index 0 of a PostgreSQL array is NULL.
const byCode = <T>(values: readonly T[], code: number) => (code === 0 ? null : values[code - 1]!);
const codes = (features: number) => ({
  em: features & 3,
  formatCase: (features >> 2) & 15,
  hipragA: (features >> 6) & 3,
  hipragF: (features >> 8) & 3,
  hipragReleased: (features >> 10) & 3,
});

describe("reward features", () => {
  it.each(cases.searchR1.map((c) => [`${show(c.text)} ${c.golds}`, c] as const))("Search-R1 %s", (_, c) => {
    const features = codes(rewardFeatures(rewardInputOf(c.text, c.golds, "search-r1")));
    expect(byCode([0, 1], features.em)).toBe(c.em);
    for (const { score, ...params } of c.format) {
      expect(byCode(searchR1FormatValues(params), features.formatCase), JSON.stringify(params)).toBe(score);
    }
  });

  it.each(cases.formats.map((c) => [show(c.text), c] as const))("HiPRAG's F of %s", (_, c) => {
    const features = codes(rewardFeatures(rewardInputOf(c.text, ["Paris"], "hiprag")));
    expect(byCode([0, 1], features.hipragF)).toBe(c.optimized ? 1 : 0);
    expect(byCode([0, 1], features.hipragA)).not.toBeNull();
  });

  it("codes unknown inputs as 0: no golds, no logged EM, no response and no format flag", () => {
    const features = codes(rewardFeatures({ steps: [], goldenAnswers: [], finalAnswer: "Paris" }));
    expect(features).toEqual({ em: 0, formatCase: 0, hipragA: 0, hipragF: 0, hipragReleased: 2 });
  });

  // The SQL of HiPRAG's released code (λp 0.4, as the cases): the outcome by (A, F), and where it is
  // 1 the bonus from the stored columns, hiprag_steps, search_count and correct_steps.
  it("gives HiPRAG's released-code score from the stored step counts where it says they are the code's", () => {
    let [fromColumns, ownCounts, noBlocks] = [0, 0, 0];
    for (const c of cases.hiprag.filter((c) => c.lambda_f !== 0)) {
      const input = rewardInputOf(c.text, c.golds, "hiprag", c.verdicts);
      const features = codes(rewardFeatures(input));
      // 0 unknown, 1 its own counts: only its TypeScript; 2 the stored step counts; 3 no <step> block.
      if (features.hipragReleased < 2) {
        ownCounts += 1;
        continue;
      }
      if (features.hipragReleased === 3) noBlocks += 1;
      const counts = stepCounts(input.steps);
      const searches = input.steps.filter((step) => step.kind === "search").length;
      const outcome = releasedOutcome(features.hipragA - 1, features.hipragF - 1, c.lambda_f);
      const bonus =
        outcome === 1 && features.hipragReleased === 2 && counts.hiprag_steps > 0
          ? searches > 0
            ? (0.4 * counts.correct_steps) / searches
            : 0.4
          : 0;
      expect(outcome + bonus, show(c.text)).toBe(c.score);
      fromColumns += 1;
    }
    // Most cases, and some whose blocks the parser does not take for steps one for one.
    expect(fromColumns).toBeGreaterThan(100);
    expect(ownCounts).toBeGreaterThan(10);
    expect(noBlocks).toBeGreaterThan(0);
  });
});
