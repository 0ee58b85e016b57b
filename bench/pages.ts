// npm run bench:pages -- [--url http://host:port] [--loads N] [--port N] [--fresh]
// Times the main pages in headless Chromium, from navigation to the page's main content being
// visible (its table, chart or steps; not network idle), and prints p50/p95 per page, arriving from
// another page of the site and from a blank tab (see timeLoads), after those of a static one-table
// page (the floor: what the browser alone takes on this machine). Without
// --url it serves the built app (`npx next build` first) on the embedded database the way a user
// does — `trajscope start`, demo runs added on the first start — in bench/out/pages-pglite, and
// also prints how long the start took until the runs page answered and the RSS of all its
// processes after the loads. Point --url at a running server (e.g. on PostgreSQL) to time that.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Locator, type Page } from "playwright-core";

const { values } = parseArgs({
  options: { url: { type: "string" }, loads: { type: "string" }, port: { type: "string" }, fresh: { type: "boolean" } },
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

async function startEmbedded(): Promise<TServer> {
  const port = values.port ?? "3599";
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, "bench", "out", "pages-pglite");
  // Kept between runs, so that a second run times a restart; --fresh times a first start.
  if (values.fresh) await rm(dataDir, { recursive: true, force: true });
  // The compiled CLI, as `npm install` leaves it: a checkout edited since would run the command
  // from its sources, through tsx and an esbuild process that are no part of what a user runs.
  execFileSync(process.execPath, [path.join(root, "scripts", "build-cli.mjs")], { stdio: "ignore" });
  const started = performance.now();
  const server = spawn(path.join(root, "bin", "trajscope.mjs"), ["start", "--port", port], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", TRAJSCOPE_DATA_DIR: dataDir, TRAJSCOPE_PRIVATE: "0" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  while (!(await answers(`${base}/api/runs`))) {
    if (server.exitCode !== null) throw new Error(`trajscope start exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, server, startSeconds: (performance.now() - started) / 1000 };
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

type TPage = { name: string; path: string; content: (page: Page) => Locator };

/** The first body row of the table named `name`. */
const rowOf = (name: string) => (page: Page) => page.getByRole("table", { name }).getByRole("row").nth(1);

async function pagesOf(base: string): Promise<TPage[]> {
  // The largest run, and the next largest to compare it with.
  const { runs } = await json<{ runs: { name: string; trajectoryCount: number }[] }>(`${base}/api/runs`);
  const [run, other] = [...runs].sort((a, b) => b.trajectoryCount - a.trajectoryCount);
  if (!run) throw new Error("no runs to load");
  const name = encodeURIComponent(run.name);
  const list = await json<{ items: { id: string }[] }>(`${base}/api/runs/${name}/trajectories`);
  const first = list.items[0];
  const rows = (page: Page) => page.getByRole("table", { name: "Trajectories" }).locator("tbody tr").first();
  return [
    { name: "runs", path: "/", content: rowOf("Runs") },
    { name: "run overview", path: `/runs/${name}`, content: rows },
    { name: "filtered list", path: `/runs/${name}?outcome=correct&sort=-reward`, content: rows },
    ...(first
      ? [
          {
            name: "trajectory",
            path: `/runs/${name}/trajectories/${first.id}`,
            content: (page: Page) => page.getByRole("article").first(),
          },
        ]
      : []),
    {
      name: "dynamics",
      path: `/runs/${name}/dynamics`,
      content: (page) => page.getByRole("figure", { name: "EM by training step" }),
    },
    {
      name: "what-if",
      path: `/runs/${name}/what-if`,
      content: (page) => page.getByRole("figure", { name: "Reward distributions, logged and recomputed" }),
    },
    ...(other
      ? [
          {
            name: "compare",
            path: `/compare?runs=${name},${encodeURIComponent(other.name)}`,
            content: (page: Page) => page.getByRole("region", { name: "Per-question diff" }),
          },
        ]
      : []),
  ];
}

// Playwright's waitFor polls at 0, 20, 70, 170, 270, 770, 1270… ms, so a page visible at 280 ms
// was timed 770: it rounded every figure up to its next poll. Asked every 10 ms instead, a figure
// is within a poll's round trip of when the content showed.
async function whenVisible(locator: Locator, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await locator.isVisible())) {
    if (performance.now() > deadline) throw new Error(`not visible after ${timeoutMs} ms: ${locator}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Milliseconds from navigating to `url` (from the page at `from`) until `target`'s content is visible. */
async function timeLoad(page: Page, target: TPage, url: string, from: string): Promise<number> {
  await page.goto(from);
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  await whenVisible(target.content(page));
  return performance.now() - started;
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
  const fromSite: number[] = [];
  const fromBlank: number[] = [];
  for (let i = 0; i < loads; i += 1) {
    fromSite.push(await timeLoad(page, target, url, sameSite));
    fromBlank.push(await timeLoad(page, target, url, "about:blank"));
  }
  const figures = (times: number[]) => {
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 0.5).toFixed(0).padStart(4)} · p95 ${percentile(times, 0.95).toFixed(0).padStart(4)}`;
  };
  console.log(
    `${target.name.padEnd(14)} first ${first.toFixed(0).padStart(5)} ms · from the site ${figures(fromSite)} ms · ` +
      `from a blank tab ${figures(fromBlank)} ms (${loads} loads each) · ${target.path}`,
  );
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

const server = values.url ? { base: values.url } : await startEmbedded();
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
  const pages = await pagesOf(server.base);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  // What this machine's Chromium takes for a page with nothing in it, timed the same way: the
  // floor under every figure below (on two busy cores, a good part of the target).
  const floor = await serveStaticTable();
  try {
    await timeLoads(page, { name: "static floor", path: floor.url, content: rowOf("Runs") }, floor.url);
  } finally {
    floor.close();
  }
  for (const target of pages) await timeLoads(page, target, `${server.base}${target.path}`);
  if (server.server?.pid) {
    const rss = treeRss(server.server.pid);
    console.log(`RSS of the server's processes after the loads: ${rss.total.toFixed(0)} MB`);
    for (const p of rss.each)
      console.log(`  ${String(p.pid).padStart(7)} ${p.mb.toFixed(0).padStart(5)} MB  ${p.name}`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  if (server.server) {
    server.server.kill("SIGTERM");
    await new Promise((resolve) => server.server!.once("exit", resolve));
  }
}
