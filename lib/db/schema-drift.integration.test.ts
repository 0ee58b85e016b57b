import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { diffSchemaFacts, schemaFactsFromDatabase, schemaFactsFromPrisma } from "./schema-drift";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";

const SCHEMA_PATH = path.join(import.meta.dirname, "..", "..", "prisma", "schema.prisma");

describe.each(DATABASE_KINDS)("schema drift on %s", (kind) => {
  let test: TTestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  it("the migrated database matches schema.prisma", async () => {
    test = await openTestDatabase(kind);
    const expected = schemaFactsFromPrisma(await readFile(SCHEMA_PATH, "utf8"));
    const actual = await schemaFactsFromDatabase(test.db.sql);

    expect(diffSchemaFacts(expected, actual)).toEqual({ missingInDatabase: [], unexpectedInDatabase: [] });
    // The comparison is only as good as what it sees: make sure it saw the model.
    expect(expected).toContain("column trajectories.golden_answers text[] null");
    expect(expected).toContain("primary key steps (run_id, trajectory_id, index) using btree");
    expect(expected).toContain("index steps (query gin_trgm_ops) using gin");
    expect(expected).toContain("foreign key labels (run_id, corrects_id) → labels (run_id, id) on delete no action");
    expect(actual).toContain("index trajectories (run_id, (em >= 1::double precision), f1, id) using btree");
  });

  it("fails when the schema and the migrations disagree", async () => {
    test = await openTestDatabase(kind);
    const schema = await readFile(SCHEMA_PATH, "utf8");
    const drifted = schema
      .replace("  notes     String?\n", "  notes     String?\n  owner     String\n")
      .replace("  @@index([runId, groupId])\n", "");
    expect(drifted).not.toBe(schema);
    await test.db.sql.exec(
      `ALTER TABLE "steps" ALTER COLUMN "query" SET NOT NULL; CREATE INDEX "x" ON "runs" ("model");
       CREATE INDEX "y" ON "runs" (lower("model"), "id");`,
    );

    const drift = diffSchemaFacts(schemaFactsFromPrisma(drifted), await schemaFactsFromDatabase(test.db.sql));

    expect(drift).toEqual({
      missingInDatabase: ["column runs.owner text not null", "column steps.query text null"],
      unexpectedInDatabase: [
        "column steps.query text not null",
        "index runs (lower(model), id) using btree",
        "index runs (model) using btree",
        "index trajectories (run_id, group_id) using btree",
      ],
    });
  });
});
