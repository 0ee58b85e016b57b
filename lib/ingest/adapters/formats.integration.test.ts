import { copyFile, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { VERL_TOOL, fixture } from "@/test/adapter-samples";
import { ingestSources, type TIngestOptions, type TReject } from "../server/pipeline";
import { openFileSource } from "../read-file";

// Each format of issue 12 through the whole pipeline, checked with SQL written for the test.
const FLASHRAG_REASONING = path.join(import.meta.dirname, "reference/flashrag/intermediate_data.json");

describe.each(DATABASE_KINDS)("formats stored on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-formats-"));
  });
  afterEach(() => test.dispose());

  async function ingest(
    name: string,
    content: { text: string } | { copyOf: string },
    options: Partial<TIngestOptions> = {},
  ) {
    const file = path.join(folder, name);
    if ("text" in content) await writeFile(file, content.text);
    else await copyFile(content.copyOf, file);
    const rejects: TReject[] = [];
    const report = await ingestSources(test.db, [await openFileSource(file)], {
      run: "r",
      onReject: (r) => rejects.push(r),
      ...options,
    });
    return { report, rejects, file };
  }

  const query = <T extends Record<string, unknown>>(sql: string) => test.db.sql.query<T>(sql);

  it("verl tool-agent dump: one search step per tool call, no role word in any step", async () => {
    const { rejects } = await ingest("7.jsonl", { text: VERL_TOOL });
    expect(rejects).toEqual([]);
    const rows = await query<{ searches: number; search_count: number; valid: boolean }>(`
      SELECT (SELECT count(*)::int FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id
                AND s.kind = 'search') AS searches,
             t.search_count, t.is_format_valid AS valid
      FROM trajectories t ORDER BY t.id`);
    expect(rows).toEqual([
      { searches: 1, search_count: 1, valid: true },
      { searches: 2, search_count: 2, valid: true },
    ]);
    const roleWords = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM steps WHERE reasoning ~ '^(user|assistant)\\s' OR reasoning ~ '\\s(user|assistant)$'`,
    );
    expect(roleWords[0]!.n).toBe(0);
  });

  it("FlashRAG ReasoningPipeline: queries and documents of each turn are search steps", async () => {
    const { rejects } = await ingest("intermediate_data.json", { copyOf: FLASHRAG_REASONING });
    expect(rejects).toEqual([]);
    const rows = await query<{ external_id: string; kind: string; query: string | null; titles: string | null }>(`
      SELECT t.external_id, s.kind::text AS kind, s.query,
             (SELECT string_agg(d.title, '|' ORDER BY o) FROM unnest(s.document_hashes) WITH ORDINALITY AS e(h, o)
              JOIN documents d ON d.run_id = s.run_id AND d.hash = e.h) AS titles
      FROM steps s JOIN trajectories t ON t.run_id = s.run_id AND t.id = s.trajectory_id
      ORDER BY t.external_id, s.index`);
    expect(rows).toEqual([
      {
        external_id: "hotpot_1",
        kind: "search",
        query: "Scott Derrickson nationality",
        titles: "Scott Derrickson|Sinister (film)",
      },
      { external_id: "hotpot_1", kind: "search", query: "Ed Wood nationality", titles: "Ed Wood" },
      { external_id: "hotpot_1", kind: "answer", query: null, titles: null },
      { external_id: "hotpot_2", kind: "answer", query: null, titles: null },
    ]);
  });

  it("R1-Searcher: titled passages, and the run's method and model from the file", async () => {
    const { rejects } = await ingest("hotpotqa_llama.jsonl", {
      copyOf: fixture("r1-searcher-hotpotqa-llama-40.jsonl"),
    });
    expect(rejects).toEqual([]);
    // 250 header lines label a title in the raw file (counted in lib/trajectory/documents.test.ts).
    const titled = await query<{ n: number }>(`
      SELECT count(*)::int AS n FROM steps s CROSS JOIN unnest(s.document_hashes) AS h
      JOIN documents d ON d.run_id = s.run_id AND d.hash = h
      WHERE coalesce(d.title, '') <> ''`);
    expect(titled[0]!.n).toBe(250);
    const runs = await query<{ method: string; model: string }>(`SELECT method, model FROM runs WHERE name = 'r'`);
    expect(runs).toEqual([{ method: "R1-Searcher", model: "Llama" }]);
  });

  it("R1-Searcher: --model given on the command line wins over the file name", async () => {
    await ingest(
      "bamboogle_qwen.jsonl",
      { copyOf: fixture("r1-searcher-bamboogle-qwen.jsonl") },
      {
        metadata: { model: "Qwen-2.5-7B-Base" },
      },
    );
    const runs = await query<{ method: string; model: string }>(`SELECT method, model FROM runs WHERE name = 'r'`);
    expect(runs).toEqual([{ method: "R1-Searcher", model: "Qwen-2.5-7B-Base" }]);
  });

  it("a numeric question is rejected with its file and line, and nothing is stored for it", async () => {
    const lines = [
      { question: "q?", answer: "a", pred_ans: "a", gen_text_store: "<answer>a</answer>" },
      { question: 42, answer: "a", pred_ans: "a", gen_text_store: "<answer>a</answer>" },
    ];
    const { rejects, file } = await ingest("musique_qwen.jsonl", {
      text: lines.map((l) => JSON.stringify(l)).join("\n"),
    });
    expect(rejects).toEqual([
      expect.objectContaining({ file, line: 2, reason: '"question" must be a string, got a number' }),
    ]);
    const stored = await query<{ question: string }>(`SELECT question FROM trajectories`);
    expect(stored).toEqual([{ question: "q?" }]);
  });
});
