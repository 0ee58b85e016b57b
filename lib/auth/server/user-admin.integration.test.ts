import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createSession, createUser, getSessionUser, verifyCredentials } from "./users";
import { listPeopleWithSessions, removeUser, setUserPassword, setUserRole } from "./user-admin";

describe.each(DATABASE_KINDS)("taking access away (%s)", (kind) => {
  let t: TTestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  // Independent of the code under test: count the rows the sessions table holds for a name.
  const sessionsOf = async (name: string) => {
    const rows = await t.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.name = $1`,
      name,
    );
    return rows[0]!.n;
  };

  it("set-role, reset-password and remove each end every session at once", async () => {
    const ada = await createUser(t.db, { name: "ada", role: "admin", password: "first-password" });
    const first = await createSession(t.db, ada.id);
    await createSession(t.db, ada.id);
    expect(await sessionsOf("ada")).toBe(2);

    expect(await setUserRole(t.db, "ada", "viewer")).toEqual({ sessionsEnded: 2 });
    expect(await sessionsOf("ada")).toBe(0);
    expect(await getSessionUser(t.db, first.token)).toBeNull();

    const second = await createSession(t.db, ada.id);
    expect((await getSessionUser(t.db, second.token))?.role).toBe("viewer");
    expect(await setUserPassword(t.db, "ada", "second-password")).toEqual({ sessionsEnded: 1 });
    expect(await getSessionUser(t.db, second.token)).toBeNull();
    expect(await verifyCredentials(t.db, "ada", "first-password")).toBeNull();
    expect((await verifyCredentials(t.db, "ada", "second-password"))?.name).toBe("ada");

    const third = await createSession(t.db, ada.id);
    expect(await removeUser(t.db, "ada")).toEqual({ sessionsEnded: 1 });
    expect(await getSessionUser(t.db, third.token)).toBeNull();
    const left = await t.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM users WHERE name = 'ada'`,
    );
    expect(left[0]!.n).toBe(0);
  }, 60_000);

  it("names an unknown person instead of doing nothing", async () => {
    await expect(setUserRole(t.db, "nobody", "admin")).rejects.toMatchObject({ code: "user_not_found" });
    await expect(removeUser(t.db, "nobody")).rejects.toMatchObject({ code: "user_not_found" });
  });

  it("lists people with their live sessions only", async () => {
    const bo = await createUser(t.db, { name: "bo", role: "annotator" });
    await createSession(t.db, bo.id);
    await t.db.prisma.session.create({
      data: { tokenHash: "expired-" + kind, userId: bo.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const people = await listPeopleWithSessions(t.db);
    expect(people.map((p) => [p.name, p.role, p.sessions.length])).toEqual([["bo", "annotator", 1]]);
  });
});
