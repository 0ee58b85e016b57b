import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, authenticateIngestKey, listApiKeys, revokeApiKey } from "@/lib/auth/server/api-keys";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { VERL } from "@/test/adapter-samples";
import { ingestBatch, readBodyWithin } from "./http-ingest";

const trajectory = (id: string, step: number, answer: string) => ({
  type: "trajectory",
  id,
  step,
  question: `question ${id}`,
  golden_answers: ["Paris"],
  final_answer: answer,
});

describe.each(DATABASE_KINDS)("HTTP ingest batches and keys (%s)", (kind) => {
  let t: TTestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  // Independent of the pipeline: what the tables hold.
  const countTrajectories = async (run: string) => {
    const rows = await t.db.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM trajectories tr JOIN runs r ON r.id = tr.run_id WHERE r.name = $1",
      [run],
    );
    return rows[0]!.n;
  };

  it("answers per item (stored, unchanged, rejected with its reason) and stores a retried batch once", async () => {
    const jsonl = [
      JSON.stringify(trajectory("a", 1, "Paris")),
      "{not json",
      "",
      JSON.stringify(trajectory("b", 2, "Lyon")),
    ].join("\n");
    const first = await ingestBatch(t.db, { run: "http-a", body: Buffer.from(jsonl) });
    expect(first.format).toBe("canonical");
    expect(first.items.map((i) => [i.item, i.status])).toEqual([
      [1, "stored"],
      [2, "rejected"],
      [4, "stored"],
    ]);
    expect(first.items[1]!.reason).toMatch(/JSON/i);
    expect(first.counts).toMatchObject({ read: 3, stored: 2, rejected: 1 });

    // The same batch as a JSON array with one new element: the retried ones are unchanged.
    const array = JSON.stringify([trajectory("a", 1, "Paris"), trajectory("b", 2, "Lyon"), trajectory("c", 2, "Nice")]);
    const second = await ingestBatch(t.db, { run: "http-a", body: Buffer.from(array) });
    expect(second.items.map((i) => i.status)).toEqual(["unchanged", "unchanged", "stored"]);
    expect(await countTrajectories("http-a")).toBe(3);
    const [run] = await t.db.sql.query<{ at: Date | null }>(
      "SELECT last_record_at AS at FROM runs WHERE name = 'http-a'",
    );
    expect(run!.at).not.toBeNull();
  }, 60_000);

  it("reads another format by name or by detection, and refuses a body in no format", async () => {
    const answer = await ingestBatch(t.db, { run: "http-verl", format: "verl", body: Buffer.from(VERL) });
    expect(answer.items.map((i) => i.status)).toEqual(["stored", "stored"]);
    const detected = await ingestBatch(t.db, { run: "http-verl", body: Buffer.from(VERL) });
    expect(detected.format).toBe("verl");
    expect(detected.items.map((i) => i.status)).toEqual(["unchanged", "unchanged"]);
    expect(await countTrajectories("http-verl")).toBe(2);
    await expect(ingestBatch(t.db, { run: "http-x", body: Buffer.from("hello\nworld\n") })).rejects.toMatchObject({
      code: "ingest_format_unknown",
    });
  }, 60_000);

  it("keys: shown once, stored hashed, scoped, revocable, last use recorded", async () => {
    const { key, token } = await createApiKey(t.db, { name: "trainer", runName: "only-this" });
    const rows = await t.db.sql.query<{ token_hash: string }>("SELECT token_hash FROM api_keys WHERE id = $1", [
      key.id,
    ]);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.lastUsedAt).toBeNull();

    await expect(authenticateIngestKey(t.db, null, "only-this")).rejects.toMatchObject({ code: "api_key_required" });
    await expect(authenticateIngestKey(t.db, "Bearer tsk_wrong", "only-this")).rejects.toMatchObject({
      code: "api_key_invalid",
    });
    await expect(authenticateIngestKey(t.db, `Bearer ${token}`, "another")).rejects.toMatchObject({
      code: "api_key_out_of_scope",
    });
    const used = await authenticateIngestKey(t.db, `Bearer ${token}`, "only-this");
    expect(used.lastUsedAt).not.toBeNull();

    await revokeApiKey(t.db, key.id);
    await expect(authenticateIngestKey(t.db, `Bearer ${token}`, "only-this")).rejects.toMatchObject({
      code: "api_key_invalid",
    });
    expect((await listApiKeys(t.db)).find((k) => k.id === key.id)?.revokedAt).not.toBeNull();
    await expect(revokeApiKey(t.db, 99_999)).rejects.toMatchObject({ code: "api_key_not_found" });
  }, 60_000);
});

describe("readBodyWithin", () => {
  const stream = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(Buffer.from(chunk));
        controller.close();
      },
    });

  it("reads a body within the limit, and refuses one over it by its length or as it streams", async () => {
    expect((await readBodyWithin(stream("ab", "cd"), null, 4)).toString()).toBe("abcd");
    await expect(readBodyWithin(stream("ab"), "5", 4)).rejects.toMatchObject({ code: "ingest_too_large" });
    await expect(readBodyWithin(stream("ab", "cde"), null, 4)).rejects.toMatchObject({ code: "ingest_too_large" });
  });
});
