import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv";

describe("CSV", () => {
  it.each([
    [null, ""],
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["-1 is text here", "'-1 is text here"],
    [-1, "-1"],
    [true, "true"],
    [["Paris", "France"], '"[""Paris"",""France""]"'],
  ] as const)("%j → %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });
});
