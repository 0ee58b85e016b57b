import { describe, expect, it } from "vitest";
import { allowedOrigins, checkSameOrigin, isJsonContentType } from "./same-origin";

const headers = (h: Record<string, string>) => new Headers(h);

describe("checkSameOrigin", () => {
  it.each([
    ["another port on the same host", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:4000" }],
    ["a sibling subdomain", { host: "dash.lab.example", origin: "https://evil.lab.example" }],
    ["an opaque origin (sandboxed frame, data: URL)", { host: "dash.lab.example", origin: "null" }],
    ["same-site by fetch metadata", { host: "dash.lab.example", "sec-fetch-site": "same-site" }],
    ["cross-site by fetch metadata", { host: "dash.lab.example", "sec-fetch-site": "cross-site" }],
    [
      "a matching Origin but cross-site metadata",
      { host: "a.test", origin: "http://a.test", "sec-fetch-site": "cross-site" },
    ],
  ])("refuses %s", (_, h) => {
    expect(checkSameOrigin(headers(h)).ok).toBe(false);
  });

  it.each([
    ["the same origin", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }],
    [
      "the same origin behind a proxy",
      { host: "10.0.0.5:3000", "x-forwarded-host": "dash.test", origin: "https://dash.test" },
    ],
    ["a program without browser headers", { host: "127.0.0.1:3000" }],
    ["a same-origin fetch", { host: "a.test", origin: "http://a.test", "sec-fetch-site": "same-origin" }],
  ])("accepts %s", (_, h) => {
    expect(checkSameOrigin(headers(h))).toEqual({ ok: true });
  });

  it("accepts an origin listed in TRAJSCOPE_ORIGINS", () => {
    const extra = allowedOrigins(" https://dash.lab.example/ ,http://x.test");
    expect(extra).toEqual(["https://dash.lab.example", "http://x.test"]);
    expect(checkSameOrigin(headers({ host: "internal:3000", origin: "https://dash.lab.example" }), extra).ok).toBe(
      true,
    );
  });
});

describe("isJsonContentType", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["Application/JSON", true],
    ["text/plain", false],
    ["text/plain; application/json", false],
    ["application/x-www-form-urlencoded", false],
    ["multipart/form-data; boundary=x", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isJsonContentType(value)).toBe(expected);
  });
});
