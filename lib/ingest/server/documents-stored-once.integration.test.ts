import { cp, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getTrajectoryStep } from "@/lib/browse/server/trajectory-detail";
import { migrateDatabase } from "@/lib/db/migrate";
import { getRunByName } from "@/lib/runs/server/runs";
import { DATABASE_KINDS, MIGRATIONS_DIR, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { trajectoryLine } from "@/test/ingest-files";
import { documentHash } from "../document-hash";
import { exportRun } from "./export-run";
import { ingestSources } from "./pipeline";
import { openFileSource } from "../read-file";

// Retrieved documents are stored once per run (prisma/migrations/20261202043000_documents_stored_once):
// a document repeated across steps and trajectories is one row, and every way of reading a step
// still gives its documents in full, in order, with each retrieval's own score.

const PARIS = { id: "w1", title: "Paris", text: "Paris is the capital of France.\nIt lies on the Seine." };
const LYON = { title: "Lyon", text: "Lyon is a city. Ünïcödé 𝄞 and a tab\there." };
const SEINE = { id: "w3", text: "The Seine flows through Paris." };

// Four retrievals of PARIS, two of LYON, one of SEINE: three distinct documents.
const SOURCE: Record<string, { documents: Record<string, unknown>[] }[]> = {
  a: [
    {
      documents: [
        { ...PARIS, score: 0.9 },
        { ...LYON, score: 0.4 },
        { ...PARIS, score: 0.1 },
      ],
    },
    { documents: [] },
  ],
  b: [{ documents: [{ ...LYON }, { ...PARIS, score: 0.8 }] }],
  c: [
    {
      documents: [
        { ...SEINE, score: 1 },
        { ...PARIS, score: 0.7 },
      ],
    },
  ],
};

const lineOf = (id: string, searches = SOURCE[id]!) =>
  trajectoryLine(id, {
    steps: [
      ...searches.map((s, i) => ({ kind: "search", query: `query ${i}`, documents: s.documents })),
      { kind: "answer", answer: "Paris" },
    ],
  });

describe.each(DATABASE_KINDS)("documents stored once on %s", (kind) => {
  let test: TTestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  async function ingest(db: TTestDatabase["db"], lines: string[], run = "docs") {
    const folder = await mkdtemp(path.join(tmpdir(), "trajscope-docs-"));
    await writeFile(path.join(folder, "rollouts.jsonl"), `${lines.join("\n")}\n`);
    return ingestSources(db, [await openFileSource(path.join(folder, "rollouts.jsonl"))], { run });
  }

  const countDocuments = async (db: TTestDatabase["db"], run = "docs") =>
    (
      await db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM documents WHERE run_id = (SELECT id FROM runs WHERE name = $1)`,
        [run],
      )
    )[0]!.n;

  it("stores a document once however often it was retrieved, and reads every retrieval back in order", async () => {
    test = await openTestDatabase(kind);
    const report = await ingest(
      test.db,
      ["a", "b", "c"].map((id) => lineOf(id)),
    );
    expect(report).toMatchObject({ stored: 3, rejected: 0 });
    expect(await countDocuments(test.db)).toBe(3);
    const [paris] = await test.db.sql.query<{ text: string }>(`SELECT text FROM documents WHERE doc_id = 'w1'`);
    expect(paris!.text).toBe(PARIS.text);

    const run = (await getRunByName(test.db, "docs"))!;
    const [a] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text FROM trajectories WHERE run_id = $1 AND external_id = 'a'`,
      [run.id],
    );
    const step = await getTrajectoryStep(test.db, { runId: run.id, trajectoryId: a!.id, stepIndex: 0 });
    expect(step!.documents!.map(({ id, title, text, score }) => ({ id, title, text, score }))).toEqual([
      { id: "w1", title: "Paris", text: PARIS.text, score: 0.9 },
      { id: null, title: "Lyon", text: LYON.text, score: 0.4 },
      { id: "w1", title: "Paris", text: PARIS.text, score: 0.1 },
    ]);
    const empty = await getTrajectoryStep(test.db, { runId: run.id, trajectoryId: a!.id, stepIndex: 1 });
    expect(empty!.documents).toEqual([]);
    const answer = await getTrajectoryStep(test.db, { runId: run.id, trajectoryId: a!.id, stepIndex: 2 });
    expect(answer!.documents).toBeNull();

    // Export gives each step's documents exactly as the source file had them.
    let text = "";
    for await (const chunk of exportRun(test.db, run, "jsonl")) text += chunk;
    const exported = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; id: string; steps: { documents?: unknown }[] })
      .filter((r) => r.type === "trajectory");
    for (const t of exported) {
      expect(t.steps.slice(0, -1).map((s) => s.documents)).toEqual(SOURCE[t.id]!.map((s) => s.documents));
      expect(t.steps.at(-1)!.documents).toBeUndefined();
    }
  });

  it("changes nothing on re-ingest, adds only new documents for a changed trajectory, and goes with its run", async () => {
    test = await openTestDatabase(kind);
    await ingest(
      test.db,
      ["a", "b", "c"].map((id) => lineOf(id)),
    );
    const again = await ingest(
      test.db,
      ["a", "b", "c"].map((id) => lineOf(id)),
    );
    expect(again).toMatchObject({ stored: 0, unchanged: 3 });
    expect(await countDocuments(test.db)).toBe(3);

    const NEW = { title: "Marseille", text: "Marseille is a port." };
    const changed = await ingest(test.db, [lineOf("b", [{ documents: [{ ...NEW, score: 0.5 }, { ...SEINE }] }])]);
    expect(changed).toMatchObject({ stored: 1 });
    expect(await countDocuments(test.db)).toBe(4);
    const [row] = await test.db.sql.query<{ hashes: string[]; scores: (number | null)[] }>(
      `SELECT s.document_hashes::text[] AS hashes, s.document_scores AS scores FROM steps s
       JOIN trajectories t ON t.run_id = s.run_id AND t.id = s.trajectory_id
       WHERE t.external_id = 'b' AND s.index = 0`,
    );
    expect(row).toEqual({ hashes: [documentHash(NEW), documentHash(SEINE)], scores: [0.5, null] });

    // Another run holding the same documents keeps its own rows: a run is deleted on its own.
    await ingest(test.db, [lineOf("c")], "other");
    expect(await countDocuments(test.db, "other")).toBe(2);
    await test.db.sql.query(`DELETE FROM runs WHERE name = 'docs'`);
    const [left] = await test.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents`);
    expect(left!.n).toBe(2);
  });

  it("moves the documents of a database stored before, with the hash ingest computes", async () => {
    test = await openTestDatabase(kind, { migrate: false });
    const MIGRATION = "20261202043000_documents_stored_once";
    const before = await mkdtemp(path.join(tmpdir(), "trajscope-migrations-"));
    for (const name of await readdir(MIGRATIONS_DIR)) {
      if (name < MIGRATION && !name.endsWith(".toml"))
        await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    }
    await migrateDatabase(test.db, before);
    const { sql } = test.db;
    const [run] = await sql.query<{ id: number }>(
      `INSERT INTO runs (name, updated_at) VALUES ('old', now()) RETURNING id`,
    );
    await sql.query(
      `INSERT INTO trajectories (run_id, id, external_id, question, content_hash) VALUES ($1, 1, 'x', 'q', 'h'), ($1, 2, 'y', 'q', 'h')`,
      [run!.id],
    );
    // The old column as older databases hold it: untrusted JSON, so also a number id, a
    // non-object element, a missing text, a score that is not a number, an empty list.
    const oldDocuments: [number, number, unknown][] = [
      [1, 0, [{ ...PARIS, score: 0.9 }, "not a document", { ...LYON, score: "high" }]],
      [1, 1, []],
      [1, 2, null],
      [
        2,
        0,
        [
          { ...PARIS, score: 0.2 },
          { id: 7, title: "No text" },
        ],
      ],
    ];
    for (const [trajectory, index, documents] of oldDocuments) {
      await sql.query(
        `INSERT INTO steps (run_id, trajectory_id, index, kind, documents) VALUES ($1, $2, $3, 'search', $4::jsonb)`,
        [run!.id, trajectory, index, documents === null ? null : JSON.stringify(documents)],
      );
    }
    expect((await migrateDatabase(test.db, MIGRATIONS_DIR)).applied).toEqual([
      ...(await readdir(MIGRATIONS_DIR)).filter((n) => n >= MIGRATION && !n.endsWith(".toml")),
    ]);

    const stored = await sql.query<{ hash: string; doc_id: string | null; title: string | null; text: string }>(
      `SELECT hash::text AS hash, doc_id, title, text FROM documents WHERE run_id = $1 ORDER BY title`,
      [run!.id],
    );
    expect(stored).toEqual([
      { hash: documentHash(LYON), doc_id: null, title: "Lyon", text: LYON.text },
      { hash: documentHash({ id: "7", title: "No text", text: "" }), doc_id: "7", title: "No text", text: "" },
      { hash: documentHash(PARIS), doc_id: PARIS.id, title: "Paris", text: PARIS.text },
    ]);
    const steps = await sql.query<{ hashes: string[] | null; scores: (number | null)[] | null }>(
      `SELECT document_hashes::text[] AS hashes, document_scores AS scores FROM steps
       WHERE run_id = $1 ORDER BY trajectory_id, index`,
      [run!.id],
    );
    expect(steps).toEqual([
      { hashes: [documentHash(PARIS), documentHash(LYON)], scores: [0.9, null] },
      { hashes: [], scores: [] },
      { hashes: null, scores: null },
      { hashes: [documentHash(PARIS), documentHash({ id: "7", title: "No text", text: "" })], scores: [0.2, null] },
    ]);
  });
});
