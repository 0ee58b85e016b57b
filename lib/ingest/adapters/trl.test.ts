import fs from "node:fs";
import path from "node:path";
import { parquetWriteBuffer } from "hyparquet-writer";
import { describe, expect, it } from "vitest";
import { ZCanonicalRecord } from "../canonical";
import { BATCH_FILE, batchSource } from "../http-batch";
import { openFileSource } from "../read-file";
import { readAll, sourceFromBytes, sourceFromFile, sourceFromString } from "./test-source";
import { trlAdapter } from "./trl";

// reference/trl holds what a TRL run with log_completions=True writes, made by make-completions.ts
// from TRL's own arithmetic; expected.json is that script's account of every row.
const REFERENCE = path.join(import.meta.dirname, "reference/trl");
type TExpectedRow = {
  file: string;
  row: number;
  step: number;
  question: string;
  completion: string;
  rewards: Record<string, number | null>;
  extracted_answer: string;
  advantage: number;
  reward: number | null;
  group: number;
  sample: number;
};
const EXPECTED: TExpectedRow[] = JSON.parse(fs.readFileSync(path.join(REFERENCE, "expected.json"), "utf8"));
const parquetFile = (step: number) =>
  path.join(REFERENCE, "completions", `completions_${String(step).padStart(5, "0")}.parquet`);

const asRecord = (row: TExpectedRow) => {
  const components = Object.fromEntries(Object.entries(row.rewards).filter(([, v]) => v !== null));
  const notScored = Object.keys(row.rewards).filter((name) => row.rewards[name] === null);
  return {
    type: "trajectory",
    id: `step${row.step}-row${row.row}`,
    step: row.step,
    group: `${row.step}:${row.group}`,
    sample: row.sample,
    question: row.question,
    golden_answers: [],
    response: row.completion,
    reward: row.reward === null ? undefined : { total: row.reward, components },
    advantage: row.advantage,
    meta: expect.objectContaining({
      extracted_answer: row.extracted_answer,
      ...(notScored.length ? { rewards_not_scored: notScored } : {}),
    }),
  };
};

describe("trl adapter on TRL's completion files", () => {
  it.each([5, 10, 15])("reads completions_%i.parquet row by row with its groups and advantages", async (step) => {
    const file = parquetFile(step);
    const { items, rejects } = await readAll(trlAdapter, await openFileSource(file));
    const expected = EXPECTED.filter((row) => row.step === step);
    expect(rejects).toEqual([]);
    expect(items.map((item) => item.location)).toEqual(expected.map((row) => ({ file, line: row.row })));
    expect(items.map((item) => (item.kind === "record" ? item.record : null))).toEqual(expected.map(asRecord));
    for (const item of items)
      expect(ZCanonicalRecord.safeParse(item.kind === "record" && item.record).success).toBe(true);
  });

  it("reads the same records from the file as a stream (a gzip file or an HTTP body)", async () => {
    const file = parquetFile(10);
    const ranged = await readAll(trlAdapter, await openFileSource(file));
    const streamed = await readAll(trlAdapter, sourceFromBytes(fs.readFileSync(file), file));
    expect(streamed.records).toEqual(ranged.records);
  });

  it("reads a parquet file posted to the HTTP API, each row one item of the answer", async () => {
    const { items, rejects } = await readAll(trlAdapter, batchSource(fs.readFileSync(parquetFile(5))));
    expect(rejects).toEqual([]);
    const rows = EXPECTED.filter((row) => row.step === 5);
    expect(items.map((item) => item.location)).toEqual(rows.map((row) => ({ file: BATCH_FILE, line: row.row })));
  });

  it("reads the table as JSON lines to the same records as the parquet file", async () => {
    const fromJson = await readAll(trlAdapter, sourceFromFile(path.join(REFERENCE, "completions_00010.jsonl")));
    const fromParquet = await readAll(trlAdapter, await openFileSource(parquetFile(10)));
    expect(fromJson.rejects).toEqual([]);
    expect(fromJson.records).toEqual(fromParquet.records);
  });
});

