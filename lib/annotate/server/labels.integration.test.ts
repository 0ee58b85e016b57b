import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { LabelConflictError, listLabelHistory, saveLabel, type TSaveLabelInput } from "./labels";
import { createRun } from "@/lib/runs/server/runs";
import { createSession, createUser, deleteSession, getSessionUser, verifyCredentials } from "@/lib/auth/server/users";

describe.each(DATABASE_KINDS)("people's labels on %s", (kind) => {
  let test: TTestDatabase;
  let base: Omit<TSaveLabelInput, "author" | "value" | "corrects" | "rationale">;
  let judgeLabelId: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    const run = await createRun(test.db, { name: "r" });
    const trajectory = await test.db.prisma.trajectory.create({
      data: {
        runId: run.id,
        externalId: "t",
        question: "q?",
        contentHash: "h",
        steps: { create: [{ index: 0, kind: "search" }] },
      },
    });
    const judge = await test.db.prisma.label.create({
      data: {
        runId: run.id,
        trajectoryId: trajectory.id,
        stepIndex: 0,
        source: "judge:gpt-4.1-nano",
        name: "over_search",
        valueType: "boolean",
        value: "true",
        valueNumber: 1,
        rationale: "the model knew it",
      },
    });
    judgeLabelId = judge.id.toString();
    base = { runId: run.id, trajectoryId: trajectory.id.toString(), stepIndex: 0, name: "over_search" };
  });
  afterEach(() => test.dispose());

  it("refuses the second of two corrections of the same version, naming the value that won and who set it", async () => {
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const bob = await createUser(test.db, { name: "bob", role: "annotator" });
    const correct = (author: typeof ada, value: boolean) =>
      saveLabel(test.db.sql, { ...base, author, value, rationale: null, corrects: { id: judgeLabelId, version: 1 } });

    const [first, second] = await Promise.allSettled([correct(ada, false), correct(bob, true)]);

    const results = [first, second];
    const won = results.find((r) => r.status === "fulfilled")!;
    const lost = results.find((r) => r.status === "rejected")!;
    expect(lost.reason).toBeInstanceOf(LabelConflictError);
    const winner = (won as PromiseFulfilledResult<Awaited<ReturnType<typeof correct>>>).value;
    expect((lost.reason as LabelConflictError).current).toMatchObject({
      id: winner.id,
      version: 2,
      authorName: winner.authorName,
    });
    expect((lost.reason as LabelConflictError).message).toMatch(
      /already changed this label to "(true|false)" \(version 2\)/,
    );
    expect(await test.db.prisma.label.count()).toBe(2);
  });

  it("keeps the whole history after several corrections: who, when, before → after, why", async () => {
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const bob = await createUser(test.db, { name: "bob", role: "annotator" });
    const v2 = await saveLabel(test.db.sql, {
      ...base,
      author: ada,
      value: false,
      rationale: "needed the date",
      corrects: { id: judgeLabelId, version: 1 },
    });
    const v3 = await saveLabel(test.db.sql, {
      ...base,
      author: bob,
      value: true,
      rationale: "the date was in the question",
      corrects: { id: v2.id, version: 2 },
    });
    await expect(
      saveLabel(test.db.sql, {
        ...base,
        author: ada,
        value: false,
        rationale: null,
        corrects: { id: v2.id, version: 2 },
      }),
    ).rejects.toThrow(/bob already changed this label to "true" \(version 3\)/);

    const history = await listLabelHistory(test.db.sql, base);
    expect(history.map((l) => [l.source, l.value, l.version, l.correctsId, l.authorName, l.rationale])).toEqual([
      ["judge:gpt-4.1-nano", "true", 1, null, null, "the model knew it"],
      ["human:ada", "false", 2, judgeLabelId, "ada", "needed the date"],
      ["human:bob", "true", 3, v2.id, "bob", "the date was in the question"],
    ]);
    expect(v3.version).toBe(3);
  });
});

describe.each(DATABASE_KINDS)("people and sessions on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  it("signs in with the right password only, and a session ends when deleted", async () => {
    await createUser(test.db, { name: "ada", role: "admin", password: "lovelace-1815" });
    expect(await verifyCredentials(test.db, "ada", "wrong")).toBeNull();
    expect(await verifyCredentials(test.db, "nobody", "lovelace-1815")).toBeNull();
    const ada = await verifyCredentials(test.db, "ada", "lovelace-1815");
    expect(ada).toMatchObject({ name: "ada", role: "admin" });

    const { token } = await createSession(test.db, ada!.id);
    const stored = await test.db.prisma.session.findFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    expect(await getSessionUser(test.db, token)).toMatchObject({ name: "ada" });
    await deleteSession(test.db, token);
    expect(await getSessionUser(test.db, token)).toBeNull();
  });
});
