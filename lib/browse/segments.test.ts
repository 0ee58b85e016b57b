import { describe, expect, it } from "vitest";
import { firstLine, goldPattern, safeHref, segmentText } from "./segments";

describe("segmentText", () => {
  it("marks gold answers case-insensitively, longest first, never inside a longer word", () => {
    expect(segmentText("Paris, not paris-based Parisian; New Paris", { golds: ["paris", "New Paris"] })).toEqual([
      { kind: "mark", text: "Paris" },
      { kind: "text", text: ", not " },
      { kind: "mark", text: "paris" },
      { kind: "text", text: "-based Parisian; " },
      { kind: "mark", text: "New Paris" },
    ]);
  });

  it("does not let a one-letter gold mark every letter", () => {
    expect(segmentText("hello l world", { golds: ["l"] }).filter((s) => s.kind === "mark")).toHaveLength(1);
  });

  it("matches non-ASCII golds and escapes regex characters in them", () => {
    expect(segmentText("Wilhelm Conrad Röntgen (1901)", { golds: ["RÖNTGEN", "(1901)"] }).map((s) => s.kind)).toEqual([
      "text",
      "mark",
      "text",
      "mark",
    ]);
    expect(segmentText("a+b", { golds: ["a+b"] })).toEqual([{ kind: "mark", text: "a+b" }]);
  });

  it("links only http and https URLs, without trailing punctuation", () => {
    const segments = segmentText("See https://example.org/a?b=1. Or javascript:alert(1) or data:text/html,x", {
      golds: [],
    });
    expect(segments).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { kind: "text", text: ". Or javascript:alert(1) or data:text/html,x" },
    ]);
  });

  it("keeps markup as text", () => {
    const text = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    expect(segmentText(text)).toEqual([{ kind: "text", text }]);
  });

  it("can leave links out (inside buttons)", () => {
    expect(segmentText("https://a.b", { links: false })).toEqual([{ kind: "text", text: "https://a.b" }]);
  });

  it("ignores empty and whitespace golds", () => {
    expect(goldPattern(["", "  "])).toBeNull();
    expect(segmentText("abc", { golds: [""] })).toEqual([{ kind: "text", text: "abc" }]);
  });
});

describe("safeHref", () => {
  it.each([
    ["https://a.org/x", "https://a.org/x"],
    ["http://a.org", "http://a.org/"],
    ["javascript:alert(1)", null],
    ["JaVaScRiPt:alert(1)", null],
    ["data:text/html,<script>", null],
    ["not a url", null],
  ])("%j → %j", (text, href) => {
    expect(safeHref(text)).toBe(href);
  });
});

describe("firstLine", () => {
  it("cuts at the first line break or the length", () => {
    expect(firstLine("  title line\nrest")).toEqual({ line: "title line", isCut: true });
    expect(firstLine("short")).toEqual({ line: "short", isCut: false });
    expect(firstLine("x".repeat(300), 10)).toEqual({ line: "x".repeat(10), isCut: true });
  });
});
