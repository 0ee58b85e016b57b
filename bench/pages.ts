// npm run bench:pages -- [--url http://host:port] [--loads N] [--port N] [--fresh] [--only name,…] [--synthetic N]
// Times the main pages in headless Chromium, from the start of the navigation to the first frame
// that paints the page's main content (its table, chart or steps; not network idle), on the
// browser's own clock (see noteWhenContentShows), and prints p50/p95 per page, arriving from
// another page of the site and from a blank tab (see timeLoads), after those of a static one-table
// page (the floor: what the browser alone takes on this machine). Without
// --url it serves the built app (`npx next build` first) on the embedded database the way a user
// does — `trajscope start`, demo runs added on the first start — in bench/out/pages-pglite, and
// also prints how long the start took until the runs page answered and the RSS of all its
// processes after the loads. Point --url at a running server (e.g. on PostgreSQL) to time that.
// --synthetic N times the same pages on a run of N synthetic trajectories (bench:ingest's file)
// beside the demo runs, in an embedded database of its own (bench/out/pages-pglite-N, kept: a
// second run reuses it unless --fresh), after timing `trajscope ingest` of it: how large a run embedded mode
// carries comfortably (the README's table).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cp, rm } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { syntheticFile } from "./ingest-command";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    loads: { type: "string" },
    port: { type: "string" },
    fresh: { type: "boolean" },
    // Only the pages whose names contain one of these (e.g. --only overview,what-if).
    only: { type: "string" },
    synthetic: { type: "string" },
  },
});
const root = path.join(import.meta.dirname, "..");
const loads = Number(values.loads ?? 20);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

type TServer = { base: string; server?: ChildProcess; startSeconds?: number };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const DEMO_DIR = path.join(root, "bench", "out", "pages-pglite");
const bin = path.join(root, "bin", "trajscope.mjs");
const embedded = (dataDir: string) => ({ ...process.env, DATABASE_URL: "", TRAJSCOPE_DATA_DIR: dataDir });

