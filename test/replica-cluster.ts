import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// A PostgreSQL primary and a streaming replica of it (pg_basebackup), both the test's own, on
// loopback ports of their own: what DATABASE_URL and DATABASE_READ_URL point at in production.
// PostgreSQL refuses to run as root, so as root (CI) its programs run as the `postgres` user.

export type TReplicaCluster = { primaryUrl: string; replicaUrl: string; stop: () => Promise<void> };

const asPostgres = async (bin: string, program: string, args: string[]) => {
  const file = path.join(bin, program);
  return process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", file, ...args]) : run(file, args);
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startPrimaryWithReplica(): Promise<TReplicaCluster> {
  const bin = (await run("pg_config", ["--bindir"])).stdout.trim();
  const dir = await mkdtemp(path.join(tmpdir(), "trajscope-replica-"));
  await chmod(dir, 0o777);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = path.join(dir, "primary");
  const replica = path.join(dir, "replica");
  const options = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c wal_level=replica -c max_wal_senders=4`;
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse()) {
      await asPostgres(bin, "pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => {});
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // initdb -A trust also trusts replication connections from loopback.
    await asPostgres(bin, "initdb", ["-D", primary, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    await asPostgres(bin, "pg_ctl", ["-D", primary, "-l", `${primary}.log`, "-w", "-o", options(primaryPort), "start"]);
    started.push(primary);
    await asPostgres(bin, "psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-qc",
      "CREATE DATABASE trajscope",
    ]);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await asPostgres(bin, "pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"],
      ...["-D", replica, "-R", "-X", "stream", "-c", "fast", "--no-sync"],
    ]);
    await asPostgres(bin, "pg_ctl", ["-D", replica, "-l", `${replica}.log`, "-w", "-o", options(replicaPort), "start"]);
    started.push(replica);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/trajscope`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/trajscope`,
    stop,
  };
}
