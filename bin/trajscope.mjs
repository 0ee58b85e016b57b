#!/usr/bin/env -S node --max-old-space-size=256 --min-semi-space-size=8 --max-semi-space-size=16
// The `trajscope` command: cli/main.ts, compiled ahead of time to dist/cli (scripts/build-cli.mjs,
// run by `npm install`). The heap cap keeps memory flat on files of any size: ingest's live data
// stays under 64 MB, but V8 left alone lets garbage pile up towards gigabytes on a large machine
// before it collects. The larger young generation (16 MB semi-spaces, V8's default is 1–8 MB) lets
// an ingest's short-lived records die before they are copied: 8–12 % less CPU on bench:ingest's
// rollouts. Starting it at 8 MB spares a short command the collections of its first growth (a
// 500-line ingest: 0.05 s of 1.2; `--help` keeps its 49 MB).
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Migrations and the default data folder are found from the project, wherever the command runs.
const root = fileURLToPath(new URL("..", import.meta.url));
process.env.TRAJSCOPE_ROOT ??= root;

/** The compiled CLI exists and no file it was built from changed since (a pull, an edit). */
function isCompiledFresh() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(new URL("../dist/cli/inputs.json", import.meta.url), "utf8"));
    return inputs.every((input) => statSync(`${root}/${input}`).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

let main;
if (isCompiledFresh()) {
  // Errors point at the TypeScript, through the maps built beside the JavaScript.
  process.setSourceMapsEnabled(true);
  ({ main } = await import("../dist/cli/main.js"));
} else {
  // Stale or never built (`npm run build:cli` builds it): run the sources, slower but current.
  await import("./register.mjs");
  ({ main } = await import("../cli/main.ts"));
}
process.exitCode = await main(process.argv.slice(2));
