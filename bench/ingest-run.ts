// One ingest, run in its own process so that its peak memory is measured alone:
//   node --import ./bin/register.mjs bench/ingest-run.ts FILE RUN   (DATABASE_URL set)
// Prints one JSON line: the ingest report, wall seconds and peak RSS.
import { openMigrated } from "@/lib/db/client";
import { ingestSources } from "@/lib/ingest/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";

const [file, run] = process.argv.slice(2) as [string, string];
const db = await openMigrated();
const started = performance.now();
const report = await ingestSources(db, [await openFileSource(file)], { run });
const seconds = (performance.now() - started) / 1000;
await db.close();
console.log(JSON.stringify({ report, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
