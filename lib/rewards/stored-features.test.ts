import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rewardInputOf } from "@/test/reward-inputs";
import { searchR1FormatValues } from "./search-r1";
import { rewardFeatures } from "./stored-features";

// The stored features, read back as the what-if's SQL reads them, against what Search-R1's and
// HiPRAG's own Python returned (reference/reward-cases.json, see reference-code.test.ts).

type TCases = {
  formats: { text: string; optimized: boolean }[];
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
    expect(features).toEqual({ em: 0, formatCase: 0, hipragA: 0, hipragF: 0 });
  });
});
