import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db/client";
import { getSessionUser, type TUser } from "./users";
import { DomainError } from "@/lib/http/errors";
import { can, type TAction } from "../roles";

/** The cookie holding a session token: HTTP-only, same-site, never readable by page scripts. */
export const SESSION_COOKIE = "trajscope_session";

/** Whether the session cookie is Secure: in production unless TRAJSCOPE_INSECURE_COOKIES=1 (docs/security.md). */
export const isSecureCookie = () =>
  process.env.NODE_ENV === "production" && process.env.TRAJSCOPE_INSECURE_COOKIES !== "1";

export const sessionCookieOptions = (expires: Date) =>
  ({
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(),
    path: "/",
    expires,
  }) as const;

/** The signed-in person, or null. Reading needs a sign-in in private mode only; every write needs a role (requireUser). */
export async function getCurrentUser(): Promise<TUser | null> {
  return userOfToken((await cookies()).get(SESSION_COOKIE)?.value);
}

/** The person a session token belongs to; no database work without a token. */
export async function userOfToken(token: string | undefined): Promise<TUser | null> {
  return token ? getSessionUser(await getDb(), token) : null;
}

/** The signed-in person if their role allows `action`; a 401 or 403 DomainError otherwise. */
export async function requireUser(action: TAction, token?: string): Promise<TUser> {
  const user = token === undefined ? await getCurrentUser() : await userOfToken(token);
  if (!user) throw new DomainError("sign_in_required", `Sign in to ${action.replace("-", " ")}.`);
  if (!can(user.role, action)) {
    throw new DomainError(
      "role_forbidden",
      `${user.name} is a ${user.role}; ${action.replace("-", " ")} needs another role.`,
    );
  }
  return user;
}
