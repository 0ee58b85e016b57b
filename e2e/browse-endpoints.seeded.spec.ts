import { expect, test } from "@playwright/test";
import type { TTrajectoryPage } from "@/lib/browse/types";
import { BROWSE_RUN } from "./seeded-runs";

const API = `/api/runs/${BROWSE_RUN.name}`;

test("the list endpoint pages through a filtered list with keyset cursors", async ({ request }) => {
  const count = await (await request.get(`${API}/trajectories/count?dataset=bamboogle`)).json();
  expect(count).toEqual({ count: 30, isExact: true });
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(`${API}/trajectories`, {
      params: { dataset: "bamboogle", sort: "-reward", limit: 7, ...(cursor ? { cursor } : {}) },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as TTrajectoryPage;
    seen.push(...page.items.map((t) => t.id));
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen).toHaveLength(30);
  expect(new Set(seen).size).toBe(30);
});

test("the browse endpoints refuse bad input with readable errors", async ({ request }) => {
  const bad = [
    `${API}/trajectories?step=soon`,
    `${API}/trajectories?sort=-question`,
    `${API}/trajectories?limit=5000`,
    `${API}/trajectories?cursor=damaged`,
    `${API}/trajectories?unknown=1`,
    `${API}/trajectories/abc`,
  ];
  for (const url of bad) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_request", message: "Invalid request" } });
  }
  expect((await request.get("/api/runs/no-such-run/trajectories")).status()).toBe(404);
  expect((await request.get(`${API}/trajectories/987654321`)).status()).toBe(404);
  expect((await request.get(`${API}/trajectories/987654321/response`)).status()).toBe(404);
});

test("the trajectory endpoint cuts documents and the step endpoint sends them whole", async ({ request }) => {
  const page = (await (
    await request.get(`${API}/trajectories`, { params: { q: "DARPA founded" } })
  ).json()) as TTrajectoryPage;
  const id = page.items[0]!.id;
  const detail = await (await request.get(`${API}/trajectories/${id}`)).json();
  const document = detail.steps[0].documents[0];
  expect(document.textLength).toBeGreaterThan(document.text.length);
  const step = await (await request.get(`${API}/trajectories/${id}/steps/0`)).json();
  expect(step.step.documents[0].text).toHaveLength(document.textLength);
  const neighbours = await (
    await request.get(`${API}/trajectories/${id}/neighbours`, { params: { dataset: "bamboogle" } })
  ).json();
  expect(Object.keys(neighbours).sort()).toEqual(["nextId", "previousId"]);
});
