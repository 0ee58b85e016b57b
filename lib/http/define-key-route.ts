import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { authenticateIngestKey, type TApiKey } from "@/lib/auth/server/api-keys";
import { getDb } from "@/lib/db/client";
import { errorAnswer } from "./define-route";

type TKeyRouteDefinition<TQuery extends z.core.$ZodType> = {
  /** Its `run` parameter names the run written into: a key scoped to another run gets 403. */
  query: TQuery;
  /** Reads the body itself (it may be JSONL, not JSON); returns the status and the JSON answer. */
  handler: (input: {
    query: z.infer<TQuery>;
    key: TApiKey;
    request: NextRequest;
  }) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
};

/**
 * defineRoute's counterpart for machines: authenticated by an API key in `Authorization: Bearer`,
 * never by the session cookie. So there is no cross-site path to guard (CSRF rides on cookies; a
 * browser cannot add an Authorization header cross-site without a CORS preflight, which nothing
 * here answers), and the body may be any content type. Errors map to statuses as in defineRoute.
 */
export function defineKeyRoute<TQuery extends z.core.$ZodType>(definition: TKeyRouteDefinition<TQuery>) {
  return async (request: NextRequest): Promise<NextResponse> => {
    try {
      const db = await getDb();
      // The key before the input: without a valid key a caller learns nothing else.
      const rawRun = request.nextUrl.searchParams.get("run");
      const key = await authenticateIngestKey(db, request.headers.get("authorization"), rawRun);
      const query = z.parse(definition.query, Object.fromEntries(request.nextUrl.searchParams)) as z.infer<TQuery>;
      const answer = await definition.handler({ query, key, request });
      return NextResponse.json(answer.body, { status: answer.status, headers: answer.headers });
    } catch (error) {
      return errorAnswer(request, error);
    }
  };
}
