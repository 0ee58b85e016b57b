// POST /api/auth/sign-in — checks name and password, starts a session in an HTTP-only cookie
import { cookies } from "next/headers";
import { ZSignInBody } from "@/lib/annotate/schemas";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { createSession, verifyCredentials } from "@/lib/auth/server/users";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const POST = defineRoute({
  body: ZSignInBody,
  handler: async ({ body }) => {
    const db = await getDb();
    const user = await verifyCredentials(db, body.name, body.password);
    // One message for both mistakes: it never tells which names exist.
    if (!user) throw new DomainError("wrong_credentials", "Wrong name or password.");
    const { token, expiresAt } = await createSession(db, user.id);
    (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(expiresAt));
    return { user };
  },
});
