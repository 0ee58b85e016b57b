import { describe, expect, it } from "vitest";
import { secureCookieWouldBeDropped } from "./cookie-transport";

describe("secureCookieWouldBeDropped", () => {
  it.each([
    [true, "http", "dash.lab.example", true],
    [true, "http", "10.0.0.7", true],
    [true, "https", "dash.lab.example", false],
    [true, "http", "localhost", false],
    [true, "http", "127.0.0.1", false],
    [true, "http", "[::1]", false],
    [false, "http", "dash.lab.example", false],
  ])("secure=%s over %s at %s → %s", (isSecureCookie, protocol, hostname, expected) => {
    expect(secureCookieWouldBeDropped({ isSecureCookie, protocol, hostname })).toBe(expected);
  });
});
