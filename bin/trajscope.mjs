#!/usr/bin/env -S node --max-old-space-size=256
// The `trajscope` command: cli/main.ts, run as TypeScript (see register.mjs). The heap cap keeps
// memory flat on files of any size: ingest's live data stays under 64 MB, but V8 left alone lets
// garbage pile up towards gigabytes on a large machine before it collects.
import "./register.mjs";

const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
