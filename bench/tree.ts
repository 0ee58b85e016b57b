// Value-tree benchmark: first paint and keyboard navigation of the tree view in Chromium on a tree
// of ≥ 5,000 nodes (target: first paint ≤ 1 s). It makes a PostgreSQL database, ingests one large
// simulated PRO-Step tree (test/prostep-vts.ts) through the real adapter, serves the built app
// (`npx next build` first) and opens the tree page. Figures are printed, not asserted.
// Run: npm run bench:tree [-- --nodes 6000 --port 3990 --runs 5]
import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { openDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { createTestDatabase } from "@/test/postgres-admin";
import { simulateTree, toJsonl, VTS_QUESTIONS } from "@/test/prostep-vts";

const { values } = parseArgs({
  options: {
    nodes: { type: "string", default: "6000" },
    port: { type: "string", default: "3990" },
    runs: { type: "string", default: "5" },
    screenshot: { type: "string" },
  },
});
const root = path.join(import.meta.dirname, "..");
const RUN = "bench-tree";

// A wide, deep tree: K = 6 children, depth ≤ 9, a larger exploration constant so the search
// spreads instead of re-visiting its best terminal.
const nodes = simulateTree(VTS_QUESTIONS[1]!, {
  maxChildren: 6,
  maxDepth: 9,
  rollouts: 2_000_000,
  targetNodes: Number(values.nodes),
  answerChance: [0.05, 0.25],
  c: 6,
});
const deepest = nodes.reduce((a, b) => (b.depth > a.depth ? b : a));
console.log(`tree: ${nodes.length} nodes, depth ${deepest.depth}`);

const created = await createTestDatabase("trajscope_bench_tree");
const file = path.join(await mkdtemp(path.join(tmpdir(), "bench-tree-")), "tree-nodes.jsonl");
await writeFile(file, toJsonl(nodes));
const db = await openDatabase({ kind: "postgres", url: created.url });
await migrateDatabase(db, defaultMigrationsDir(root));
const report = await ingestSources(db, [await openFileSource(file)], { run: RUN });
console.log(`ingested: ${report.stored} stored, ${report.rejected} rejected in ${report.seconds.toFixed(1)} s`);
await db.close();

const server = spawn(
  process.execPath,
  [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", values.port!],
  {
    cwd: root,
    env: { ...process.env, DATABASE_URL: created.url, TRAJSCOPE_PRIVATE: "0", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  },
);
const base = `http://127.0.0.1:${values.port}`;
try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/runs`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Generous: a busy machine can take long to serve the first request; the figures are what count.
  page.setDefaultTimeout(180_000);
  const url = `${base}/runs/${RUN}/trees/${encodeURIComponent(deepest.question_id)}?node=${deepest.id}`;
  await page.goto(url); // warm-up: the first request compiles nothing but fills caches
  const paints: number[] = [];
  const rowsAt: number[] = [];
  const firstByte: number[] = [];
  const htmlBytes: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    await page.goto(url, { waitUntil: "commit" });
    await page.locator(`[role=treeitem][data-node="${deepest.id}"]`).waitFor();
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      return { fcp, rows: performance.now(), ttfb: nav.responseStart, bytes: nav.decodedBodySize };
    });
    paints.push(timing.fcp);
    rowsAt.push(timing.rows);
    firstByte.push(timing.ttfb);
    htmlBytes.push(timing.bytes);
  }
  if (values.screenshot) await page.screenshot({ path: values.screenshot });

  // Keyboard: 100 moves that each do move (down a branch to a leaf, back up to the root, then into
  // the next sibling's branch), timed inside the page from the key's event to the frame after the
  // focus moved, so neither Playwright's round trips nor keys that hit an edge count.
  const tree = page.getByRole("tree");
  await tree.focus();
  await page.keyboard.press("Home");
  await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[]; keyStart: number };
    w.keyTimes = [];
    const el = document.querySelector("[role=tree]")!;
    window.addEventListener("keydown", () => (w.keyStart = performance.now()), { capture: true });
    new MutationObserver(() => requestAnimationFrame(() => w.keyTimes.push(performance.now() - w.keyStart))).observe(
      el,
      { attributes: true, attributeFilter: ["aria-activedescendant"] },
    );
  });
  // The focused row, once it is drawn (the virtual list draws it a frame after the focus moves).
  const focusedState = async () => {
    const drawn = await page.waitForFunction(() => {
      const id = document.querySelector("[role=tree]")!.getAttribute("aria-activedescendant")!;
      const item = document.getElementById(id);
      return (
        item && { id, level: Number(item.getAttribute("aria-level")), hasChildren: item.hasAttribute("aria-expanded") }
      );
    });
    return (await drawn.jsonValue())!;
  };
  let descending = true;
  for (let moves = 0; moves < 100;) {
    const at = await focusedState();
    let key = "ArrowRight";
    if (!descending || !at.hasChildren) {
      descending = at.level <= 2; // back at depth 1: on to the next sibling's branch
      key = descending ? "ArrowDown" : "ArrowLeft";
    }
    await page.keyboard.press(key);
    const moved = await page
      .waitForFunction(
        (prev) => document.querySelector("[role=tree]")?.getAttribute("aria-activedescendant") !== prev,
        at.id,
        {
          timeout: 2000,
        },
      )
      .then(
        () => true,
        () => false,
      );
    if (moved) moves++;
    else if (key === "ArrowDown") await page.keyboard.press("Home"); // the last sibling: start over
  }
  const keyTimes = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
  console.log(
    `first contentful paint: median ${median(paints).toFixed(0)} ms (${paints.map((p) => p.toFixed(0)).join(", ")})`,
  );
  console.log(
    `HTML: first byte median ${median(firstByte).toFixed(0)} ms · ${(median(htmlBytes) / 1024).toFixed(0)} KiB`,
  );
  console.log(
    `tree rows with the focused deep node visible: median ${median(rowsAt).toFixed(0)} ms after navigation start`,
  );
  console.log(
    `keyboard: key to next frame median ${median(keyTimes).toFixed(1)} ms, p95 ${p95(keyTimes).toFixed(1)} ms (${keyTimes.length} moves)`,
  );
  await browser.close();
} finally {
  server.kill("SIGTERM");
  await created.drop();
}
