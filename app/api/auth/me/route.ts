// GET /api/auth/me — the signed-in person and their role, or null
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({ isPublic: true, handler: async ({ user }) => ({ user }) });
