import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { ANNOTATE_USERS } from "./annotate-fixtures";
import { AUDIT_API, AUDIT_PAGE, auditTrajectoryId, signIn, signInRequest } from "./sign-in";

// Every write endpoint checks the role on the server: nobody signed in gets 401, a viewer 403, and
// an annotator 403 where admins only may write. The body is valid, so only the role refuses.
test("every write endpoint refuses people whose role does not allow it", async ({ baseURL, request }) => {
  const trajectoryId = await auditTrajectoryId(request, "hotpotqa-2");
  const open = async (person?: (typeof ANNOTATE_USERS)[keyof typeof ANNOTATE_USERS]) => {
    const context = await playwrightRequest.newContext({ baseURL });
    if (person) await signInRequest(context, person);
    return context;
  };
  const admin = await open(ANNOTATE_USERS.admin);
  const created = await admin.post(`${AUDIT_API}/queues`, {
    data: {
      name: `roles ${Date.now()}`,
      filter: "?dataset=hotpotqa&step=300..300",
      strategy: "random",
      sampleSize: 1,
      annotatorsPerItem: 1,
      labelNames: ["step_quality"],
      seed: 7,
      assignees: [],
    },
  });
  expect(created.status()).toBe(200);
  const queueId = ((await created.json()) as { queue: { id: number } }).queue.id;
  const writes: {
    name: string;
    send: (c: APIRequestContext) => ReturnType<APIRequestContext["post"]>;
    adminOnly?: boolean;
  }[] = [
    {
      name: "save a label",
      send: (c) =>
        c.post(`${AUDIT_API}/labels`, {
          data: { trajectoryId, stepIndex: 0, name: "step_quality", value: "BAD", rationale: null, corrects: null },
        }),
    },
    {
      name: "create a queue",
      adminOnly: true,
      send: (c) =>
        c.post(`${AUDIT_API}/queues`, {
          data: {
            name: "x",
            filter: "",
            strategy: "random",
            sampleSize: 1,
            annotatorsPerItem: 1,
            labelNames: [],
            seed: 1,
            assignees: [],
          },
        }),
    },
    { name: "delete a queue", adminOnly: true, send: (c) => c.delete(`${AUDIT_API}/queues/${queueId}`) },
    { name: "claim the next item", send: (c) => c.post(`${AUDIT_API}/queues/${queueId}/next`, { data: {} }) },
    {
      name: "finish an item",
      send: (c) => c.post(`${AUDIT_API}/queues/${queueId}/items/0`, { data: { status: "skipped", reason: "unclear" } }),
    },
  ];
  const nobody = await open();
  const viewer = await open(ANNOTATE_USERS.viewer);
  const annotator = await open(ANNOTATE_USERS.annotator);
  for (const write of writes) {
    expect((await write.send(nobody)).status(), `${write.name}, signed out`).toBe(401);
    const refused = await write.send(viewer);
    expect(refused.status(), `${write.name}, as a viewer`).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("vic is a viewer");
    if (write.adminOnly) expect((await write.send(annotator)).status(), `${write.name}, as an annotator`).toBe(403);
  }
  expect(await (await request.get(`${AUDIT_API}/labels?trajectory=${trajectoryId}`)).json()).toMatchObject({
    labels: expect.not.arrayContaining([expect.objectContaining({ source: "human:vic" })]),
  });
  expect((await admin.delete(`${AUDIT_API}/queues/${queueId}`)).status()).toBe(200);
  await Promise.all([admin, nobody, viewer, annotator].map((c) => c.dispose()));
});

test("a wrong password is refused without saying which part was wrong, and signing out ends the session", async ({
  request,
}) => {
  const wrong = await request.post("/api/auth/sign-in", { data: { name: "vic", password: "not-the-password" } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({
    error: { code: "wrong_credentials", message: "Wrong name or password." },
  });
  await signInRequest(request, ANNOTATE_USERS.viewer);
  expect(await (await request.get("/api/auth/me")).json()).toMatchObject({ user: { name: "vic", role: "viewer" } });
  const cookie = (await request.storageState()).cookies.find((c) => c.name === "trajscope_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const out = await request.post("/api/auth/sign-out", { maxRedirects: 0 });
  expect(out.status()).toBe(303);
  expect(await (await request.get("/api/auth/me")).json()).toEqual({ user: null });
});

test("a viewer reads a trajectory but is offered no labelling", async ({ page, request }) => {
  const id = await auditTrajectoryId(request, "hotpotqa-3");
  await signIn(page, ANNOTATE_USERS.viewer, `${AUDIT_PAGE}/trajectories/${id}`);
  await expect(page.getByText("labelling needs the annotator role")).toBeVisible();
  await expect(page.getByRole("button", { name: /Label steps/ })).toHaveCount(0);
  await page.keyboard.press("a");
  await expect(page.getByRole("form", { name: "New label" })).toHaveCount(0);
});
