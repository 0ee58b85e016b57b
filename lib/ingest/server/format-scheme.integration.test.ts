import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { openFileSource } from "../read-file";
import type { TCanonicalInput } from "../canonical";
import { recordsSource } from "./demo";
import { ingestSources } from "./pipeline";

// R1-Searcher's own answers, scored at ingest with the scheme of R1-Searcher's evaluation code; the
// expected values are what its metric_calc_rule.py computed (lib/metrics/answer/reference).
const FIXTURE = path.join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "test",
  "fixtures",
  "real",
  "r1-searcher-bamboogle-qwen.jsonl",
);
type Expected = { em: number; acc: number; f1: number };
const cases = (
  JSON.parse(readFileSync(new URL("../../metrics/answer/reference/answer-cases.json", import.meta.url), "utf8")) as {
    cases: { group: string; expected: Record<string, Expected> }[];
  }
).cases.filter((c) => c.group === "r1-searcher-bamboogle");

describe.each(DATABASE_KINDS)("a run's default answer scheme on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  it("scores an R1-Searcher file as R1-Searcher's metric_calc_rule.py and records the scheme", async () => {
    await ingestSources(test.db, [await openFileSource(FIXTURE)], { run: "r1" });
    const [run] = await test.db.sql.query<{ config: { normalization?: string } }>(
      `SELECT config FROM runs WHERE name = 'r1'`,
    );
    expect(run?.config.normalization).toBe("r1-searcher");
    const rows = await test.db.sql.query<{ em: number; acc: number; f1: number }>(
      `SELECT em, acc, f1 FROM trajectories ORDER BY id`,
    );
    expect(rows).toHaveLength(cases.length);
    rows.forEach((row, i) => {
      const want = cases[i]!.expected["r1-searcher"]!;
      expect([row.em, row.acc], `line ${i + 1}`).toEqual([want.em, want.acc]);
      expect(Math.abs(row.f1 - want.f1), `line ${i + 1}`).toBeLessThan(1e-12);
    });
  });

  it("keeps a scheme the run already names", async () => {
    await test.db.prisma.run.create({ data: { name: "r1", config: { normalization: "flashrag-strict" } } });
    await ingestSources(test.db, [await openFileSource(FIXTURE)], { run: "r1" });
    const [run] = await test.db.sql.query<{ config: { normalization?: string } }>(
      `SELECT config FROM runs WHERE name = 'r1'`,
    );
    expect(run?.config.normalization).toBe("flashrag-strict");
  });

  it("leaves a run that already holds trajectories on FlashRAG, the scheme its scores were made with", async () => {
    const earlier = { type: "trajectory", id: "earlier", question: "q?", golden_answers: ["a"], final_answer: "a" };
    await ingestSources(test.db, [recordsSource("earlier.jsonl", [earlier as TCanonicalInput])], { run: "r1" });
    await ingestSources(test.db, [await openFileSource(FIXTURE)], { run: "r1" });
    const [run] = await test.db.sql.query<{ config: { normalization?: string } | null }>(
      `SELECT config FROM runs WHERE name = 'r1'`,
    );
    expect(run?.config?.normalization).toBeUndefined();
  });
});
