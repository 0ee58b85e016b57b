import { NextRequest } from "next/server";
import { DomainError } from "@/lib/http/errors";

// Helpers for the resolver tests (lib/*/server/queries.integration.test.ts): call a route handler
// as Next does, so a test can hold an endpoint's JSON against what a server page prefetched for
// the same key, and read the code a resolver failed with.

type TRouteHandler = (
  request: NextRequest,
  context: { params?: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export async function callRoute(handler: TRouteHandler, path: string, params: Record<string, string> = {}) {
  const response = await handler(new NextRequest(`http://localhost${path}`), { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A DTO as the wire carries it: what the client gets from the endpoint or from the dehydrated cache. */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The DomainError code a resolver rejected with ("resolved" when it did not). */
export const codeOf = (pending: Promise<unknown>): Promise<string> =>
  pending.then(
    () => "resolved",
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
