// GET /api/keys — the ingest API keys (admins); POST /api/keys — a new key, its token answered once
import { z } from "zod";
import { createApiKey } from "@/lib/auth/server/api-keys";
import { resolveApiKeyList } from "@/lib/auth/server/queries";
import { getDb } from "@/lib/db/client";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  auth: "manage-keys",
  handler: async () => ({ keys: await resolveApiKeyList() }),
});

const ZCreateKey = z.strictObject({
  name: z.string().trim().min(1).max(100),
  run: z.string().trim().max(200).nullish(),
});

export const POST = defineRoute({
  auth: "manage-keys",
  body: ZCreateKey,
  handler: async ({ body, user }) =>
    createApiKey(await getDb(), { name: body.name, runName: body.run || null, createdById: user!.id }),
});
