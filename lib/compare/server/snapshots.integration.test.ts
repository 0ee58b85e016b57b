import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSnapshotPayload, ZSnapshotPayload } from "@/lib/compare/snapshot";
import { DEFAULT_COMPARE_STATE, type TCompareState } from "@/lib/compare/state";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestComparedRuns, ingestSamples, OURS_SAMPLES } from "@/test/compare-test-data";
import { captureComparison, loadCompareDiff } from "./compare-view";
import { createSnapshot, getSnapshotByToken, listActiveSnapshots, revokeSnapshot } from "./snapshots";
import { createUser } from "@/lib/auth/server/users";

// Every step and split pooled: the shared view is the one these samples were written for.
const base: TCompareState = { ...DEFAULT_COMPARE_STATE, runs: ["base", "ours"], align: "kind", scope: "all" };

describe.each(DATABASE_KINDS)("snapshots on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    await ingestComparedRuns(test.db);
  });
  afterEach(() => test.dispose());

  async function share(state: TCompareState, expiresAt: Date | null = null) {
    const view = await captureComparison(test.db, state);
    const payload = buildSnapshotPayload(view, new Date());
    const user = await createUser(test.db, { name: `sharer-${Math.random()}`, role: "annotator" });
    return {
      payload,
      ...(await createSnapshot(test.db, { title: "base vs ours", payload, expiresAt, createdById: user.id })),
    };
  }

  it("shows the comparison exactly as shared after the run is re-ingested with other data", async () => {
    const item = (await loadCompareDiff(test.db, base))!.rightInA[1]!;
    const state = { ...base, open: { a: item.a.trajectoryId!, b: item.b.trajectoryId! } };
    const { payload, token } = await share(state);
    expect(payload.view.pair?.b.detail.trajectory.finalAnswer).toBe("I do not know");

    // "ours" now answers everything right, with other steps; its labels change too.
    const report = await ingestSamples(
      test.db,
      "ours",
      OURS_SAMPLES.map((s) => ({ ...s, right: true })),
      "short",
    );
    expect(report.stored).toBeGreaterThan(0);
    const live = await captureComparison(test.db, state);
    expect(live.diff?.counts.onlyB).not.toBe(payload.view.diff?.counts.onlyB);
    expect(live.tables).not.toEqual(payload.view.tables);
    expect(live.pair?.b.detail.trajectory.finalAnswer).toBe("Shakespeare");

    const found = await getSnapshotByToken(test.db, token);
    expect(found?.status).toBe("active");
    const stored = ZSnapshotPayload.parse(found?.status === "active" ? found.payload : null);
    expect(stored).toEqual(JSON.parse(JSON.stringify(payload)));
    expect(stored.view.pair?.b.detail.trajectory.finalAnswer).toBe("I do not know");
  });

  it("keeps only the token's SHA-256 and answers revoked and expired links with the reason", async () => {
    const { id, token } = await share(base);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await test.db.sql.query<{ token_hash: string }>(`SELECT token_hash FROM snapshots`);
    expect(rows.map((r) => r.token_hash)).toEqual([createHash("sha256").update(token).digest("hex")]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(
      await getSnapshotByToken(
        test.db,
        token.replace(/^./, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBeNull();
    expect(await getSnapshotByToken(test.db, "short")).toBeNull();

    expect((await listActiveSnapshots(test.db)).map((s) => [s.id, s.title, s.runs])).toEqual([
      [id, "base vs ours", ["base", "ours"]],
    ]);
    expect(await revokeSnapshot(test.db, id)).toBe("revoked");
    expect(await revokeSnapshot(test.db, id)).toBe("already-revoked");
    expect(await revokeSnapshot(test.db, id + 1000)).toBe("missing");
    expect(await getSnapshotByToken(test.db, token)).toMatchObject({ status: "revoked" });
    expect(await listActiveSnapshots(test.db)).toEqual([]);

    const soon = new Date(Date.now() + 60_000);
    const later = await share(base, soon);
    expect(await getSnapshotByToken(test.db, later.token)).toMatchObject({ status: "active" });
    expect(await getSnapshotByToken(test.db, later.token, new Date(soon.getTime() + 1))).toEqual({
      status: "expired",
      at: soon.toISOString(),
    });
    expect(await listActiveSnapshots(test.db, new Date(soon.getTime() + 1))).toEqual([]);
  });
});
