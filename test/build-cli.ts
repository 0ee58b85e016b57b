import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// Integration tests run `bin/trajscope.mjs` as users do: compile the CLI first, so they exercise
// the compiled JavaScript of the current sources (a stale build would make the binary fall back
// to running the TypeScript, which would leave the build itself untested).
export default async function buildCli(): Promise<void> {
  const root = path.join(import.meta.dirname, "..");
  await promisify(execFile)(process.execPath, [path.join(root, "scripts", "build-cli.mjs")], { cwd: root });
}
