// POST /api/ingest?run=NAME[&format=ADAPTER] — a batch (JSONL or a JSON array) from a machine with an API key; 207 per item
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { defineKeyRoute } from "@/lib/http/define-key-route";
import { DomainError } from "@/lib/http/errors";
import { ADAPTERS } from "@/lib/ingest/adapters";
import {
  ingestBatch,
  ingestGate,
  maxIngestBytes,
  readBodyWithin,
  RETRY_AFTER_SECONDS,
} from "@/lib/ingest/server/http-ingest";

const ZIngestQuery = z.strictObject({
  run: z.string().trim().min(1).max(200),
  format: z.enum(ADAPTERS.map((adapter) => adapter.name) as [string, ...string[]]).optional(),
});

export const POST = defineKeyRoute({
  query: ZIngestQuery,
  handler: async ({ query, request }) => {
    const leave = ingestGate.tryEnter();
    if (!leave) {
      throw new DomainError("ingest_busy", `Busy with other batches: retry in ${RETRY_AFTER_SECONDS} s.`, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    try {
      const body = await readBodyWithin(request.body, request.headers.get("content-length"), maxIngestBytes());
      const answer = await ingestBatch(await getDb(), { run: query.run, format: query.format, body });
      return { status: 207, body: answer };
    } finally {
      leave();
    }
  },
});
