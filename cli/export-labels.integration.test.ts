import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestRun } from "@/test/browse-test-data";
import { listTrajectoryLabels } from "@/lib/annotate/server/label-history";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser } from "@/lib/auth/server/users";
import { openTestDatabase, type TTestDatabase } from "@/test/databases";

const BIN = path.join(import.meta.dirname, "..", "bin", "trajscope.mjs");

describe("npx trajscope export --labels", () => {
  let test: TTestDatabase;
  let runName: string;
  beforeAll(async () => {
    test = await openTestDatabase("postgres");
    const run = await createTestRun(test.db, [
      {
        key: "t",
        em: 1,
        question: "who discovered x-rays?",
        golds: ["Wilhelm Röntgen"],
        steps: [{ kind: "search", query: "x-rays discovery" }, { kind: "answer" }],
        labels: [{ step: 0, source: "judge:j", name: "step_quality", value: "BAD", rationale: "vague query" }],
      },
    ]);
    runName = run.runName;
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const [judged] = await listTrajectoryLabels(test.db.sql, { runId: run.runId, trajectoryId: run.ids.t! });
    await recordLabel(test.db, {
      runId: run.runId,
      trajectoryId: run.ids.t!,
      stepIndex: 0,
      name: "step_quality",
      value: "GOOD",
      rationale: "the query names the discovery",
      corrects: { id: judged!.id, version: 1 },
      author: ada,
    });
  });
  afterAll(() => test.dispose());

  it("writes the corrected label with its question, gold, step, source and author", async () => {
    const url = (test.db.config as { url: string }).url;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [BIN, "export", "--run", runName, "--labels", "--scope", "people"],
      { env: { ...process.env, DATABASE_URL: url } },
    );
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      question: "who discovered x-rays?",
      golden_answers: ["Wilhelm Röntgen"],
      step_index: 0,
      step: { kind: "search", query: "x-rays discovery" },
      label: { name: "step_quality", value: "GOOD" },
      rationale: "the query names the discovery",
      source: "human:ada",
      author: "ada",
      corrects: { source: "judge:j", value: "BAD", rationale: "vague query" },
    });
  });

  it("refuses --scope without --labels", async () => {
    const failed = await promisify(execFile)(process.execPath, [BIN, "export", "--run", runName, "--scope", "people"], {
      env: { ...process.env, DATABASE_URL: (test.db.config as { url: string }).url },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 64 });
  });
});
