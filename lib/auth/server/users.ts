import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { hashPassword, verifyPasswordOrDummy } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import type { TDatabase } from "@/lib/db/connection";

export type TUser = { id: number; name: string; displayName: string | null; role: TRole };

const SESSION_DAYS = 14;
const USER_SELECT = { id: true, name: true, displayName: true, role: true } as const;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createUser(
  db: TDatabase,
  input: { name: string; role: TRole; password?: string | null; displayName?: string | null },
): Promise<TUser> {
  return db.prisma.user.create({
    data: {
      name: input.name,
      role: input.role,
      displayName: input.displayName ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
    select: USER_SELECT,
  });
}

export async function listUsers(db: TDatabase): Promise<TUser[]> {
  return db.prisma.user.findMany({ select: USER_SELECT, orderBy: { name: "asc" } });
}

/** The user when name and password match; null otherwise (never says which was wrong). */
export async function verifyCredentials(db: TDatabase, name: string, password: string): Promise<TUser | null> {
  const user = await db.prisma.user.findUnique({ where: { name }, select: { ...USER_SELECT, passwordHash: true } });
  // Unknown names pay the same scrypt as known ones: the time taken must not tell which exist.
  if (!(await verifyPasswordOrDummy(password, user?.passwordHash)) || !user) return null;
  const { passwordHash: _hash, ...rest } = user;
  return rest;
}

/** A new session: the token goes to the cookie, only its SHA-256 to the database. */
export async function createSession(db: TDatabase, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.prisma.session.create({ data: { tokenHash: sha256(token), userId, expiresAt } });
  return { token, expiresAt };
}

export async function getSessionUser(db: TDatabase, token: string): Promise<TUser | null> {
  const session = await db.prisma.session.findUnique({
    where: { tokenHash: sha256(token) },
    select: { expiresAt: true, user: { select: USER_SELECT } },
  });
  return session && session.expiresAt > new Date() ? session.user : null;
}

export async function deleteSession(db: TDatabase, token: string): Promise<void> {
  await db.prisma.session.deleteMany({ where: { tokenHash: sha256(token) } });
}
