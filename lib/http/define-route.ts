import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/server/session";
import type { TAction } from "@/lib/auth/roles";
import { DatabaseUnreachableError } from "@/lib/db/connection";
import type { TUser } from "@/lib/auth/server/users";
import { DomainError, type TErrorCode } from "./errors";

export { DomainError };

// Next passes no params to a route without dynamic segments.
type TRouteContext = { params?: Promise<Record<string, string | string[]>> };

type TRouteDefinition<TParams extends z.ZodType, TQuery extends z.ZodType, TBody extends z.ZodType, TResult> = {
  params?: TParams;
  query?: TQuery;
  /** The JSON body's schema; a route without one reads no body. */
  body?: TBody;
  /** Who may call it: checked on the server before the handler runs (lib/auth/roles). */
  auth?: TAction;
  handler: (input: {
    params: z.infer<TParams>;
    query: z.infer<TQuery>;
    body: z.infer<TBody>;
    /** The signed-in person; always set when `auth` is given. */
    user: TUser | null;
    request: NextRequest;
  }) => Promise<TResult>;
};

/** The one place where a domain's error code becomes an HTTP status. */
const STATUS_OF: Record<TErrorCode, number> = {
  body_not_json: 400,
  sign_in_required: 401,
  wrong_credentials: 401,
  role_forbidden: 403,
  not_your_queue_item: 403,
  run_not_found: 404,
  trajectory_not_found: 404,
  step_not_found: 404,
  queue_not_found: 404,
  snapshot_not_found: 404,
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
};

type TWireCode = TErrorCode | "invalid_request" | "database_unreachable" | "internal_error";

const errorResponse = (status: number, code: TWireCode, message: string, details?: unknown) =>
  NextResponse.json({ error: { code, message, details } }, { status });

/** Route handlers stay declarative: zod checks the input once, errors map to statuses here. */
export function defineRoute<
  TParams extends z.ZodType = z.ZodObject,
  TQuery extends z.ZodType = z.ZodObject,
  TBody extends z.ZodType = z.ZodUndefined,
  TResult = unknown,
>(definition: TRouteDefinition<TParams, TQuery, TBody, TResult>) {
  return async (request: NextRequest, context: TRouteContext): Promise<NextResponse> => {
    try {
      // Without a schema the input must be empty: strict objects reject what nobody declared.
      const params = (definition.params ?? z.strictObject({})).parse((await context?.params) ?? {}) as z.infer<TParams>;
      const query = (definition.query ?? z.strictObject({})).parse(
        Object.fromEntries(request.nextUrl.searchParams),
      ) as z.infer<TQuery>;
      const user = definition.auth ? await requireUser(definition.auth) : null;
      const body = definition.body ? definition.body.parse(await readJson(request)) : undefined;
      return NextResponse.json(
        await definition.handler({ params, query, body: body as z.infer<TBody>, user, request }),
      );
    } catch (error) {
      if (error instanceof z.ZodError) {
        return errorResponse(422, "invalid_request", "Invalid request", z.flattenError(error));
      }
      if (error instanceof DomainError) {
        return errorResponse(STATUS_OF[error.code], error.code, error.message, error.details);
      }
      if (error instanceof DatabaseUnreachableError) return errorResponse(503, "database_unreachable", error.message);
      console.error(`${request.method} ${request.nextUrl.pathname} failed:`, error);
      return errorResponse(500, "internal_error", "Internal error: see the server log");
    }
  };
}

async function readJson(request: NextRequest): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new DomainError("body_not_json", "The request body must be JSON.");
  }
}
