// GET /api/auth/me — the signed-in person and their role, or null
import { getCurrentUser } from "@/lib/auth/server/session";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({ handler: async () => ({ user: await getCurrentUser() }) });
