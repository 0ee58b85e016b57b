// POST /api/auth/sign-in — checks name and password (with backoff after wrong ones), starts a session in an HTTP-only cookie
import { cookies } from "next/headers";
import { ZSignInBody } from "@/lib/annotate/schemas";
import { INSECURE_COOKIE_HINT, secureCookieWouldBeDropped } from "@/lib/auth/cookie-transport";
import { isSecureCookie, SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/server/session";
import { attemptSignIn, clientAddress } from "@/lib/auth/server/sign-in";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/server/users";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const POST = defineRoute({
  body: ZSignInBody,
  isPublic: true,
  handler: async ({ body, request }) => {
    // Refuse before checking the password: a cookie the browser will drop would be a silent failure.
    const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
    const hostname = new URL(`http://${request.headers.get("x-forwarded-host") ?? request.headers.get("host")}`)
      .hostname;
    if (secureCookieWouldBeDropped({ isSecureCookie: isSecureCookie(), protocol, hostname })) {
      throw new DomainError("cookie_needs_https", INSECURE_COOKIE_HINT);
    }
    const db = await getDb();
    const user = await attemptSignIn(db, { ...body, address: clientAddress(request.headers) });
    const { token, expiresAt } = await createSession(db, user.id);
    (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(expiresAt));
    return { user };
  },
});
