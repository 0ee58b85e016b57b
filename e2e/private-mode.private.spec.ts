import { expect, request as playwrightRequest, test } from "@playwright/test";
import { ANNOTATE_USERS } from "./annotate-fixtures";
import { COMPARE_RUNS } from "./compare-fixtures";
import { AUDIT_API, signIn, signInRequest } from "./sign-in";

// Issue 14 item 7: people exist on this server and TRAJSCOPE_PRIVATE is unset, so reading needs a sign-in.

test("a visitor is sent to sign in from every page and refused by the API", async ({ page, request }) => {
  for (const path of ["/", "/compare", `/runs/${COMPARE_RUNS[0].name}`, "/ablations"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers().location!, "http://x");
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("next")).toBe(path);
  }
  for (const path of ["/api/runs", `${AUDIT_API}/labels/export?scope=people`, "/api/compare/scores?runs=x"]) {
    expect((await request.get(path)).status(), path).toBe(401);
  }
  await page.goto(`/runs/${COMPARE_RUNS[0].name}`);
  await expect(page.getByText("This site is private: reading needs an account.")).toBeVisible();
  await page.getByLabel("Name").fill(ANNOTATE_USERS.viewer.name);
  await page.getByLabel("Password").fill(ANNOTATE_USERS.viewer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${COMPARE_RUNS[0].name}$`), { timeout: 20_000 });
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("vic (viewer)");
});

test("a snapshot link shows what it shares and opens nothing else", async ({ baseURL, browser }) => {
  const annotator = await playwrightRequest.newContext({ baseURL });
  await signInRequest(annotator, ANNOTATE_USERS.annotator);
  const title = `private share ${Date.now()}`;
  const created = await annotator.post("/api/snapshots", {
    data: { title, query: `runs=${COMPARE_RUNS[0].name},${COMPARE_RUNS[1].name}`, expiresInDays: 1 },
  });
  expect(created.status()).toBe(200);
  const { path } = (await created.json()) as { path: string };
  await annotator.dispose();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}/view$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // The same visitor, with the link's page open, reads nothing the snapshot did not freeze.
  for (const url of [
    "/api/runs",
    `/api/runs/${COMPARE_RUNS[0].name}`,
    `/api/compare/scores?runs=${COMPARE_RUNS[0].name}`,
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(401);
  }
  expect((await page.request.get(`/runs/${COMPARE_RUNS[0].name}`, { maxRedirects: 0 })).status()).toBe(307);
  await visitor.close();
});

test("a signed-in viewer reads everything", async ({ page }) => {
  await signIn(page, ANNOTATE_USERS.viewer, "/compare");
  expect((await page.request.get("/api/runs")).status()).toBe(200);
});
