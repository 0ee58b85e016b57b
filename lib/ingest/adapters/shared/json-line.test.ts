import { describe, expect, it } from "vitest";
import { parseJson, replaceNonFinite } from "./json-line";

describe("parseJson", () => {
  it.each([
    // V8 gives no position for an unexpected token: it is found by bisection.
    ['{"a":}', "JSON syntax error at position 5: Unexpected token '}'"],
    ['{"question": "q", "answer": }', "JSON syntax error at position 28: Unexpected token '}'"],
    ["[1,]", "JSON syntax error at position 3: Unexpected token ']'"],
    ['{"a": NaN}', "JSON syntax error at position 6: Unexpected token 'N'"],
    // V8's own position is used when it gives one.
    ["{a:1}", "JSON syntax error at position 1: Expected property name or '}'"],
    ['{"a":1}}', "JSON syntax error at position 7: Unexpected non-whitespace character after JSON"],
    ['{"a":1', "JSON syntax error at position 6: Expected ',' or '}' after property value"],
    ['{"a":"cut', "JSON syntax error at position 9: Unterminated string"],
    ["", "JSON syntax error at position 0: unexpected end of input (is the line cut off?)"],
  ])("%s → %s", (text, reason) => {
    expect(parseJson(text)).toEqual({ ok: false, reason });
  });

  it("does not echo a long line back in the reason", () => {
    const text = `{"output": "${"x".repeat(5000)}", }`;
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.reason).toBe("JSON syntax error at position 5015: Expected double-quoted property name");
  });

  it("reads Python's bare NaN and Infinity as null only when asked", () => {
    expect(parseJson('{"a": NaN, "b": -Infinity, "c": Infinity, "d": 1}', { allowNonFinite: true })).toEqual({
      ok: true,
      value: { a: null, b: null, c: null, d: 1 },
    });
    expect(parseJson('{"a": NaN}').ok).toBe(false);
  });
});

describe("replaceNonFinite", () => {
  it("leaves strings alone, escaped quotes included", () => {
    expect(replaceNonFinite('{"s": "NaN \\" Infinity", "v": NaN}')).toBe('{"s": "NaN \\" Infinity", "v": null}');
  });

  it("returns null when there is nothing to replace", () => {
    expect(replaceNonFinite('{"s": "NaN"}')).toBeNull();
  });
});
