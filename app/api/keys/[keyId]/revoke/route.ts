// POST /api/keys/:keyId/revoke — an admin revokes an ingest key; its next request gets 401
import { z } from "zod";
import { revokeApiKey } from "@/lib/auth/server/api-keys";
import { getDb } from "@/lib/db/client";
import { defineRoute } from "@/lib/http/define-route";

export const POST = defineRoute({
  auth: "manage-keys",
  params: z.strictObject({ keyId: z.coerce.number().int().positive().max(2_147_483_647) }),
  handler: async ({ params }) => ({ key: await revokeApiKey(await getDb(), params.keyId) }),
});
