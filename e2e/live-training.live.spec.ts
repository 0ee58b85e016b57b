import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { addKey, databaseUrlOf, exited, python, sql, startWatcher, trajscope } from "./live-tools";

const trajectory = (id: string) =>
  JSON.stringify({ type: "trajectory", id, step: 1, question: `q ${id}`, golden_answers: ["a"], final_answer: "a" });

const countOf = async (url: string, runName: string) =>
  (
    await sql<{ n: number; ids: number }>(
      url,
      `SELECT count(*)::int AS n, count(DISTINCT external_id)::int AS ids
       FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1`,
      [runName],
    )
  )[0]!;

test("an ingest key: none or a wrong one 401, another run's 403, revoked 401; batches answer per item, 413 over the limit", async ({
  request,
  baseURL,
}) => {
  // A run's first ingest loads the pipeline into the server: seconds on a busy machine.
  test.setTimeout(300_000);
  const url = databaseUrlOf(baseURL!);
  const key = await addKey(url, "e2e-scoped", "live-keys");
  const post = (run: string, body: string, token?: string) =>
    request.post(`/api/ingest?run=${run}`, {
      data: body,
      headers: { "content-type": "application/x-ndjson", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const batch = [trajectory("k1"), "{broken", trajectory("k2")].join("\n");

  const missing = await post("live-keys", batch);
  expect(missing.status()).toBe(401);
  expect((await missing.json()).error.code).toBe("api_key_required");
  expect((await post("live-keys", batch, "tsk_not-a-key")).status()).toBe(401);
  const elsewhere = await post("another-run", batch, key.token);
  expect(elsewhere.status()).toBe(403);
  expect((await elsewhere.json()).error.code).toBe("api_key_out_of_scope");

  const first = await post("live-keys", batch, key.token);
  expect(first.status()).toBe(207);
  const answer = await first.json();
  expect(answer.items.map((i: { item: number; status: string }) => [i.item, i.status])).toEqual([
    [1, "stored"],
    [2, "rejected"],
    [3, "stored"],
  ]);
  const again = await (await post("live-keys", batch, key.token)).json();
  expect(again.items.map((i: { status: string }) => i.status)).toEqual(["unchanged", "rejected", "unchanged"]);
  expect(await countOf(url, "live-keys")).toEqual({ n: 2, ids: 2 });

  const tooLarge = await post("live-keys", "x".repeat(1536 * 1024), key.token);
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).error.message).toMatch(/over the limit of 1 MB/);

  expect(await trajscope(url, ["key", "list"])).toMatch(
    new RegExp(`^${key.id}\\te2e-scoped\\trun live-keys\\tactive\\tlast used 20`, "m"),
  );
  await trajscope(url, ["key", "revoke", String(key.id)]);
  const revoked = await post("live-keys", batch, key.token);
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).error.code).toBe("api_key_invalid");
});

test("a training run's rollout folder and a trainer posting over HTTP arrive exactly once while the dynamics page follows", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const url = databaseUrlOf(baseURL!);
  const dir = await mkdtemp(path.join(tmpdir(), "trajscope-live-"));
  const [steps, samples] = [6, 8];
  const trainer = spawn(
    "python3",
    [
      "e2e/fixtures/fake_verl_trainer.py",
      dir,
      "--steps",
      `${steps}`,
      "--samples",
      `${samples}`,
      "--pause",
      "1",
      "--gate",
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let trainerOut = "";
  trainer.stdout!.on("data", (d: Buffer) => (trainerOut += d));
  // The spec paces the trainer, so that every step it checks for happens after the page has loaded.
  const allow = (step: number) => writeFile(path.join(dir, ".allow"), String(step));
  await allow(1);
  let watcher = startWatcher(url, dir, "live-verl");
  try {
    const stepsStored = async () =>
      (
        await sql<{ steps: number }>(
          url,
          `SELECT count(DISTINCT training_step)::int AS steps FROM trajectories t JOIN runs r ON r.id = t.run_id
           WHERE r.name = 'live-verl'`,
        )
      )[0]!.steps;
    await expect.poll(stepsStored, { timeout: 180_000 }).toBeGreaterThanOrEqual(1);

    // The dynamics page opens on the first step and must follow the run without a reload.
    // Document loads only: the URL's state changing in place (history.replaceState) is no reload.
    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documentLoads += 1;
    });
    const chartSteps: number[] = [];
    const seen: string[] = [];
    page.on("response", async (response) => {
      seen.push(`${response.status()} ${response.url()}`);
      if (!/\/api\/runs\/live-verl\/charts\?/.test(response.url())) return;
      const text = await response.text().catch(() => "");
      chartSteps.push(...[...text.matchAll(/"x":(\d+)/g)].map((m) => Number(m[1])));
    });
    await page.goto("/runs/live-verl/dynamics");
    const status = page.getByRole("status", { name: "Live state" });
    await expect(status).toContainText("Live", { timeout: 90_000 });

    // The watcher dies mid-run (no clean exit) and comes back while the trainer keeps writing.
    await allow(2);
    await expect.poll(stepsStored, { timeout: 180_000 }).toBeGreaterThanOrEqual(2);
    watcher.kill("SIGKILL");
    await exited(watcher);
    await allow(4);
    await expect.poll(() => trainerOut, { timeout: 180_000 }).toContain("step 4 done");
    watcher = startWatcher(url, dir, "live-verl");
    await allow(steps);

    // Meanwhile a second trainer posts its rollouts over HTTP with the stdlib Python client.
    const key = await addKey(url, "e2e-trainer", "live-http");
    const posted = JSON.parse(
      await python("clients/python/example_training_loop.py", [
        "--url",
        baseURL!,
        "--run",
        "live-http",
        "--key",
        key.token,
        "--steps",
        "5",
        "--samples",
        "8",
        "--pause",
        "0.2",
      ]),
    );
    expect(posted).toMatchObject({ queued: 40, stored: 40, dropped: 0, rejected: 0 });
    expect(await countOf(url, "live-http")).toEqual({ n: 40, ids: 40 });

    expect(await exited(trainer)).toBe(0);
    await expect
      .poll(() => countOf(url, "live-verl"), { timeout: 180_000 })
      .toEqual({ n: steps * samples, ids: steps * samples });
    const perStep = await sql<{ step: number; n: number }>(
      url,
      `SELECT training_step AS step, count(*)::int AS n FROM trajectories t JOIN runs r ON r.id = t.run_id
       WHERE r.name = 'live-verl' GROUP BY 1 ORDER BY 1`,
    );
    expect(perStep).toEqual(Array.from({ length: steps }, (_, i) => ({ step: i + 1, n: samples })));

    await expect(status).toContainText(`step ${steps}`, { timeout: 90_000 });
    await expect.poll(() => Math.max(0, ...chartSteps), { timeout: 90_000, message: seen.join("\n") }).toBe(steps);
    expect(documentLoads).toBe(1);
  } finally {
    watcher.kill("SIGTERM");
    trainer.kill("SIGTERM");
    await exited(watcher);
    await rm(dir, { recursive: true, force: true });
  }
});

test("the Python client never holds training up when the dashboard is down: it drops and counts", async () => {
  // A port nothing listens on: every post fails at once.
  const out = JSON.parse(
    await python("clients/python/example_training_loop.py", [
      "--url",
      "http://127.0.0.1:9",
      "--run",
      "nowhere",
      "--key",
      "tsk_x",
      "--steps",
      "3",
      "--samples",
      "8",
      "--pause",
      "0.1",
      "--close-timeout",
      "3",
    ]),
  );
  expect(out).toMatchObject({ queued: 24, stored: 0, dropped: 24 });
});
