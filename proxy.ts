// Runs before every request (Next 16's proxy, formerly middleware): security headers with a fresh
// CSP nonce on pages, API and snapshot views, and private mode for pages (API routes check it in
// defineRoute). Next reads the nonce from the request's CSP header and puts it on its own scripts.
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "@/lib/auth/security-headers";
import { isPrivateMode } from "@/lib/auth/server/access";
import { SESSION_COOKIE, userOfToken } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";

// Pages anyone may open in private mode: signing in, and shared snapshots (their token is the key).
const OPEN_PAGES = /^\/(sign-in|s\/[^/]+)(\/|$)/;

async function mustSignIn(request: NextRequest): Promise<boolean> {
  const path = request.nextUrl.pathname;
  if (path.startsWith("/api/") || OPEN_PAGES.test(path)) return false;
  if (!(await isPrivateMode(getDb))) return false;
  return (await userOfToken(request.cookies.get(SESSION_COOKIE)?.value)) === null;
}

export async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce, { isDev: process.env.NODE_ENV === "development" });
  let response: NextResponse;
  // Fails closed: if it cannot tell whether the site is private, it asks for a sign-in.
  if (await mustSignIn(request).catch(() => true)) {
    const target = new URL("/sign-in", request.url);
    target.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    response = NextResponse.redirect(target, 307);
  } else {
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  // A share link's token must never leave in a Referer header.
  if (request.nextUrl.pathname.startsWith("/s/")) response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

export const config = {
  // Everything but Next's static files, which carry no data and are cached.
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico).*)" }],
};
