import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { defineRoute } from "./define-route";
import { DomainError, ERROR_CODES } from "./errors";
import { NOT_FOUND_CODES, orNotFound } from "./not-found";

// The routes below read no database: the site is public and nobody is signed in.
process.env.TRAJSCOPE_PRIVATE = "0";

const failing = (error: unknown) => orNotFound(Promise.reject(error));

/** What Next renders for a page that threw: its 404 page, or null when the error goes on. */
const fallbackStatusOf = (error: unknown) =>
  isHTTPAccessFallbackError(error) ? getAccessFallbackHTTPStatus(error) : null;

const apiStatusOf = async (code: (typeof ERROR_CODES)[number]) => {
  const route = defineRoute({
    handler: async () => {
      throw new DomainError(code, "x");
    },
  });
  return (await route(new NextRequest("http://localhost/api/x"), {})).status;
};

describe("orNotFound", () => {
  it("passes a resolved value through", async () => {
    expect(await orNotFound(Promise.resolve({ run: "a" }))).toEqual({ run: "a" });
  });

  it.each(NOT_FOUND_CODES)("turns %s into Next's 404 page", async (code) => {
    const error = await failing(new DomainError(code, "gone")).catch((e: unknown) => e);
    expect(fallbackStatusOf(error)).toBe(404);
  });

  it("lets other domain errors and plain errors go on to the error boundary", async () => {
    const conflict = new DomainError("label_conflict", "taken");
    await expect(failing(conflict)).rejects.toBe(conflict);
    const crash = new Error("database down");
    await expect(failing(crash)).rejects.toBe(crash);
  });

  // The page and the API must agree on what "not found" is: exactly the codes the API answers 404.
  it("treats as not found exactly the codes defineRoute answers with 404", async () => {
    const answered404 = [];
    for (const code of ERROR_CODES) if ((await apiStatusOf(code)) === 404) answered404.push(code);
    expect([...NOT_FOUND_CODES].sort()).toEqual(answered404.sort());
  });
});
