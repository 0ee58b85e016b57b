// Helpers of the live-training specs: the server's database (for SQL counts made apart from the
// app), the trajscope command and Python scripts run as child processes.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { databaseUrlFile } from "./sql";

export const ROOT = path.join(import.meta.dirname, "..");
const BIN = path.join(ROOT, "bin", "trajscope.mjs");
const run = promisify(execFile);

export const databaseUrlOf = (baseURL: string) => readFileSync(databaseUrlFile(new URL(baseURL).port), "utf8");

export async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function trajscope(url: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [BIN, ...args], { env: { ...process.env, DATABASE_URL: url } });
  return stdout;
}

/** `trajscope key add`, returning the key's id and the token it prints once. */
export async function addKey(url: string, name: string, runName?: string) {
  const out = await trajscope(url, ["key", "add", name, ...(runName ? ["--run", runName] : [])]);
  const id = Number(/Added key (\d+)/.exec(out)?.[1]);
  const token = /Key \(shown once\): (\S+)/.exec(out)?.[1];
  if (!id || !token) throw new Error(`unexpected output of key add: ${out}`);
  return { id, token };
}

export function startWatcher(url: string, dir: string, runName: string): ChildProcess {
  return spawn(process.execPath, [BIN, "watch", dir, "--run", runName, "--interval", "0.3"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

export async function python(script: string, args: string[]): Promise<string> {
  const { stdout } = await run("python3", [path.join(ROOT, script), ...args]);
  return stdout;
}
