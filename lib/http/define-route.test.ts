import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { ZSearchP1Query } from "@/lib/search-p1/params";
import { defineRoute } from "./define-route";
import { DomainError, type TErrorCode } from "./errors";

// These routes read no database: the site is public and nobody is signed in.
process.env.TRAJSCOPE_PRIVATE = "0";

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

  it("answers a URL schema's issue (zod's mini build) with 422 too, in the query or in the handler", async () => {
    const query = await call(
      defineRoute({ query: zm.strictObject({ page: zm.coerce.number() }), handler: async () => ({}) }),
      "http://localhost/api/x?page=x",
    );
    const inHandler = await call(defineRoute({ handler: async () => ZSearchP1Query.parse({ from: "5", to: "4" }) }));
    for (const { status, body } of [query, inHandler]) {
      expect(status).toBe(422);
      expect(body.error.code).toBe("invalid_request");
    }
    expect(inHandler.body.error).toMatchObject({ details: { formErrors: ["from must not be after to"] } });
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

describe("defineRoute refuses cross-site writes before anything else", () => {
  const write = defineRoute({
    body: z.strictObject({ value: z.string() }),
    auth: "label",
    handler: async () => ({ ok: true }),
  });
  const post = async (headers: Record<string, string>, body = '{"value":"x"}') => {
    const response = await write(
      new NextRequest("http://127.0.0.1:3000/api/x", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", ...headers },
        body,
      }),
      {},
    );
    return { status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code };
  };

  it.each([
    ["another port", { origin: "http://127.0.0.1:4000", "content-type": "application/json" }],
    ["a sibling subdomain", { origin: "http://evil.127.0.0.1.nip.io", "content-type": "application/json" }],
    ["a same-site no-cors fetch", { "sec-fetch-site": "same-site", "content-type": "text/plain" }],
  ])("from %s: 403 cross_site_request", async (_, headers) => {
    expect(await post(headers)).toEqual({ status: 403, code: "cross_site_request" });
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=b"]])(
    "a %s body: 415 even from the same origin",
    async (type) => {
      expect(await post({ origin: "http://127.0.0.1:3000", "content-type": type })).toEqual({
        status: 415,
        code: "unsupported_content_type",
      });
    },
  );

  it("a same-origin JSON write gets as far as the role check", async () => {
    expect(await post({ origin: "http://127.0.0.1:3000", "content-type": "application/json" })).toEqual({
      status: 401,
      code: "sign_in_required",
    });
  });
});
