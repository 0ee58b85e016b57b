import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getRunByName } from "@/lib/runs/server/runs";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { exportRun } from "./export-run";
import { ingestSources } from "./pipeline";
import { openFileSource } from "../read-file";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const FIXTURES = REAL_FIXTURES;

async function exportText(test: TTestDatabase, run: string, format: "jsonl" | "csv" = "jsonl") {
  let text = "";
  for await (const chunk of exportRun(test.db, (await getRunByName(test.db, run))!, format)) text += chunk;
  return text;
}

describe.each(DATABASE_KINDS)("export on %s", (kind) => {
  const opened: TTestDatabase[] = [];
  const fresh = async () => {
    const test = await openTestDatabase(kind);
    opened.push(test);
    return test;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.dispose()));
  });

  it("round-trips: export, ingest into an empty database, export again gives the same bytes", async () => {
    const first = await fresh();
    const sources = [
      await openFileSource(path.join(FIXTURES, "r1-searcher-bamboogle-qwen.jsonl")),
      await openFileSource(path.join(FIXTURES, "search-r1-example-case.txt")),
    ];
    const ingested = await ingestSources(first.db, sources, { run: "r1", metadata: { method: "R1-Searcher" } });
    expect(ingested.rejected).toBe(0);
    const exported = await exportText(first, "r1");

    const folder = await mkdtemp(path.join(tmpdir(), "trajscope-export-"));
    await writeFile(path.join(folder, "r1.jsonl"), exported);
    const second = await fresh();
    const reingested = await ingestSources(second.db, [await openFileSource(path.join(folder, "r1.jsonl"))], {
      run: "r1",
    });

    // Both ingests store the run record and every trajectory: the R1-Searcher file yields its own run record.
    expect(reingested).toMatchObject({ rejected: 0, stored: ingested.stored });
    expect(await exportText(second, "r1")).toBe(exported);
    const lines = exported.trim().split("\n");
    expect(lines).toHaveLength(2 + 125 + 2); // meta, run, 125 R1-Searcher and 2 Search-R1 trajectories
    expect(JSON.parse(lines[1]!)).toMatchObject({ type: "run", run: "r1", method: "R1-Searcher" });
  });

  it("writes a flat CSV with one row per trajectory", async () => {
    const test = await fresh();
    await ingestSources(test.db, [await openFileSource(path.join(FIXTURES, "r1-searcher-bamboogle-qwen.jsonl"))], {
      run: "csv",
    });
    const csv = await exportText(test, "csv", "csv");
    const rows = csv.trim().split("\r\n");
    expect(rows[0]).toBe(
      "id,training_step,split,group,sample,dataset,question,golden_answers,final_answer,stop_reason,em,f1,acc,reward," +
        "reward_components,logged_advantage,steps,searches,turns,format_valid,has_over_search,has_under_search," +
        "flawed_but_correct",
    );
    expect(rows[1]).toContain("Can people who have celiac eat camel meat?");
  });
});
