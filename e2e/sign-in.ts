import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { TTrajectoryPage } from "@/lib/browse/types";
import { AUDIT_RUN, type ANNOTATE_USERS } from "./annotate-fixtures";

type TPerson = (typeof ANNOTATE_USERS)[keyof typeof ANNOTATE_USERS];

/** Signs in through the sign-in page and lands on `next`. */
export async function signIn(page: Page, person: TPerson, next: string) {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // scrypt is slow on purpose and sign-ins take turns (lib/auth/server/sign-in.ts): allow for a queue.
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText(`${person.name} (${person.role})`, {
    timeout: 20_000,
  });
}

/** Signs a request context in (its cookie jar keeps the session). */
export async function signInRequest(request: APIRequestContext, person: TPerson) {
  const response = await request.post("/api/auth/sign-in", { data: { name: person.name, password: person.password } });
  expect(response.status()).toBe(200);
}

export const AUDIT_API = `/api/runs/${AUDIT_RUN.name}`;
export const AUDIT_PAGE = `/runs/${AUDIT_RUN.name}`;

/** The id of an audit-run trajectory by its external id ("hotpotqa-0"). */
export async function auditTrajectoryId(request: APIRequestContext, externalId: string): Promise<string> {
  const dataset = externalId.split("-")[0]!;
  const page = (await (
    await request.get(`${AUDIT_API}/trajectories`, { params: { dataset, limit: 100 } })
  ).json()) as TTrajectoryPage;
  return page.items.find((t) => t.externalId === externalId)!.id;
}
