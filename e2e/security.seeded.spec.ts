import { expect, request as playwrightRequest, test } from "@playwright/test";
import type { TTrajectoryPage } from "@/lib/browse/types";
import { ANNOTATE_USERS } from "./annotate-fixtures";
import { COMPARE_RUNS } from "./compare-fixtures";
import { AUDIT_API, signIn, signInRequest } from "./sign-in";

// Issue 14 items 4, 5, 6, 9 and the people half of 7, against the built app over HTTP.

/** bob (annotator), signed in, and the audit run's last hotpotqa trajectory, which no other spec labels. */
async function bobAndATrajectory(baseURL: string) {
  const bob = await playwrightRequest.newContext({ baseURL });
  await signInRequest(bob, ANNOTATE_USERS.annotator);
  const list = (await (
    await bob.get(`${AUDIT_API}/trajectories`, { params: { dataset: "hotpotqa", limit: 100 } })
  ).json()) as TTrajectoryPage;
  return { bob, trajectoryId: list.items.at(-1)!.id };
}

const otherPort = (baseURL: string) => {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 50);
  return url.origin;
};

test("a write from another port, a sibling site or a plain-text form is refused, and the label is not stored", async ({
  baseURL,
}) => {
  const { bob, trajectoryId } = await bobAndATrajectory(baseURL!);
  const label = JSON.stringify({
    trajectoryId,
    stepIndex: 0,
    name: "csrf_probe",
    value: "BAD",
    rationale: null,
    corrects: null,
  });
  const attempts: Record<string, string>[] = [
    { origin: otherPort(baseURL!), "content-type": "text/plain" },
    { origin: otherPort(baseURL!), "content-type": "application/json" },
    { "sec-fetch-site": "same-site", "content-type": "text/plain" },
    { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
  ];
  for (const headers of attempts) {
    const response = await bob.post(`${AUDIT_API}/labels`, { headers, data: label });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "cross_site_request" } });
  }
  const plain = await bob.post(`${AUDIT_API}/labels`, {
    headers: { origin: baseURL!, "content-type": "text/plain" },
    data: label,
  });
  expect(plain.status()).toBe(415);
  const snapshot = await bob.post("/api/snapshots", {
    headers: { origin: otherPort(baseURL!), "content-type": "text/plain" },
    data: JSON.stringify({ title: "csrf", query: "runs=x", expiresInDays: 1 }),
  });
  expect(snapshot.status()).toBe(403);
  const stored = (await (await bob.get(`${AUDIT_API}/labels?trajectory=${trajectoryId}`)).json()) as {
    labels: { name: string }[];
  };
  expect(stored.labels.filter((l) => l.name === "csrf_probe")).toEqual([]);

  // Signing out is a write too: another site cannot end the session, a GET does nothing.
  expect(
    (await bob.post("/api/auth/sign-out", { headers: { origin: otherPort(baseURL!) }, maxRedirects: 0 })).status(),
  ).toBe(403);
  expect((await bob.get("/api/auth/sign-out", { maxRedirects: 0 })).status()).toBe(405);
  expect(await (await bob.get("/api/auth/me")).json()).toMatchObject({ user: { name: "bob" } });
  expect((await bob.post("/api/auth/sign-out", { headers: { origin: baseURL! }, maxRedirects: 0 })).status()).toBe(303);
  expect(await (await bob.get("/api/auth/me")).json()).toEqual({ user: null });
  await bob.dispose();
});

