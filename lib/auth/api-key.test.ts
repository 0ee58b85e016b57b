import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, bearerToken, hashApiKeyToken, keyReachesRun, newApiKeyToken } from "./api-key";

describe("API key tokens", () => {
  it("are random, prefixed, and hashed to 64 hex characters", () => {
    const [a, b] = [newApiKeyToken(), newApiKeyToken()];
    expect(a).not.toBe(b);
    expect(a.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(a.length).toBe(API_KEY_PREFIX.length + 43);
    expect(hashApiKeyToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKeyToken(a)).toBe(hashApiKeyToken(a));
  });

  it.each([
    [null, null],
    ["", null],
    ["Basic abc", null],
    ["Bearer", null],
    ["Bearer tsk_x", "tsk_x"],
    ["bearer  tsk_x ", "tsk_x"],
    ["Bearer a b", null],
  ])("reads the bearer token of %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it("reaches any run without a run scope, only its own with one", () => {
    expect(keyReachesRun({ scope: "ingest", runName: null }, "a")).toBe(true);
    expect(keyReachesRun({ scope: "ingest", runName: "a" }, "a")).toBe(true);
    expect(keyReachesRun({ scope: "ingest", runName: "a" }, "b")).toBe(false);
    expect(keyReachesRun({ scope: "read", runName: null }, "a")).toBe(false);
  });
});
