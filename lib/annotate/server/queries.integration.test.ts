import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCorrectionsRoute } from "@/app/api/runs/[runId]/agreement/corrections/route";
import { GET as getAgreementRoute } from "@/app/api/runs/[runId]/agreement/route";
import { GET as getQueuesRoute } from "@/app/api/runs/[runId]/queues/route";
import { agreementQueryString } from "@/lib/annotate/queries";
import { setProcessDb } from "@/lib/db/client";
import { createTestRun } from "@/test/browse-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute, codeOf } from "@/test/resolvers";
import { annotateServerQueries, resolveLabelVersions, resolveMyWork } from "./queries";

describe.each(DATABASE_KINDS)("annotation resolvers on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    run = await createTestRun(test.db, [
      {
        key: "t1",
        steps: [{ kind: "search", query: "q" }],
        labels: [
          { step: 0, source: "judge:gpt", name: "step_quality", value: "BAD" },
          { step: 0, source: "human:ana", name: "step_quality", value: "GOOD", corrects: 0 },
          { step: null, source: "judge:gpt", name: "flawed", value: "true", type: "boolean" },
        ],
      },
    ]);
  });
  afterAll(() => test.dispose());

  it("lists a trajectory's labels oldest first, as SQL orders them", async () => {
    const expected = await test.db.sql.query<{ id: string }>(
      `SELECT id::text FROM labels WHERE run_id = $1 AND trajectory_id = $2 ORDER BY created_at, id`,
      [run.runId, run.ids.t1],
    );
    const labels = await resolveLabelVersions({ run: run.runName, trajectoryId: run.ids.t1! });
    expect(labels.map((l) => l.id)).toEqual(expected.map((r) => r.id));
  });

  it("answers queue_not_found for a queue the run does not have, run_not_found for a missing run", async () => {
    expect(await codeOf(resolveMyWork({ run: run.runName, queueId: 999, userId: null }))).toBe("queue_not_found");
    expect(await codeOf(resolveMyWork({ run: "no such run", queueId: 1, userId: null }))).toBe("run_not_found");
  });

  it("prefetches for the annotation pages exactly the JSON the endpoints answer", async () => {
    const name = run.runName;
    const base = `/api/runs/${encodeURIComponent(name)}`;
    const params = { runId: name };
    const client = new QueryClient();
    const queues = await callRoute(getQueuesRoute, `${base}/queues`, params);
    expect(queues.body).toEqual({ queues: asJson(await client.fetchQuery(annotateServerQueries.queues(name))) });
    const corrections = await callRoute(getCorrectionsRoute, `${base}/agreement/corrections`, params);
    expect(corrections.body).toEqual(asJson(await client.fetchQuery(annotateServerQueries.loggedVsCorrected(name))));
    for (const [a, b] of [
      [null, null],
      ["judge:gpt", "human"],
    ] as const) {
      const agreement = await callRoute(getAgreementRoute, `${base}/agreement${agreementQueryString(a, b)}`, params);
      expect(agreement.status).toBe(200);
      expect(agreement.body).toEqual(asJson(await client.fetchQuery(annotateServerQueries.agreement(name, a, b))));
    }
  });
});
