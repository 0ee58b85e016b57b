import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";

// Taking access away takes effect at once: each change below ends every session the person has,
// in the same transaction, so an open tab's next request is anonymous.

export type TPersonWithSessions = {
  name: string;
  role: TRole;
  createdAt: string;
  sessions: { createdAt: string; expiresAt: string }[];
};

async function userIdOrThrow(db: TDatabase, name: string): Promise<number> {
  const user = await db.prisma.user.findUnique({ where: { name }, select: { id: true } });
  if (!user) throw new DomainError("user_not_found", `Nobody is named "${name}".`);
  return user.id;
}

/** Removes the person and their sessions; their labels stay, attributed to human:NAME. */
export async function removeUser(db: TDatabase, name: string): Promise<{ sessionsEnded: number }> {
  const id = await userIdOrThrow(db, name);
  const [ended] = await db.prisma.$transaction([
    db.prisma.session.deleteMany({ where: { userId: id } }),
    db.prisma.user.delete({ where: { id } }),
  ]);
  return { sessionsEnded: ended.count };
}

export async function setUserRole(db: TDatabase, name: string, role: TRole): Promise<{ sessionsEnded: number }> {
  const id = await userIdOrThrow(db, name);
  const [ended] = await db.prisma.$transaction([
    db.prisma.session.deleteMany({ where: { userId: id } }),
    db.prisma.user.update({ where: { id }, data: { role } }),
  ]);
  return { sessionsEnded: ended.count };
}

export async function setUserPassword(
  db: TDatabase,
  name: string,
  password: string,
): Promise<{ sessionsEnded: number }> {
  const id = await userIdOrThrow(db, name);
  const passwordHash = await hashPassword(password);
  const [ended] = await db.prisma.$transaction([
    db.prisma.session.deleteMany({ where: { userId: id } }),
    db.prisma.user.update({ where: { id }, data: { passwordHash } }),
  ]);
  return { sessionsEnded: ended.count };
}

/** Everyone with their live sessions, for the admin page: no token hashes leave the database. */
export async function listPeopleWithSessions(db: TDatabase): Promise<TPersonWithSessions[]> {
  const users = await db.prisma.user.findMany({
    orderBy: { name: "asc" },
    select: {
      name: true,
      role: true,
      createdAt: true,
      sessions: {
        where: { expiresAt: { gt: new Date() } },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true, expiresAt: true },
      },
    },
  });
  return users.map((u) => ({
    name: u.name,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    sessions: u.sessions.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
  }));
}
