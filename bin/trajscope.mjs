#!/usr/bin/env node
// The `trajscope` command: cli/main.ts, run as TypeScript (see register.mjs).
import "./register.mjs";

const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
