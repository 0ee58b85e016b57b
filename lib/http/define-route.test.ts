import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineRoute } from "./define-route";
import { DomainError, type TErrorCode } from "./errors";

const call = async (route: ReturnType<typeof defineRoute>, url = "http://localhost/api/x") => {
  const response = await route(new NextRequest(url), {});
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
};

const throwing = (code: TErrorCode) =>
  defineRoute({
    handler: async () => {
      throw new DomainError(code, `failed with ${code}`);
    },
  });

describe("defineRoute", () => {
  it.each([
    ["run_not_found", 404],
    ["label_conflict", 409],
    ["sign_in_required", 401],
    ["role_forbidden", 403],
    ["snapshot_too_large", 413],
    ["empty_queue", 422],
  ] as const)("answers %s with %i and the code in the body", async (code, status) => {
    expect(await call(throwing(code))).toEqual({ status, body: { error: { code, message: `failed with ${code}` } } });
  });

  it("answers a query that fails its schema with 422 invalid_request", async () => {
    const route = defineRoute({ query: z.strictObject({ page: z.coerce.number() }), handler: async () => ({}) });
    const { status, body } = await call(route, "http://localhost/api/x?page=x");
    expect(status).toBe(422);
    expect(body.error.code).toBe("invalid_request");
  });

  it("answers anything else with a logged 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const route = defineRoute({
      handler: async () => {
        throw new Error("secret detail");
      },
    });
    const { status, body } = await call(route);
    expect(status).toBe(500);
    expect(body.error).toMatchObject({ code: "internal_error" });
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
