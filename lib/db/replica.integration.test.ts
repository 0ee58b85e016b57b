import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTrajectoryLabels } from "@/lib/annotate/server/label-history";
import { saveLabel } from "@/lib/annotate/server/labels";
import { defineRoute } from "@/lib/http/define-route";
import { resolveRunList } from "@/lib/runs/server/queries";
import { createTestRun } from "@/test/browse-test-data";
import { MIGRATIONS_DIR } from "@/test/databases";
import { startPrimaryWithReplica, type TReplicaCluster } from "@/test/replica-cluster";
import { setProcessDb } from "./client";
import { openDatabase, type TDatabase } from "./connection";
import { migrateDatabase } from "./migrate";
import { getReadDb, setProcessReadDb } from "./read-db";
import { hasReplayed, primaryPosition, WROTE_AT_COOKIE } from "./replica";

// Issue 19 item 3: with DATABASE_READ_URL, pages and read APIs read from a real streaming replica,
// writes go to the primary, and a person sees their own write at once. Replay is paused on the
// replica to make "not replicated yet" last as long as the test needs, instead of racing the lag.

process.env.TRAJSCOPE_PRIVATE = "0";

let cluster: TReplicaCluster;
let primary: TDatabase;
let replica: TDatabase;

const caughtUp = async () => {
  const target = await primaryPosition(primary.sql);
  for (let i = 0; i < 600 && !(await hasReplayed(replica.sql, target)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await hasReplayed(replica.sql, target)).toBe(true);
};
const sameOriginPost = () =>
  new NextRequest("http://127.0.0.1:3000/api/x", {
    method: "POST",
    headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" },
  });
const pauseReplay = () => replica.sql.query(`SELECT pg_wal_replay_pause()`);
const resumeReplay = () => replica.sql.query(`SELECT pg_wal_replay_resume()`);

beforeAll(async () => {
  cluster = await startPrimaryWithReplica();
  primary = await openDatabase({ kind: "postgres", url: cluster.primaryUrl });
  await migrateDatabase(primary, MIGRATIONS_DIR);
  replica = await openDatabase({ kind: "postgres", url: cluster.replicaUrl });
  await caughtUp();
  setProcessDb(primary);
  setProcessReadDb(replica);
}, 240_000);

afterAll(async () => {
  setProcessReadDb(null);
  await replica?.close();
  await primary?.close();
  await cluster?.stop();
});

describe("reads on a streaming replica", () => {
  it("is a real hot standby that refuses writes", async () => {
    const [row] = await replica.sql.query<{ standby: boolean }>(`SELECT pg_is_in_recovery() AS standby`);
    expect(row!.standby).toBe(true);
    await expect(replica.sql.query(`CREATE TABLE nope (id int)`)).rejects.toThrow(/read-only transaction/);
  });

  it("serves pages from the replica: a run appears once the replica has replayed it", async () => {
    await pauseReplay();
    const { runName } = await createTestRun(primary, [{ key: "a", em: 1 }]);
    const onPrimary = await primary.sql.query<{ name: string }>(`SELECT name FROM runs WHERE name = $1`, [runName]);
    expect(onPrimary).toHaveLength(1);
    expect((await resolveRunList()).map((run) => run.name)).not.toContain(runName);

    await resumeReplay();
    await caughtUp();
    expect((await resolveRunList()).map((run) => run.name)).toContain(runName);
  });

  it("sends a person's reads to the primary until their own write has replicated", async () => {
    const { runId, ids } = await createTestRun(primary, [{ key: "t", em: 0 }]);
    const author = await primary.prisma.user.create({ data: { name: `annotator-${runId}`, role: "annotator" } });
    await caughtUp();
    await pauseReplay();

    // A write through defineRoute answers with the primary's position after it, in a cookie.
    const label = defineRoute({
      handler: () =>
        saveLabel(primary.sql, {
          ...{ runId, trajectoryId: ids.t!, stepIndex: null, name: "answer_correct", value: true },
          ...{ rationale: "checked by hand", author: { id: author.id, name: author.name }, corrects: null },
        }),
    });
    const response = await label(sameOriginPost(), {});
    expect(response.status).toBe(200);
    const wroteAt = response.cookies.get(WROTE_AT_COOKIE);
    expect(wroteAt).toMatchObject({ httpOnly: true, path: "/", sameSite: "lax" });
    expect(wroteAt!.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

    const labelsVia = async (wrote: string | null) =>
      (await listTrajectoryLabels((await getReadDb(wrote)).sql, { runId, trajectoryId: ids.t! })).length;
    // Another browser reads the replica, which has not replayed the label; the author reads it.
    expect(await getReadDb(null)).toBe(replica);
    expect(await labelsVia(null)).toBe(0);
    expect(await getReadDb(wroteAt!.value)).toBe(primary);
    expect(await labelsVia(wroteAt!.value)).toBe(1);

    // Once replayed, the author's reads go back to the replica, which now has it.
    await resumeReplay();
    await caughtUp();
    expect(await getReadDb(wroteAt!.value)).toBe(replica);
    expect(await labelsVia(wroteAt!.value)).toBe(1);
  });

  it("treats a forged or malformed position as not replayed, never as an error", async () => {
    expect(await getReadDb("not-a-position")).toBe(primary);
    expect(await getReadDb("'; DROP TABLE runs; --")).toBe(primary);
  });

  it("reads and writes as before when no replica is configured", async () => {
    setProcessReadDb(null);
    try {
      expect(await getReadDb(null)).toBe(primary);
      const write = defineRoute({ handler: async () => ({ ok: true }) });
      const response = await write(sameOriginPost(), {});
      expect(response.status).toBe(200);
      expect(response.cookies.get(WROTE_AT_COOKIE)).toBeUndefined();
    } finally {
      setProcessReadDb(replica);
    }
  });
});
