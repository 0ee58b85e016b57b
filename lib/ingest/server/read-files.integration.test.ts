import { readFile, writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { trajectoryLine } from "@/test/ingest-files";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { ingestSources, type TReject } from "./pipeline";
import { openFileSource, type TReadOptions } from "../read-file";

const MB = 1024 * 1024;

// Issue 14 items 2 and 11: no single line, size or file takes the others with it.
describe.each(DATABASE_KINDS)("reading files on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-read-"));
  });
  afterEach(() => test.dispose());

  async function ingest(run: string, files: Record<string, string | Buffer>, options: TReadOptions = {}) {
    const rejects: TReject[] = [];
    const sources = [];
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(folder, name), content);
      sources.push(await openFileSource(path.join(folder, name), options));
    }
    const report = await ingestSources(test.db, sources, { run, onReject: (r) => rejects.push(r) });
    return { report, rejects };
  }

  /** What a run holds, by content: equal for equal ingests whatever the row ids. */
  const contentOf = async (run: string) =>
    test.db.sql.query(
      `SELECT t.external_id, t.question, t.final_answer, t.em, t.step_count,
              (SELECT string_agg(s.kind || ':' || coalesce(s.query, '') || ':' || md5(coalesce(s.document_hashes::text, '') || coalesce(s.document_scores::text, '')), '|' ORDER BY s.index)
                 FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id) AS steps
       FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1 ORDER BY t.external_id`,
      [run],
    );

  it("rejects a 50 MB line with its file:line and stores the 10 good lines around it", async () => {
    const huge = trajectoryLine("huge", { response: "x".repeat(50 * MB) });
    const lines = [...Array.from({ length: 5 }, (_, i) => trajectoryLine(`a${i}`)), huge];
    lines.push(...Array.from({ length: 5 }, (_, i) => trajectoryLine(`b${i}`)));
    const { report, rejects } = await ingest("huge", { "rollouts.jsonl": lines.join("\n") });
    expect(report).toMatchObject({ read: 11, stored: 10, rejected: 1 });
    expect(rejects).toEqual([
      expect.objectContaining({
        file: path.join(folder, "rollouts.jsonl"),
        line: 6,
        reason: expect.stringMatching(/over the per-record limit of 16\.0 MB/),
      }),
    ]);
    const stored = await test.db.sql.query<{ external_id: string }>(
      `SELECT external_id FROM trajectories ORDER BY external_id`,
    );
    expect(stored.map((r) => r.external_id)).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `a${i}`),
      ...[0, 1, 2, 3, 4].map((i) => `b${i}`),
    ]);
  });

  it("stores a line just under the limit and rejects one just over it, the last line included", async () => {
    const under = trajectoryLine("under", { response: "y".repeat(MB - 200) });
    const over = trajectoryLine("over", { response: "z".repeat(MB) });
    const { report, rejects } = await ingest(
      "limit",
      { "r.jsonl": [under, trajectoryLine("mid"), over].join("\n") },
      { maxRecordBytes: MB },
    );
    expect(report).toMatchObject({ read: 3, stored: 2, rejected: 1 });
    expect(rejects.map((r) => r.line)).toEqual([3]);
  });

  it("reads .jsonl.gz and .json.gz exactly as the uncompressed files", async () => {
    const r1 = await readFile(path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl"));
    const flashragItems = (await readFile(path.join(REAL_FIXTURES, "flashrag-nq-test.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => ({ ...JSON.parse(l), output: { pred: "Paris" } }));
    const array = Buffer.from(JSON.stringify(flashragItems, null, 1));

    const plain = await ingest("plain", { "bamboogle.jsonl": r1, "intermediate_data.json": array });
    const packed = await ingest("packed", {
      "bamboogle.jsonl.gz": gzipSync(r1),
      "intermediate_data.json.gz": gzipSync(array),
    });
    expect(plain.report.files.map((f) => f.format)).toEqual(["r1-searcher", "flashrag"]);
    expect(packed.report.files.map((f) => f.format)).toEqual(["r1-searcher", "flashrag"]);
    expect(packed.rejects).toEqual([]);
    expect(packed.report).toMatchObject({ read: plain.report.read, stored: plain.report.stored, rejected: 0 });
    expect(plain.report.stored).toBeGreaterThan(flashragItems.length);
    expect(await contentOf("packed")).toEqual(await contentOf("plain"));
  });

  it("reads a gzip file cut off mid-write up to the damage and says where it stopped", async () => {
    const lines = Array.from({ length: 2000 }, (_, i) =>
      trajectoryLine(`t${i}`, { response: `answer ${i} `.repeat(20) }),
    );
    const packed = gzipSync(lines.join("\n"));
    const { report, rejects } = await ingest("cut", {
      "cut.jsonl.gz": packed.subarray(0, Math.floor(packed.length / 2)),
    });
    expect(report.stored).toBeGreaterThan(0);
    expect(report.stored).toBeLessThan(2000);
    expect(rejects).toHaveLength(1);
    expect(rejects[0]!.reason).toMatch(/compressed data is damaged or cut off/);
  });

  it("names binary, empty and unknown JSON-array files as not read", async () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256));
    const { report } = await ingest("unknown", {
      "blob.jsonl": binary,
      "empty.jsonl": "",
      "items.json": JSON.stringify([{ a: 1 }, { b: 2 }]),
      "good.jsonl": trajectoryLine("g"),
    });
    expect(report.files.map((f) => [path.basename(f.file), f.format])).toEqual([
      ["blob.jsonl", "unrecognised"],
      ["empty.jsonl", "empty"],
      ["items.json", "unrecognised"],
      ["good.jsonl", "canonical"],
    ]);
    expect(report.stored).toBe(1);
  });
});
