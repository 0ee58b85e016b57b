import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ANNOTATE_USERS } from "./annotate-fixtures";
import { concretePath, expectedOutcome, MATRIX_ROLES, routeTable, type TMatrixRole } from "./route-matrix";
import { signInRequest } from "./sign-in";

const PEOPLE = { viewer: ANNOTATE_USERS.viewer, annotator: ANNOTATE_USERS.annotator, admin: ANNOTATE_USERS.admin };

/** Calls every (method, route) as every role and checks each answer against the matrix. */
export async function checkRouteMatrix(baseURL: string, { isPrivate }: { isPrivate: boolean }) {
  const contexts = new Map<TMatrixRole, APIRequestContext>();
  for (const role of MATRIX_ROLES) {
    const context = await playwrightRequest.newContext({ baseURL });
    if (role !== "anonymous") await signInRequest(context, PEOPLE[role]);
    contexts.set(role, context);
  }
  // Sign-out last: it ends the session the other rows need.
  const table = routeTable().sort(
    (a, b) => Number(a.route.endsWith("sign-out")) - Number(b.route.endsWith("sign-out")),
  );
  const mismatches: string[] = [];
  let checked = 0;
  for (const { method, route, access } of table) {
    expect(access, `${method} ${route} is missing from EXPECTED in e2e/route-matrix.ts`).toBeDefined();
    for (const role of MATRIX_ROLES) {
      const context = contexts.get(role)!;
      const response = await context.fetch(concretePath(route), {
        method,
        // An empty JSON object: an allowed caller is stopped by the body's schema (422), not by a role.
        ...(method === "POST" ? { data: {} } : {}),
        maxRedirects: 0,
      });
      const status = response.status();
      const want = expectedOutcome(access!, role, { isPrivate });
      const ok =
        want === "unauthenticated"
          ? status === 401
          : want === "forbidden"
            ? status === 403
            : ![401, 403].includes(status) && status < 500;
      if (!ok) mismatches.push(`${method} ${route} as ${role}: ${status}, expected ${want}`);
      checked += 1;
    }
  }
  await Promise.all([...contexts.values()].map((c) => c.dispose()));
  expect(mismatches).toEqual([]);
  return checked;
}
