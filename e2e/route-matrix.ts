// The role × route matrix, generated from the route files themselves: every app/api/**/route.ts
// and each HTTP method it exports. A new route or method that is not in EXPECTED below fails the
// test, so nobody can add a write without saying who may call it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { can, type TAction, type TRole } from "@/lib/auth/roles";

export type TMatrixRole = TRole | "anonymous";
export const MATRIX_ROLES: readonly TMatrixRole[] = ["anonymous", "viewer", "annotator", "admin"];

/** Who may call a route: an action of lib/auth/roles, "read" (reading; sign-in in private mode), or anyone. */
export type TAccess = TAction | "anyone" | "api-key";

// Writes and admin-only reads, written down here by hand (the expectation comes from the issue
// and the product, not from the code under test). Any GET not listed is "read".
export const EXPECTED: Record<string, TAccess> = {
  "POST /api/auth/sign-in": "anyone",
  "POST /api/auth/sign-out": "anyone",
  "GET /api/auth/me": "anyone",
  "POST /api/runs/[runId]/labels": "label",
  "POST /api/runs/[runId]/queues": "manage-queues",
  "DELETE /api/runs/[runId]/queues/[queueId]": "manage-queues",
  "POST /api/runs/[runId]/queues/[queueId]/next": "label",
  "POST /api/runs/[runId]/queues/[queueId]/items/[position]": "label",
  "GET /api/snapshots": "manage-runs",
  "POST /api/snapshots": "share",
  "POST /api/snapshots/[snapshotId]/revoke": "manage-runs",
  "GET /api/keys": "manage-keys",
  "POST /api/keys": "manage-keys",
  "POST /api/keys/[keyId]/revoke": "manage-keys",
  // Machines only, by API key: a signed-in person's cookie opens nothing here.
  "POST /api/ingest": "api-key",
};

export type TRouteMethod = { method: string; route: string; access: TAccess | undefined };

const API_DIR = path.join(import.meta.dirname, "..", "app", "api");
const METHOD = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every (method, route) the app serves under /api, with the access EXPECTED gives it. */
export function routeTable(): TRouteMethod[] {
  return routeFiles(API_DIR)
    .flatMap((file) => {
      const route = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
      return [...readFileSync(file, "utf8").matchAll(METHOD)].map(([, method]) => {
        const key = `${method} ${route}`;
        return { method: method!, route, access: EXPECTED[key] ?? (method === "GET" ? "read" : undefined) };
      });
    })
    .sort((a, b) => `${a.route} ${a.method}`.localeCompare(`${b.route} ${b.method}`));
}

// Ids that exist nowhere: an allowed caller gets past the role check and then a 404 or 422,
// so the matrix changes no data. Numeric where the route's schema wants a number.
const PARAM_VALUES: Record<string, string> = {
  runId: "no-such-run-matrix",
  trajectoryId: "999999999",
  stepIndex: "0",
  queueId: "999999",
  position: "0",
  snapshotId: "999999",
  keyId: "999999",
};

export function concretePath(route: string): string {
  return route.replace(/\[(\w+)\]/g, (_, name: string) => PARAM_VALUES[name] ?? "x");
}

/** The statuses the role must get: refused (401/403), or anything but a refusal. */
export function expectedOutcome(
  access: TAccess,
  role: TMatrixRole,
  { isPrivate }: { isPrivate: boolean },
): "unauthenticated" | "forbidden" | "allowed" {
  if (access === "anyone") return "allowed";
  if (access === "api-key") return "unauthenticated";
  if (access === "read") {
    return role === "anonymous" && isPrivate ? "unauthenticated" : "allowed";
  }
  if (role === "anonymous") return "unauthenticated";
  return can(role, access) ? "allowed" : "forbidden";
}
