// POST /api/auth/sign-out — ends the session and clears its cookie, then back to the runs (a form post)
import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { deleteSession } from "@/lib/auth/server/users";
import { assertSameOriginWrite, DomainError } from "@/lib/http/define-route";

// Not through defineRoute: the user menu posts a plain form, and its answer is a redirect, not JSON.
// The origin is checked as for every write, so another site cannot sign people out.
export async function POST(request: NextRequest) {
  try {
    assertSameOriginWrite(request, { hasBody: false });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return NextResponse.json({ error: { code: error.code, message: error.message } }, { status: 403 });
  }
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getDb(), token);
  jar.delete(SESSION_COOKIE);
  return NextResponse.redirect(new URL("/", request.url), 303);
}
