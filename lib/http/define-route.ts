import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { DatabaseUnreachableError } from "@/lib/db/connection";

/** A failure the caller can understand: becomes its status and message, never a 500. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

// Next passes no params to a route without dynamic segments.
type TRouteContext = { params?: Promise<Record<string, string | string[]>> };

type TRouteDefinition<TParams extends z.ZodType, TQuery extends z.ZodType, TResult> = {
  params?: TParams;
  query?: TQuery;
  handler: (input: { params: z.infer<TParams>; query: z.infer<TQuery>; request: NextRequest }) => Promise<TResult>;
};

const errorResponse = (status: number, message: string, details?: unknown) =>
  NextResponse.json({ error: { message, details } }, { status });

/** Route handlers stay declarative: zod checks the input once, errors map to statuses here. */
export function defineRoute<
  TParams extends z.ZodType = z.ZodObject,
  TQuery extends z.ZodType = z.ZodObject,
  TResult = unknown,
>(definition: TRouteDefinition<TParams, TQuery, TResult>) {
  return async (request: NextRequest, context: TRouteContext): Promise<NextResponse> => {
    try {
      // Without a schema the input must be empty: strict objects reject what nobody declared.
      const params = (definition.params ?? z.strictObject({})).parse((await context?.params) ?? {}) as z.infer<TParams>;
      const query = (definition.query ?? z.strictObject({})).parse(
        Object.fromEntries(request.nextUrl.searchParams),
      ) as z.infer<TQuery>;
      return NextResponse.json(await definition.handler({ params, query, request }));
    } catch (error) {
      if (error instanceof z.ZodError) return errorResponse(422, "Invalid request", z.flattenError(error));
      if (error instanceof DomainError) return errorResponse(error.status, error.message, error.details);
      if (error instanceof DatabaseUnreachableError) return errorResponse(503, error.message);
      console.error(`${request.method} ${request.nextUrl.pathname} failed:`, error);
      return errorResponse(500, "Internal error: see the server log");
    }
  };
}