describe("trl adapter on rows of one step in two runs", () => {
  it("numbers the second run's rows and groups on from the first's", async () => {
    const line = (step: number, prompt: string) =>
      JSON.stringify({ step, prompt, completion: "c", accuracy_reward: 1, advantage: 0 });
    const text = [line(1, "a"), line(1, "a"), line(2, "b"), line(2, "b"), line(1, "c"), line(1, "c")].join("\n");
    const { records } = await readAll(trlAdapter, sourceFromString(text, { file: "all.jsonl" }));
    expect(records.map((r) => r.type === "trajectory" && [r.id, r.group, r.sample])).toEqual([
      ["step1-row1", "1:0", 0],
      ["step1-row2", "1:0", 1],
      ["step2-row1", "2:0", 0],
      ["step2-row2", "2:0", 1],
      ["step1-row3", "1:1", 0],
      ["step1-row4", "1:1", 1],
    ]);
  });
});

describe("trl adapter on broken files", () => {
  const columns = (rows: { step: number; prompt: string | null; completion: string | null; advantage: number }[]) => [
    { name: "step", data: rows.map((r) => BigInt(r.step)), type: "INT64" as const, nullable: true },
    { name: "prompt", data: rows.map((r) => r.prompt), type: "STRING" as const, nullable: true },
    { name: "completion", data: rows.map((r) => r.completion), type: "STRING" as const, nullable: true },
    { name: "accuracy_reward", data: rows.map(() => 1), type: "DOUBLE" as const, nullable: true },
    { name: "advantage", data: rows.map((r) => r.advantage), type: "DOUBLE" as const, nullable: true },
  ];
  const parquet = (data: ReturnType<typeof columns>) => new Uint8Array(parquetWriteBuffer({ columnData: data }));

  it("rejects each bad row with its file, row and reason, and reads the others", async () => {
    const bytes = parquet(
      columns([
        { step: 3, prompt: "p", completion: "a", advantage: 0 },
        { step: 3, prompt: null, completion: "b", advantage: 0 },
        { step: 3, prompt: "p", completion: null, advantage: 0 },
        { step: 3, prompt: "p", completion: "d", advantage: 0 },
      ]),
    );
    const { records, rejects } = await readAll(
      trlAdapter,
      sourceFromBytes(bytes, "out/completions/completions_00003.parquet"),
    );
    expect(rejects).toEqual([
      {
        kind: "reject",
        location: { file: "out/completions/completions_00003.parquet", line: 2 },
        reason: 'row 2: "prompt" must be a string, got null',
      },
      {
        kind: "reject",
        location: { file: "out/completions/completions_00003.parquet", line: 3 },
        reason: 'row 3: "completion" must be a string, got null',
      },
    ]);
    expect(records.map((r) => r.type === "trajectory" && r.response)).toEqual(["a", "d"]);
  });

  it("rejects a file cut off before its footer once, saying why", async () => {
    const bytes = parquet(columns([{ step: 1, prompt: "p", completion: "c", advantage: 0 }]));
    const { items } = await readAll(
      trlAdapter,
      sourceFromBytes(bytes.subarray(0, bytes.length - 20), "completions_00001.parquet"),
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "reject", location: { line: 1 } });
    expect(items[0]?.kind === "reject" && items[0].reason).toMatch(/^not a readable parquet file/);
  });

  it("rejects a parquet file that is not TRL's table, naming its columns", async () => {
    const bytes = new Uint8Array(parquetWriteBuffer({ columnData: [{ name: "x", data: [1, 2], type: "DOUBLE" }] }));
    const { items } = await readAll(trlAdapter, sourceFromBytes(bytes, "other.parquet"));
    expect(items).toEqual([
      {
        kind: "reject",
        location: { file: "other.parquet", line: 1 },
        reason:
          'not TRL\'s completion table: no "prompt" or "completion" column (its columns: x), so none of its 2 row(s) were read',
      },
    ]);
  });

  it("rejects a JSON line that is not an object, with its line", async () => {
    const text = fs.readFileSync(path.join(REFERENCE, "completions_00010.jsonl"), "utf8").split("\n");
    const source = sourceFromFile(path.join(REFERENCE, "completions_00010.jsonl"));
    const broken = {
      ...source,
      lines: async function* () {
        yield { line: 1, text: text[0]!, warnings: [] };
        yield { line: 2, text: "[1, 2]", warnings: [] };
      },
    };
    const { records, rejects } = await readAll(trlAdapter, broken);
    expect(records).toHaveLength(1);
    expect(rejects.map((r) => [r.location.line, r.reason])).toEqual([[2, "expected a JSON object, got an array"]]);
  });
});
