import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestSources, type TIngestOptions, type TReject, type TWarning } from "./pipeline";
import { openFileSource } from "../read-file";

const line = (record: unknown) => JSON.stringify(record);
const trajectory = (id: string, extra: Record<string, unknown> = {}) =>
  line({
    type: "trajectory",
    id,
    question: `question ${id}?`,
    golden_answers: ["Paris"],
    final_answer: "Paris",
    ...extra,
  });

describe.each(DATABASE_KINDS)("ingest on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-ingest-"));
  });
  afterEach(() => test.dispose());

  async function ingest(files: Record<string, string | Buffer>, options: Partial<TIngestOptions> = {}) {
    const rejects: TReject[] = [];
    const warnings: TWarning[] = [];
    const sources = [];
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(folder, name), content);
      sources.push(await openFileSource(path.join(folder, name)));
    }
    const report = await ingestSources(test.db, sources, {
      run: "run-a",
      onReject: (r) => rejects.push(r),
      onWarning: (w) => warnings.push(w),
      ...options,
    });
    return { report, rejects, warnings };
  }

  const count = async (table: string) =>
    (await test.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  const CANONICAL = [
    line({ type: "meta", format: "trajscope", version: 1 }),
    line({ type: "run", run: "ignored-name", method: "HiPRAG", config: { normalization: "hiprag" } }),
    trajectory("t1", {
      steps: [
        { kind: "search", query: "capital of france", documents: [{ title: "France", text: "Paris is the capital." }] },
        { kind: "answer", answer: "Paris" },
      ],
    }),
    trajectory("t2", { final_answer: "Lyon" }),
    line({
      type: "labels",
      trajectory: "t1",
      labels: [{ step: 0, source: "judge:x", name: "over_search", value: true }],
    }),
    line({ type: "metrics", step: 10, values: { "critic/score/mean": 0.5, "val/nq": null } }),
    line({ type: "metrics", step: 20, values: { "critic/score/mean": 0.75 } }),
  ].join("\n");

  it("stores a canonical file, and stores nothing twice when it is ingested again", async () => {
    const first = await ingest({ "run.jsonl": CANONICAL });
    expect(first.rejects).toEqual([]);
    expect(first.report).toMatchObject({
      read: 7,
      stored: 6,
      unchanged: 1,
      rejected: 0,
      files: [{ format: "canonical" }],
    });

    const tables = async () => [
      await count("trajectories"),
      await count("steps"),
      await count("labels"),
      await count("metric_points"),
    ];
    expect(await tables()).toEqual([2, 2, 1, 2]);
    const run = await test.db.prisma.run.findUniqueOrThrow({ where: { name: "run-a" } });
    expect(run).toMatchObject({ method: "HiPRAG", config: { normalization: "hiprag" } });
    const t1 = await test.db.prisma.trajectory.findFirstOrThrow({ where: { externalId: "t1" } });
    expect(t1).toMatchObject({ em: 1, searchCount: 1, stepCount: 2 });
    // The labels record arrived after its trajectory was written; the flag reflects ingest time only.
    const t2 = await test.db.prisma.trajectory.findFirstOrThrow({ where: { externalId: "t2" } });
    expect(t2).toMatchObject({ em: 0, finalAnswer: "Lyon" });

    const again = await ingest({ "run.jsonl": CANONICAL });
    expect(again.report).toMatchObject({ read: 7, stored: 0, unchanged: 7, rejected: 0 });
    expect(await tables()).toEqual([2, 2, 1, 2]);
  });

  it("replaces a trajectory whose content changed, under the same id", async () => {
    await ingest({ "a.jsonl": trajectory("t1") });
    const before = await test.db.prisma.trajectory.findFirstOrThrow({ where: { externalId: "t1" } });

    const { report } = await ingest({ "a.jsonl": trajectory("t1", { final_answer: "Lyon" }) });

    expect(report).toMatchObject({ stored: 1, unchanged: 0 });
    const after = await test.db.prisma.trajectory.findFirstOrThrow({ where: { externalId: "t1" } });
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({ finalAnswer: "Lyon", em: 0 });
  });

  it("reports every bad line with its line number and stores every good one", async () => {
    const nested = `{"type":"trajectory","id":"deep","question":"q","meta":{"x":${"[".repeat(1000)}${"]".repeat(1000)}}}`;
    const lines = [
      /* 1 */ trajectory("good-1"),
      /* 2 */ `{"type":"trajectory","id":"broken","question":`,
      /* 3 */ "",
      /* 4 */ line({ type: "trajectory", id: "typed", question: 42 }),
      /* 5 */ line({ type: "trajectory", id: "no-question" }),
      /* 6 */ trajectory("huge", { response: "x".repeat(10 * 1024 * 1024) }),
      /* 7 */ trajectory("nul", { question: "before\u0000after" }),
      /* 8 */ "INVALID_UTF8",
      /* 9 */ trajectory("good-1", { final_answer: "something else" }),
      /* 10 */ nested,
      /* 11 */ line({ type: "bogus" }),
      /* 12 */ "[1, 2]",
      /* 13 */ trajectory("typo", { golden_answer: ["x"] }),
      /* 14 */ `{"type":"trajectory","id":"cut","question":"cut off mid-wr`,
    ];
    const text = lines.join("\n");
    const [head, tail] = text.split("INVALID_UTF8") as [string, string];
    const invalidUtf8 = Buffer.concat([
      Buffer.from(head),
      Buffer.from(trajectory("latin1", { question: "caf_" }).replace("_", "\u0001")).map((b) => (b === 1 ? 0xe9 : b)),
      Buffer.from(tail),
    ]);

    const { report, rejects, warnings } = await ingest({ "bad.jsonl": invalidUtf8 });

    expect(rejects.map((r) => [r.line, r.reason])).toEqual([
      [2, expect.stringMatching(/JSON/)],
      [4, expect.stringMatching(/question.*expected string, received number/)],
      [5, 'missing "question"'],
      [9, expect.stringMatching(/duplicate id "good-1" with different content \(first seen at .*bad\.jsonl:1\)/)],
      [10, "meta: nested more than 64 levels deep"],
      [11, expect.stringMatching(/"type" must be one of/)],
      [12, expect.stringMatching(/expected a JSON object|object/)],
      [13, expect.stringMatching(/unknown field "golden_answer"/)],
      [14, expect.stringMatching(/JSON/)],
    ]);
    expect(rejects.every((r) => r.file.endsWith("bad.jsonl"))).toBe(true);
    expect(warnings.map((w) => w.line).sort()).toEqual([7, 8]);
    const stored = await test.db.prisma.trajectory.findMany({
      orderBy: { externalId: "asc" },
      select: { externalId: true, question: true },
    });
    expect(stored.map((t) => t.externalId)).toEqual(["good-1", "huge", "latin1", "nul"]);
    expect(stored.find((t) => t.externalId === "nul")!.question).toBe("before\uFFFDafter");
    expect(stored.find((t) => t.externalId === "latin1")!.question).toBe("caf\uFFFD");
    expect(report).toMatchObject({ read: 13, stored: 4, unchanged: 0, rejected: 9, warnings: 2 });
    expect(report.read).toBe(report.stored + report.unchanged + report.rejected);
  });

  it("rejects a file in a format it does not recognise, saying how many lines and what to do", async () => {
    const { report, rejects } = await ingest({ "notes.txt": "just some notes\nand more\n\n" });
    expect(report).toMatchObject({ read: 2, rejected: 2, stored: 0, files: [{ format: "unrecognised" }] });
    expect(rejects).toEqual([
      expect.objectContaining({ line: 1, reason: expect.stringMatching(/not recognised.*2 line\(s\).*--format/) }),
    ]);
  });
});
