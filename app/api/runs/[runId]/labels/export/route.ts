// GET /api/runs/:runId/labels/export?scope=current|people — labels as JSONL for training a judge or PRM
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ZExportQuery } from "@/lib/annotate/schemas";
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { streamLabelExport } from "@/lib/annotate/server/label-export";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";
import { redactPeople } from "@/lib/http/redact-people";

// defineRoute answers JSON; the export streams lines instead. The run is found through defineRoute
// first (422/404 as usual), then the body streams a page of trajectories at a time.
const findRun = defineRoute({
  params: ZRunParams,
  query: ZExportQuery,
  handler: async ({ params, query, user }) => ({
    run: await getRunByNameOrThrow(await getDb(), params.runId),
    query,
    isSignedIn: user !== null,
  }),
});

export async function GET(request: NextRequest, context: { params: Promise<{ runId: string }> }) {
  const found = await findRun(request, context);
  if (!found.ok) return found;
  const { run, query, isSignedIn } = (await found.json()) as {
    run: { id: number; name: string };
    query: z.infer<typeof ZExportQuery>;
    isSignedIn: boolean;
  };
  const db = await getDb();
  const encoder = new TextEncoder();
  const records = streamLabelExport(db, { runId: run.id, runName: run.name, scope: query.scope });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await records.next();
      if (next.done) controller.close();
      // Who wrote a label is for signed-in people only (lib/http/redact-people.ts).
      else
        controller.enqueue(encoder.encode(`${JSON.stringify(isSignedIn ? next.value : redactPeople(next.value))}\n`));
    },
    async cancel() {
      await records.return(undefined);
    },
  });
  const file = `${run.name.replace(/[^\w.-]+/g, "_")}-labels-${query.scope}.jsonl`;
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "content-disposition": `attachment; filename="${file}"`,
    },
  });
}