for (const [vector, next] of [
  ["tab", "/%09/evil.example/x"],
  ["newline", "/%0A/evil.example/x"],
  ["carriage return", "/%0D/evil.example/x"],
  ["backslash", "/%5Cevil.example/x"],
] as const) {
  test(`after sign-in, a next= with a ${vector} stays on this site`, async ({ page, baseURL }) => {
    await page.goto(`/sign-in?next=${next}`);
    await page.getByLabel("Name").fill(ANNOTATE_USERS.viewer.name);
    await page.getByLabel("Password").fill(ANNOTATE_USERS.viewer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toContainText("vic (viewer)", { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}

test("pages, the API and snapshot views carry a nonce CSP and the other security headers, and pages still run", async ({
  page,
  request,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const annotator = await playwrightRequest.newContext({ baseURL });
  await signInRequest(annotator, ANNOTATE_USERS.annotator);
  const created = await annotator.post("/api/snapshots", {
    data: {
      title: `headers ${Date.now()}`,
      query: `runs=${COMPARE_RUNS[0].name},${COMPARE_RUNS[1].name}`,
      expiresInDays: 1,
    },
  });
  expect(created.status()).toBe(200);
  const { path: snapshotPath } = (await created.json()) as { path: string };
  const nonces = new Set<string>();
  for (const url of ["/", "/api/runs", "/sign-in", `${snapshotPath}/view`]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, url).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc, url).not.toContain("unsafe-inline");
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe(
      url.startsWith("/s/") ? "no-referrer" : "strict-origin-when-cross-origin",
    );
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    nonces.add(nonce);
    if (!url.startsWith("/api/")) {
      // Every script Next wrote into the page carries this response's nonce.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toContain(`nonce="${nonce}"`);
    }
  }
  expect(nonces.size).toBe(4);
  // A page hydrates under the policy: the client-side filter controls respond.
  await page.goto("/sign-in");
  await page.getByLabel("Name").fill("nobody-here");
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong name or password.")).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
  await annotator.dispose();
});

test("over plain HTTP at a real hostname, sign-in says the cookie would be dropped and what to do", async ({
  request,
}) => {
  const response = await request.post("/api/auth/sign-in", {
    headers: { "x-forwarded-host": "trajscope.lab.example", "x-forwarded-proto": "http" },
    data: { name: ANNOTATE_USERS.viewer.name, password: ANNOTATE_USERS.viewer.password },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("cookie_needs_https");
  expect(body.error.message).toContain("HTTPS");
  expect(body.error.message).toContain("TRAJSCOPE_INSECURE_COOKIES=1");
  expect(response.headers()["set-cookie"]).toBeUndefined();

  const viaTls = await request.post("/api/auth/sign-in", {
    headers: { "x-forwarded-host": "trajscope.lab.example", "x-forwarded-proto": "https" },
    data: { name: ANNOTATE_USERS.viewer.name, password: ANNOTATE_USERS.viewer.password },
  });
  expect(viaTls.status()).toBe(200);
  expect(viaTls.headers()["set-cookie"]).toMatch(/trajscope_session=.*Secure/i);
});

test("who wrote a label is shown to signed-in people only", async ({ baseURL, page }) => {
  const { bob, trajectoryId } = await bobAndATrajectory(baseURL!);
  const saved = await bob.post(`${AUDIT_API}/labels`, {
    data: { trajectoryId, stepIndex: 0, name: "author_probe", value: "BAD", rationale: null, corrects: null },
  });
  expect(saved.status()).toBe(200);
  const url = `${AUDIT_API}/labels?trajectory=${trajectoryId}`;
  const signedIn = JSON.stringify(await (await bob.get(url)).json());
  expect(signedIn).toContain('"source":"human:bob"');
  expect(signedIn).toContain('"authorName":"bob"');
  const visitor = await page.request.get(url);
  expect(visitor.status()).toBe(200);
  const anonymous = JSON.stringify(await visitor.json());
  expect(anonymous).toContain("author_probe");
  expect(anonymous).not.toContain("bob");
  const exported = await page.request.get(`${AUDIT_API}/labels/export?scope=people`);
  expect(exported.status()).toBe(200);
  const lines = (await exported.text()).split("\n").filter(Boolean);
  expect(lines.some((line) => line.includes("author_probe"))).toBe(true);
  expect(lines.join("\n")).not.toMatch(/"author":"|human:(bob|ada|cy|vic)/);
  const facets = JSON.stringify(await (await page.request.get(`${AUDIT_API}/facets`)).json());
  expect(facets).not.toMatch(/human:(bob|ada|cy|vic)/);
  // The page's server-rendered data names no more people than its API answers.
  const pageUrl = `${AUDIT_API.replace(/^\/api/, "")}/trajectories/${trajectoryId}`;
  const visitorHtml = await (await page.request.get(pageUrl)).text();
  expect(visitorHtml).toContain("author_probe");
  expect(visitorHtml).not.toMatch(/human:bob|"authorName":"bob"|\\"authorName\\":\\"bob\\"/);
  const bobHtml = await (await bob.get(pageUrl)).text();
  expect(bobHtml).toMatch(/human:bob/);
  await bob.dispose();
});

test("an admin sees the people and their sessions; a viewer does not", async ({ page, browser }) => {
  await signIn(page, ANNOTATE_USERS.admin, "/admin/users");
  const table = page.getByRole("table", { name: "People and their sessions" });
  for (const person of Object.values(ANNOTATE_USERS)) {
    await expect(table.getByRole("row").filter({ hasText: person.name }).first()).toContainText(person.role);
  }
  const viewer = await browser.newPage();
  await signIn(viewer, ANNOTATE_USERS.viewer, "/admin/users");
  await expect(viewer.getByText("vic is a viewer; the list of people is for admins.")).toBeVisible();
  await viewer.close();
});
