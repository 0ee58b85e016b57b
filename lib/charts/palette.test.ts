import { describe, expect, it } from "vitest";
import { assignStyles, colorForName, hashString, OKABE_ITO } from "./palette";

describe("hashString (FNV-1a 32)", () => {
  it.each([
    ["", 0x811c9dc5],
    ["a", 0xe40c292c],
    ["foobar", 0xbf9cf968],
  ])("%j → %s (published test vectors)", (text, hash) => {
    expect(hashString(text)).toBe(hash);
  });
});

describe("assignStyles", () => {
  const names = ["search-r1", "hiprag", "search-p1-full", "search-p1-wo-ref", "search-p1-wo-self"];

  it("gives distinct colours, whatever the order of the names", () => {
    const a = assignStyles(names);
    const b = assignStyles([...names].reverse());
    expect([...a.entries()].sort()).toEqual([...b.entries()].sort());
    expect(new Set([...a.values()].map((s) => s.color)).size).toBe(names.length);
  });

  it("keeps the hashed colour for the name that sorts first on a collision", () => {
    const target = colorForName("run-0");
    const rival = Array.from({ length: 100 }, (_, i) => `run-${i + 1}`).find((n) => colorForName(n) === target)!;
    const styles = assignStyles([rival, "run-0"]);
    expect(styles.get("run-0")?.color).toBe(target);
    expect(styles.get(rival)?.color).not.toBe(target);
  });

  it("repeats colours with a dash pattern past the palette", () => {
    const many = Array.from({ length: OKABE_ITO.length + 1 }, (_, i) => `r${i}`);
    const styles = [...assignStyles(many).values()];
    expect(styles.filter((s) => s.dash === null)).toHaveLength(OKABE_ITO.length);
    expect(styles.filter((s) => s.dash === "6 3")).toHaveLength(1);
  });
});
