// Sign-in flood benchmark (issue 14 item 3): throughput and p95 of the trajectory list API alone,
// then while 8 clients send wrong passwords as fast as they are answered, against the built app
// on PostgreSQL over loopback. Bounded: fixed durations and concurrency. Needs `npx next build`.
// Run: npm run bench:sign-in -- [--port 3805] [--seconds 20] [--rotate]
//   --rotate  each flood request claims a new client address (X-Forwarded-For), as a botnet would:
//             the per-address backoff no longer helps and the hashing gate alone bounds the cost
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { ANNOTATE_USERS, AUDIT_RUN } from "../e2e/annotate-fixtures";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3805" },
    seconds: { type: "string", default: "20" },
    readers: { type: "string", default: "4" },
    attackers: { type: "string", default: "8" },
    rotate: { type: "boolean", default: false },
  },
});
const root = path.join(import.meta.dirname, "..");
const base = `http://127.0.0.1:${values.port}`;
const seconds = Number(values.seconds);

const server = spawn(
  process.execPath,
  ["--import", "./bin/register.mjs", "e2e/serve.ts", "--db", "postgres", "--port", values.port!, "--seed"],
  { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
);
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/auth/me`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/** Resident memory in MB of the processes this benchmark started (serve.ts and the Next server under it). */
function serverRssMb(): number {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const ours = new Set([server.pid!]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) if (ours.has(ppid) && !ours.has(pid)) grew = Boolean(ours.add(pid));
  }
  return rows.filter(([pid]) => ours.has(pid)).reduce((sum, [, , rss]) => sum + rss / 1024, 0);
}

async function measureList(cookie: string, durationMs: number) {
  const url = `${base}/api/runs/${AUDIT_RUN.name}/trajectories?limit=50`;
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: Number(values.readers) }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - start);
        else errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? NaN;
  return { rps: latencies.length / (durationMs / 1000), p95, errors };
}

async function flood(durationMs: number) {
  const statuses = new Map<number, number>();
  const end = Date.now() + durationMs;
  let peakRss = 0;
  let n = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, serverRssMb())), 500);
  await Promise.all(
    Array.from({ length: Number(values.attackers) }, async (_, worker) => {
      while (Date.now() < end) {
        n += 1;
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (values.rotate) headers["x-forwarded-for"] = `10.${worker}.${(n >> 8) & 255}.${n & 255}`;
        const response = await fetch(`${base}/api/auth/sign-in`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name: ANNOTATE_USERS.viewer.name, password: `guess-${n}` }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  return { statuses: Object.fromEntries(statuses), peakRss };
}

await waitForServer();
const signIn = await fetch(`${base}/api/auth/sign-in`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ name: ANNOTATE_USERS.admin.name, password: ANNOTATE_USERS.admin.password }),
});
const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
await measureList(cookie, 3_000); // warm-up
const alone = await measureList(cookie, seconds * 1000);
const rssAlone = serverRssMb();
const [during, attack] = await Promise.all([measureList(cookie, seconds * 1000), flood(seconds * 1000)]);
const fmt = (m: { rps: number; p95: number; errors: number }) =>
  `${m.rps.toFixed(1)} req/s, p95 ${m.p95.toFixed(0)} ms, ${m.errors} errors`;
console.log(`list API alone:          ${fmt(alone)} (server ${rssAlone.toFixed(0)} MB)`);
console.log(`list API during flood:   ${fmt(during)} (server peak ${attack.peakRss.toFixed(0)} MB)`);
console.log(`kept:                    ${((100 * during.rps) / alone.rps).toFixed(0)} % of the throughput`);
console.log(
  `flood (${values.attackers} clients, ${values.rotate ? "rotating addresses" : "one address"}): ${JSON.stringify(attack.statuses)}`,
);
stop();
process.exit(0);
