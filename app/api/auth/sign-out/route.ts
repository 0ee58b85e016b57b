// POST /api/auth/sign-out — ends the session and clears its cookie, then back to the runs (a form post)
import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { deleteSession } from "@/lib/auth/server/users";

// Not through defineRoute: the user menu posts a plain form, and its answer is a redirect, not JSON.
export async function POST(request: NextRequest) {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getDb(), token);
  jar.delete(SESSION_COOKIE);
  return NextResponse.redirect(new URL("/", request.url), 303);
}