async function startEmbedded(dataDir: string): Promise<TServer> {
  const port = values.port ?? "3599";
  const base = `http://127.0.0.1:${port}`;
  // The compiled CLI, as `npm install` leaves it: a checkout edited since would run the command
  // from its sources, through tsx and an esbuild process that are no part of what a user runs.
  execFileSync(process.execPath, [path.join(root, "scripts", "build-cli.mjs")], { stdio: "ignore" });
  const started = performance.now();
  const server = spawn(bin, ["start", "--port", port], {
    cwd: root,
    env: { ...embedded(dataDir), TRAJSCOPE_PRIVATE: "0" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  while (!(await answers(`${base}/api/runs`))) {
    if (server.exitCode !== null) throw new Error(`trajscope start exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, server, startSeconds: (performance.now() - started) / 1000 };
}

const stopServer = async ({ server }: TServer) => {
  if (!server) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
};

/** The demo database (bench/out/pages-pglite) with a synthetic run of `n` beside its runs, ingested once. */
async function syntheticDatabase(n: number): Promise<string> {
  const dataDir = `${DEMO_DIR}-${n}`;
  if (values.fresh) await rm(dataDir, { recursive: true, force: true });
  if (existsSync(dataDir)) {
    console.log(`Reusing ${path.relative(root, dataDir)} (delete it to ingest again).`);
    return dataDir;
  }
  // The demo runs come with the first start: start once, stop, then copy it and ingest beside them.
  if (!existsSync(DEMO_DIR)) await stopServer(await startEmbedded(DEMO_DIR));
  await cp(DEMO_DIR, dataDir, { recursive: true });
  const file = await syntheticFile(root, n, console.log);
  const started = performance.now();
  execFileSync(bin, ["ingest", file, "--run", `synthetic-${n}`], {
    cwd: root,
    env: embedded(dataDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seconds = (performance.now() - started) / 1000;
  const bytes = execFileSync("du", ["-sb", dataDir], { encoding: "utf8" }).split("\t")[0];
  console.log(
    `trajscope ingest of ${n.toLocaleString("en-US")} synthetic trajectories into the embedded database: ` +
      `${seconds.toFixed(1)} s; the database with the demo runs: ${(Number(bytes) / 2 ** 30).toFixed(2)} GB`,
  );
  return dataDir;
}

/** RSS of a process and all its descendants, in MB, each listed. */
function treeRss(pid: number): { total: number; each: { pid: number; name: string; mb: number }[] } {
  const children = new Map<number, number[]>();
  const info = new Map<number, { name: string; mb: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").slice(1, 3).join(" ");
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      info.set(Number(entry), {
        name: path.basename(cmd.split(" ")[0] ?? "") + " " + (cmd.split(" ")[1] ?? ""),
        mb: rss ? Number(rss[1]) / 1024 : 0,
      });
    } catch {
      // the process ended while we looked
    }
  }
  const each: { pid: number; name: string; mb: number }[] = [];
  const visit = (p: number) => {
    const i = info.get(p);
    if (i) each.push({ pid: p, ...i });
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return { total: each.reduce((sum, p) => sum + p.mb, 0), each };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

type TPage = { name: string; path: string; content: string };

/** The first body row of the table named `name`. */
const rowOf = (name: string) => `table[aria-label="${name}"] tbody tr`;

/** The marks drawn in the chart named `name` (a line, a bar): a chart's empty frame is not the content. */
const drawnIn = (name: string, mark: "line" | "bar") => `figure[aria-label="${name}"] [data-mark="${mark}"]`;

async function pagesOf(base: string): Promise<TPage[]> {
  // The largest run, and the next largest to compare it with.
  const { runs } = await json<{ runs: { name: string; trajectoryCount: number }[] }>(`${base}/api/runs`);
  const [run, other] = [...runs].sort((a, b) => b.trajectoryCount - a.trajectoryCount);
  if (!run) throw new Error("no runs to load");
  const name = encodeURIComponent(run.name);
  const list = await json<{ items: { id: string }[] }>(`${base}/api/runs/${name}/trajectories`);
  const first = list.items[0];
  return [
    { name: "runs", path: "/", content: rowOf("Runs") },
    { name: "run overview", path: `/runs/${name}`, content: rowOf("Trajectories") },
    { name: "filtered list", path: `/runs/${name}?outcome=correct&sort=-reward`, content: rowOf("Trajectories") },
    ...(first ? [{ name: "trajectory", path: `/runs/${name}/trajectories/${first.id}`, content: "article" }] : []),
    { name: "dynamics", path: `/runs/${name}/dynamics`, content: drawnIn("EM by training step", "line") },
    {
      name: "what-if",
      path: `/runs/${name}/what-if`,
      content: drawnIn("Reward distributions, logged and recomputed", "bar"),
    },
    ...(other
      ? [
          {
            name: "compare",
            path: `/compare?runs=${name},${encodeURIComponent(other.name)}`,
            // Not while it shows the previous runs' diff, greyed out (aria-busy).
            content: 'section[aria-label="Per-question diff"]:not([aria-busy])',
          },
        ]
      : []),
  ];
}

// Runs in every document before its own scripts. On each animation frame until all have shown, it
// notes when each selector first matches a rendered element (found), and the start of the next
// frame (next), in ms on the browser's clock, whose zero is the start of the navigation; and the
// page's first contentful paint (the time its pixels were presented). See shownAt for what is
// reported. A string, not a function: tsx would wrap the function's inner functions in a helper
// (__name) that the page does not have.
const noteWhenContentShows = (selectors: string[]) => `{
  const selectors = ${JSON.stringify(selectors)};
  const seen = (window.__seen = { found: {}, next: {}, firstPaint: undefined });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.firstPaint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const look = () => {
    for (const selector of selectors) {
      if (seen.found[selector] === undefined && document.querySelector(selector)?.checkVisibility()) {
        seen.found[selector] = performance.now();
        requestAnimationFrame(() => (seen.next[selector] = performance.now()));
      }
    }
    if (selectors.some((selector) => seen.found[selector] === undefined)) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}`;

type TSeen = { found: number; next: number; firstPaint: number };

// When the content was first on screen. Found in a frame before the page's first paint, it was in
// that paint, whose presentation time the browser reports (the frame that finds it still has its
// style, layout, paint and raster ahead: tens of ms). Found later, its frame was committed by the
// start of the next one: a bound from above.
const shownAt = (seen: TSeen) => (seen.found <= seen.firstPaint ? seen.firstPaint : seen.next);

type TLoad = { shown: number; firstByte: number; harness: number };

/**
 * One load of `url`, arriving from the page at `from`: when its content showed and when its first
 * byte arrived, both on the browser's clock from the start of the navigation, and the harness's
 * own time from asking for the page to seeing the content (Playwright's round trips included).
 */
async function timeLoad(page: Page, target: TPage, url: string, from: string): Promise<TLoad> {
  await page.goto(from);
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  await page.locator(target.content).first().waitFor({ timeout: 60_000 });
  const harness = performance.now() - started;
  // Playwright may see the content a frame before the page notes it, and the next frame after.
  const seen = await page.waitForFunction(
    (selector) => {
      type TNoted = { found: Record<string, number>; next: Record<string, number>; firstPaint?: number };
      const { found, next, firstPaint } = (window as unknown as { __seen: TNoted }).__seen;
      return next[selector] !== undefined && firstPaint !== undefined
        ? { found: found[selector], next: next[selector], firstPaint }
        : undefined;
    },
    target.content,
    { polling: "raf" },
  );
  const shown = shownAt((await seen.jsonValue()) as TSeen);
  const firstByte = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
  );
  return { shown, firstByte, harness };
}

// Two ways to arrive at a page, timed apart:
// - from another page of the same site, as someone moving about the dashboard does (a link, a
//   reload, a pasted URL in the same tab): Chromium keeps the renderer and the site's compiled
//   scripts;
// - from a blank tab: a new renderer, which compiles every script again.
// Both go through a page that has no script of ours, so the last load's client-side work (a URL
// rewrite) cannot abort this one.
const SAME_SITE_START = "/favicon.svg";

/** Loads `url` once to warm it, then `loads` times each way, and prints the warm loads' p50 and p95. */
async function timeLoads(page: Page, target: TPage, url: string): Promise<void> {
  const sameSite = new URL(SAME_SITE_START, url).href;
  // The first load compiles and warms caches on both sides: timed apart, not in the percentiles.
  const first = await timeLoad(page, target, url, sameSite);
  const fromSite: TLoad[] = [];
  const fromBlank: TLoad[] = [];
  for (let i = 0; i < loads; i += 1) {
    fromSite.push(await timeLoad(page, target, url, sameSite));
    fromBlank.push(await timeLoad(page, target, url, "about:blank"));
  }
  const ms = (n: number) => n.toFixed(0).padStart(4);
  const figures = (times: TLoad[]) => {
    const sorted = (key: keyof TLoad) => times.map((t) => t[key]).sort((a, b) => a - b);
    const [shown, firstByte, harness] = [sorted("shown"), sorted("firstByte"), sorted("harness")];
    return (
      `shown p50 ${ms(percentile(shown, 0.5))} p95 ${ms(percentile(shown, 0.95))} ` +
      `(first byte p50 ${ms(percentile(firstByte, 0.5))}; harness p50 ${ms(percentile(harness, 0.5))} ` +
      `p95 ${ms(percentile(harness, 0.95))})`
    );
  };
  console.log(`${target.name} · ${target.path} · first load shown at ${first.shown.toFixed(0)} ms`);
  console.log(`  from the site:    ${figures(fromSite)} ms`);
  console.log(`  from a blank tab: ${figures(fromBlank)} ms`);
}

/** A static page holding one small table, served from this process. */
async function serveStaticTable(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html><head><title>floor</title></head><body><table aria-label="Runs">' +
    "<thead><tr><th>Name</th></tr></thead><tbody><tr><td>run</td></tr></tbody></table></body></html>";
  const server = createServer((_, response) => response.setHeader("content-type", "text/html").end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

// Kept between runs, so that a second run times a restart; --fresh times a first start.
if (values.fresh && !values.url) await rm(DEMO_DIR, { recursive: true, force: true });
const server = values.url
  ? { base: values.url }
  : await startEmbedded(values.synthetic ? await syntheticDatabase(Number(values.synthetic)) : DEMO_DIR);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
try {
  console.log(`load average before: ${load()} (${availableParallelism()} cores) · ${server.base}`);
  if (server.startSeconds !== undefined) {
    console.log(`trajscope start until the runs API answered: ${server.startSeconds.toFixed(1)} s`);
  }
  const only = values.only?.split(",");
  const pages = (await pagesOf(server.base)).filter((p) => !only || only.some((name) => p.name.includes(name)));
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.addInitScript(noteWhenContentShows([rowOf("Runs"), ...new Set(pages.map((p) => p.content))]));
  // What this machine's Chromium takes for a page with nothing in it, timed the same way: the
  // floor under every figure below (on two busy cores, a good part of the target).
  const floor = await serveStaticTable();
  try {
    await timeLoads(page, { name: "static floor", path: floor.url, content: rowOf("Runs") }, floor.url);
  } finally {
    floor.close();
  }
  for (const target of pages) {
    try {
      await timeLoads(page, target, `${server.base}${target.path}`);
    } catch (error) {
      // A page that never shows (a run too large for it) is a figure too: say so, time the others.
      if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
      console.log(`${target.name} · ${target.path} · not shown within 60 s: ${error.message.split("\n")[0]}`);
    }
  }
  if (server.server?.pid) {
    const rss = treeRss(server.server.pid);
    console.log(`RSS of the server's processes after the loads: ${rss.total.toFixed(0)} MB`);
    for (const p of rss.each)
      console.log(`  ${String(p.pid).padStart(7)} ${p.mb.toFixed(0).padStart(5)} MB  ${p.name}`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await stopServer(server);
}
