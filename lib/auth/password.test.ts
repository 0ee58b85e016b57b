import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, PASSWORD_PARAMS, verifyPassword, verifyPasswordOrDummy } from "./password";

describe("passwords", () => {
  it("verifies the right password and refuses others, with a fresh salt each time", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
  });

  it("stores production hashes at OWASP's cost, N = 2^17, r = 8, p = 1", () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it("refuses what it did not produce", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2b$12$abc")).toBe(false);
  });
});

describe("unknown names", () => {
  // Timing at the tests' small cost is noise; what makes an unknown name cost as much as a known one
  // is that the dummy is checked with the same scrypt parameters as every stored hash.
  it("are checked against a dummy of the same cost as a real hash, and never match", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const cost = (stored: string) => stored.split("$").slice(0, 4);
    expect(cost(DUMMY_HASH)).toEqual(cost(hash));
    expect(await verifyPasswordOrDummy("", null)).toBe(false);
    expect(await verifyPasswordOrDummy("wrong guess", hash)).toBe(false);
    expect(await verifyPasswordOrDummy("correct horse battery staple", hash)).toBe(true);
  });
});
