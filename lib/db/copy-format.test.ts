import { describe, expect, it } from "vitest";
import { arrayLiteral, copyField, copyRow } from "./copy-format";

describe("COPY text format", () => {
  it.each([
    [null, "\\N"],
    [undefined, "\\N"],
    ["", ""],
    ["plain", "plain"],
    ["tab\there", "tab\\there"],
    ["two\nlines\r\n", "two\\nlines\\r\\n"],
    ["back\\slash", "back\\\\slash"],
    ["\\N", "\\\\N"],
    [0, "0"],
    [-1.5e-7, "-1.5e-7"],
    [true, "t"],
    [false, "f"],
  ] as const)("%j → %j", (value, expected) => {
    expect(copyField(value)).toBe(expected);
  });

  it("quotes every array element so that NULL, commas and braces stay text", () => {
    expect(arrayLiteral(["NULL", "a,b", '{"q"}', "back\\slash", ""])).toBe(
      '{"NULL","a,b","{\\"q\\"}","back\\\\slash",""}',
    );
    // Then the whole literal is escaped for COPY: each backslash doubles again.
    expect(copyField({ array: ['say "hi"'] })).toBe('{"say \\\\"hi\\\\""}');
    expect(copyField({ array: [] })).toBe("{}");
  });

  it("writes a numeric array with unquoted NULL elements, and refuses what is not a finite number", () => {
    expect(copyField({ numbers: [0.5, null, -2] })).toBe("{0.5,NULL,-2}");
    expect(copyField({ numbers: [] })).toBe("{}");
    expect(() => copyField({ numbers: [Number.NaN] })).toThrow();
  });

  it("writes JSON as text and null JSON as NULL", () => {
    expect(copyField({ json: { text: "line\nbreak", n: 1 } })).toBe('{"text":"line\\\\nbreak","n":1}');
    expect(copyField({ json: null })).toBe("\\N");
  });

  it("refuses numbers PostgreSQL would store as something else", () => {
    expect(() => copyField(Number.NaN)).toThrow(/NaN/);
    expect(() => copyField(Number.POSITIVE_INFINITY)).toThrow(/Infinity/);
  });

  it("joins a row with tabs and ends it with a newline", () => {
    expect(copyRow([1, "a\tb", null])).toBe("1\ta\\tb\t\\N\n");
  });
});
