import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { requireUser, SESSION_COOKIE, userOfToken } from "@/lib/auth/server/session";
import { isPrivateMode } from "@/lib/auth/server/access";
import type { TAction } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { DatabaseUnreachableError } from "@/lib/db/connection";
import { wroteAtCookie } from "@/lib/db/read-db";
import type { TUser } from "@/lib/auth/server/users";
import { DomainError, type TErrorCode } from "./errors";
import { redactPeople } from "./redact-people";
import { allowedOrigins, checkSameOrigin, isJsonContentType } from "./same-origin";

export { DomainError };

// Next passes no params to a route without dynamic segments.
type TRouteContext = { params?: Promise<Record<string, string | string[]>> };

// Classic and mini schemas alike (URL parameters use the mini build: lib/http/zod-mini.ts).
type TSchema = z.core.$ZodType;

type TRouteDefinition<TParams extends TSchema, TQuery extends TSchema, TBody extends TSchema, TResult> = {
  params?: TParams;
  query?: TQuery;
  /** The JSON body's schema; a route without one reads no body. */
  body?: TBody;
  /** Who may call it: checked on the server before the handler runs (lib/auth/roles). */
  auth?: TAction;
  /** Answers visitors even in private mode (signing in, asking who one is). */
  isPublic?: boolean;
  handler: (input: {
    params: z.infer<TParams>;
    query: z.infer<TQuery>;
    body: z.infer<TBody>;
    /** The signed-in person (null for visitors); always set when `auth` is given. */
    user: TUser | null;
    request: NextRequest;
  }) => Promise<TResult>;
};

/** The one place where a domain's error code becomes an HTTP status. */
const STATUS_OF: Record<TErrorCode, number> = {
  body_not_json: 400,
  cookie_needs_https: 400,
  sign_in_required: 401,
  wrong_credentials: 401,
  cross_site_request: 403,
  unsupported_content_type: 415,
  too_many_attempts: 429,
  role_forbidden: 403,
  not_your_queue_item: 403,
  run_not_found: 404,
  trajectory_not_found: 404,
  step_not_found: 404,
  queue_not_found: 404,
  snapshot_not_found: 404,
  tree_not_found: 404,
  tree_node_not_found: 404,
  pair_not_found: 404,
  label_conflict: 409,
  snapshot_too_large: 413,
  invalid_label_value: 422,
  label_not_found: 422,
  nothing_labelled: 422,
  user_not_found: 422,
  annotator_cannot_label: 422,
  stratify_needs_label: 422,
  too_few_annotators: 422,
  too_few_runs: 422,
  empty_queue: 422,
  api_key_required: 401,
  api_key_invalid: 401,
  api_key_out_of_scope: 403,
  api_key_not_found: 422,
  ingest_too_large: 413,
  ingest_busy: 429,
  ingest_format_unknown: 422,
};

type TWireCode = TErrorCode | "invalid_request" | "database_unreachable" | "internal_error";

const errorResponse = (status: number, code: TWireCode, message: string, details?: unknown) => {
  const retryAfter = (details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  return NextResponse.json({ error: { code, message, details } }, { status, headers });
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request from another origin (CSRF), and a body that is not declared as
 * JSON: a cross-site form can send text/plain or form data without the browser asking first.
 */
export function assertSameOriginWrite(request: NextRequest, { hasBody }: { hasBody: boolean }): void {
  if (SAFE_METHODS.has(request.method)) return;
  const verdict = checkSameOrigin(request.headers, allowedOrigins(process.env.TRAJSCOPE_ORIGINS));
  if (!verdict.ok) throw new DomainError("cross_site_request", `Refused: ${verdict.reason}.`);
  if (hasBody && !isJsonContentType(request.headers.get("content-type"))) {
    throw new DomainError("unsupported_content_type", "Send the body as application/json.");
  }
}

/** The person behind a request: the role `auth` needs, else anyone — or, in private mode, anyone signed in. */
async function authorise(request: NextRequest, auth: TAction | undefined, isPublic: boolean | undefined) {
  const token = request.cookies.get(SESSION_COOKIE)?.value ?? "";
  if (auth) return requireUser(auth, token);
  const user = await userOfToken(token);
  if (!user && !isPublic && (await isPrivateMode(getDb))) throw new DomainError("sign_in_required", "Sign in to read.");
  return user;
}

/** Route handlers stay declarative: zod checks the input once, errors map to statuses here. */
export function defineRoute<
  TParams extends TSchema = z.ZodObject,
  TQuery extends TSchema = z.ZodObject,
  TBody extends TSchema = z.ZodUndefined,
  TResult = unknown,
>(definition: TRouteDefinition<TParams, TQuery, TBody, TResult>) {
  return async (request: NextRequest, context: TRouteContext): Promise<NextResponse> => {
    try {
      // Who may ask comes first: a visitor learns nothing, not even which input would be valid.
      assertSameOriginWrite(request, { hasBody: Boolean(definition.body) });
      const user = await authorise(request, definition.auth, definition.isPublic);
      // Without a schema the input must be empty: strict objects reject what nobody declared.
      const params = z.parse(
        definition.params ?? z.strictObject({}),
        (await context?.params) ?? {},
      ) as z.infer<TParams>;
      const query = z.parse(
        definition.query ?? z.strictObject({}),
        Object.fromEntries(request.nextUrl.searchParams),
      ) as z.infer<TQuery>;
      const body = definition.body ? z.parse(definition.body, await readJson(request)) : undefined;
      const result = await definition.handler({ params, query, body: body as z.infer<TBody>, user, request });
      // Who wrote what is for signed-in people only, in either mode.
      const response = NextResponse.json(user ? result : redactPeople(result));
      // With reads on a replica, this browser reads from the primary until its write has replicated.
      const wroteAt = SAFE_METHODS.has(request.method) ? null : await wroteAtCookie();
      if (wroteAt) response.cookies.set(wroteAt.name, wroteAt.value, wroteAt.options);
      return response;
    } catch (error) {
      return errorAnswer(request, error);
    }
  };
}

/** An error as its answer: zod's as 422 with the issues, a domain code as its status, anything else a logged 500. */
export function errorAnswer(request: NextRequest, error: unknown): NextResponse {
  if (error instanceof z.core.$ZodError) {
    return errorResponse(422, "invalid_request", "Invalid request", z.flattenError(error));
  }
  if (error instanceof DomainError) {
    return errorResponse(STATUS_OF[error.code], error.code, error.message, error.details);
  }
  if (error instanceof DatabaseUnreachableError) return errorResponse(503, "database_unreachable", error.message);
  console.error(`${request.method} ${request.nextUrl.pathname} failed:`, error);
  return errorResponse(500, "internal_error", "Internal error: see the server log");
}

async function readJson(request: NextRequest): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new DomainError("body_not_json", "The request body must be JSON.");
  }
}
