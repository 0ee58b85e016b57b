import { describe, expect, it } from "vitest";
import { sanitizeForPostgres } from "./sanitize";

describe("sanitizeForPostgres", () => {
  it("replaces NUL and lone surrogates everywhere, keys included, and counts them", () => {
    const input = { "a\u0000": ["x\u0000y", { t: "\ud800z" }], n: 1, ok: "café 😀", none: null };
    expect(sanitizeForPostgres(input)).toEqual({
      value: { "a\uFFFD": ["x\uFFFDy", { t: "\uFFFDz" }], n: 1, ok: "café 😀", none: null },
      replaced: 3,
    });
  });

  it("leaves clean data as it is", () => {
    const input = { q: "who?", golds: ["Ada Lovelace"], steps: [{ kind: "answer" }] };
    expect(sanitizeForPostgres(input)).toEqual({ value: input, replaced: 0 });
  });
});
