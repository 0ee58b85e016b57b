import { describe, expect, it } from "vitest";
import {
  formatDecimal,
  formatEstimate,
  formatLength,
  formatPercent,
  formatScore,
  formatSigned,
  recordRef,
} from "./format";

describe("browse number formats", () => {
  it("prints a dash for what is missing or not finite", () => {
    for (const f of [formatScore, formatPercent, formatDecimal]) {
      expect(f(null)).toBe("—");
      expect(f(undefined)).toBe("—");
      expect(f(Number.NaN)).toBe("—");
    }
    expect(formatSigned(null)).toBe("—");
  });

  it("prints scores, shares and signed contributions", () => {
    expect(formatScore(0.5)).toBe("0.500");
    expect(formatScore(1, 0)).toBe("1");
    expect(formatPercent(0.4505)).toBe("45.1%");
    expect(formatSigned(0.6)).toBe("+0.600");
    expect(formatSigned(-0.1)).toBe("−0.100");
  });

  it("prints text lengths", () => {
    expect(formatLength(999)).toBe("999 characters");
    expect(formatLength(12_345)).toBe("12.3k characters");
    expect(formatLength(2_100_000)).toBe("2.1M characters");
  });

  it("rounds an estimate to its margin's leading digit", () => {
    expect(formatEstimate(188_402, 6_130)).toBe("≈ 188,000 ± 7,000");
    expect(formatEstimate(612_345, 12_001)).toBe("≈ 612,000 ± 13,000");
    expect(formatEstimate(57, 3)).toBe("≈ 57 ± 3");
    expect(formatEstimate(0, 600)).toBe("≈ 0–600");
    expect(formatEstimate(250, 600)).toBe("≈ 0–900");
    expect(formatEstimate(1_234, 0)).toBe("≈ 1,234");
  });
});

describe("recordRef", () => {
  it.each([
    [{ externalId: "test_17", sourceFile: "nq.jsonl", sourceLine: 18 }, "test_17", "id test_17 · nq.jsonl, line 18"],
    [{ externalId: "test_17", sourceFile: null, sourceLine: null }, "test_17", "id test_17"],
    [
      { externalId: "sha256:0123456789abcdef0123456789abcdef", sourceFile: "bamboogle.jsonl", sourceLine: 7 },
      "7",
      "No id in the record: bamboogle.jsonl, line 7",
    ],
    [
      { externalId: "sha256:0123456789abcdef0123456789abcdef#2", sourceFile: null, sourceLine: null },
      "—",
      "No id in the record, and where it was read was not kept (sha256:0123456789abcdef0123456789abcdef#2)",
    ],
  ])("%j is %s", (row, text, title) => {
    expect(recordRef(row)).toEqual({ text, title });
  });
});
