// CPU seconds spent by the processes of one benchmark, so that ingest and plain COPY compare by
// the work each needs and not only by wall time, which a shared machine's load distorts: the
// PostgreSQL backends serving a database (sampled from /proc while they live) and this process's
// finished children (the ingest command). Linux only; elsewhere both read 0.
import { readFileSync } from "node:fs";
import pg from "pg";
import { ADMIN_URL } from "@/test/postgres-admin";

const TICKS_PER_SECOND = 100;

/** utime + stime (own) and cutime + cstime (waited-for children) of a process, in seconds. */
function cpuOf(pid: number | "self"): { own: number; children: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const at = (field: number) => Number(fields[field - 3]);
    return { own: (at(14) + at(15)) / TICKS_PER_SECOND, children: (at(16) + at(17)) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by this process's finished children. */
export const childrenCpuSeconds = () => cpuOf("self")?.children ?? 0;

/** Samples the CPU of every backend connected to `database` (autovacuum included) until stopped. */
export function watchBackendCpu(database: string): { stop(): Promise<number> } {
  const latest = new Map<number, number>();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let running = true;
  const loop = (async () => {
    await admin.connect();
    while (running) {
      const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [
        database,
      ]);
      for (const { pid } of rows) {
        const cpu = cpuOf(pid);
        if (cpu) latest.set(pid, cpu.own);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [...latest.values()].reduce((sum, seconds) => sum + seconds, 0);
    },
  };
}
