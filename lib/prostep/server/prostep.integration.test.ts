import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { pairLines, pairStatsLines } from "@/cli/commands/export-pairs";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { DEFAULT_PAIR_FILTER, countPairFilters, passesPairFilter } from "../filters";
import { getPair, listPairRows } from "./pairs";
import { getTree, getTreeHeading, getTreeNode, listTrees } from "./trees";

const SAMPLES = path.join(import.meta.dirname, "../../../test/fixtures/prostep");
const read = (name: string) =>
  fs
    .readFileSync(path.join(SAMPLES, name), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON lines
const NODES = read("tree-nodes.jsonl");
const PAIRS = read("dpo-pairs.jsonl");

async function collect(lines: AsyncIterable<string>) {
  let text = "";
  for await (const line of lines) text += line;
  return text;
}

describe.each(DATABASE_KINDS)("PRO-Step trees and pairs on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  const ingest = async () =>
    ingestSources(
      test.db,
      [
        await openFileSource(path.join(SAMPLES, "tree-nodes.jsonl")),
        await openFileSource(path.join(SAMPLES, "dpo-pairs.jsonl")),
      ],
      { run: "prostep" },
    );

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const report = await ingest();
    runId = report.runId;
    expect(report.files.map((f) => f.format)).toEqual(["pro-step-tree", "pro-step-pairs"]);
    expect(report).toMatchObject({
      read: NODES.length + PAIRS.length,
      stored: NODES.length + PAIRS.length,
      rejected: 0,
    });
  });
  afterAll(() => test.dispose());

  it("stores one row per line, and ingesting again changes nothing", async () => {
    const [counts] = await test.db.sql.query<{ nodes: number; pairs: number }>(
      `SELECT (SELECT count(*)::int FROM tree_nodes) AS nodes, (SELECT count(*)::int FROM preference_pairs) AS pairs`,
    );
    expect(counts).toEqual({ nodes: NODES.length, pairs: PAIRS.length });
    const again = await ingest();
    expect(again).toMatchObject({ stored: 0, unchanged: NODES.length + PAIRS.length, rejected: 0 });
  });

  it("lists each question's tree with its node and pair counts from the files", async () => {
    const trees = await listTrees(test.db, runId);
    const ids = [...new Set(NODES.map((n) => n.question_id as string))].sort();
    expect(trees.map((t) => t.tree)).toEqual(ids);
    for (const t of trees) {
      expect(t.nodes).toBe(NODES.filter((n) => n.question_id === t.tree).length);
      expect(t.pairs).toBe(PAIRS.filter((p) => p.question_id === t.tree).length);
      expect(t.question).toBe(NODES.find((n) => n.question_id === t.tree)!.question);
    }
  });

  it("gives a tree's nodes with the file's statistics and a node's documents", async () => {
    const first = NODES[0]!.question_id as string;
    const tree = await getTree(test.db, runId, first);
    const lines = NODES.filter((n) => n.question_id === first);
    expect(tree.nodes).toHaveLength(lines.length);
    const search = lines.find((n) => n.search_query)!;
    const view = tree.nodes.find((n) => n.id === String(search.id))!;
    expect(view).toMatchObject({
      kind: "search",
      visits: search.visit_count,
      label: search.search_query,
      hasDocuments: true,
    });
    expect(view.totalValue).toBeCloseTo(search.total_value, 12);
    const detail = await getTreeNode(test.db, runId, first, String(search.id));
    expect(detail.step?.documents).toHaveLength(3);
    await expect(getTree(test.db, runId, "nope")).rejects.toMatchObject({ code: "tree_not_found" });
  });

  it("heads a tree's page with its root's question and gold answers and its size, from the file", async () => {
    const first = NODES[0]!.question_id as string;
    const lines = NODES.filter((n) => n.question_id === first);
    const root = lines.find((n) => n.parent_id === null)!;
    expect(await getTreeHeading(test.db, runId, first)).toEqual({
      tree: first,
      question: root.question,
      goldenAnswers: [root.gold_answer],
      nodes: lines.length,
    });
    await expect(getTreeHeading(test.db, runId, "nope")).rejects.toMatchObject({ code: "tree_not_found" });
  });

  it.each([
    [DEFAULT_PAIR_FILTER],
    [{ margin: 0.3, minChosenF1: 0, minDeltaF1: -2 }],
    [{ margin: 0, minChosenF1: 0.5, minDeltaF1: 0.4 }],
  ])("counts pairs under %o as a count made from the file does, and exports exactly those", async (filter) => {
    const expected = PAIRS.filter(
      (p) =>
        p.chosen_combined - p.rejected_combined > filter.margin + 1e-9 &&
        p.chosen_f1 >= filter.minChosenF1 - 1e-9 &&
        p.chosen_f1 - p.rejected_f1 >= filter.minDeltaF1 - 1e-9,
    );
    const rows = await listPairRows(test.db, runId);
    expect(countPairFilters(rows, filter).all).toBe(expected.length);
    const exported = (await collect(pairLines(test.db, runId, filter)))
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(exported).toHaveLength(expected.length);
    // DPO-ready: the pipeline's own fields, in file order, with its messages as they were.
    exported.forEach((line, i) => {
      const source = expected[i]!;
      for (const key of ["prompt", "chosen", "rejected", "question_id", "step_level", "chosen_f1", "rejected_combined"])
        expect(line[key]).toEqual(source[key]);
    });
    const csv = await collect(pairStatsLines(test.db, runId, filter));
    expect(csv.trim().split("\n").at(-1)).toBe(`total,,,${expected.length},${expected.length ? "1.0000" : "0.0000"}`);
  });

  it("gives one pair with its text", async () => {
    const [row] = await listPairRows(test.db, runId);
    const pair = await getPair(test.db, runId, row!.id);
    expect(pair.chosen.text).toBe((PAIRS[0]!.chosen as { content: string }[])[0]!.content);
    expect(passesPairFilter(pair, DEFAULT_PAIR_FILTER)).toBe(
      PAIRS[0]!.chosen_f1 >= 0.2 && PAIRS[0]!.chosen_f1 - PAIRS[0]!.rejected_f1 >= 0.2 - 1e-9,
    );
  });
});
