// Drafts the SQL of a migration from two versions of prisma/schema.prisma, offline:
//   node scripts/draft-migration.mjs [--from REV] > prisma/migrations/<timestamp>_<name>/migration.sql
// Prisma 7's `migrate diff` needs a native engine that cannot be downloaded here; Prisma 6.19's
// WebAssembly engine can diff two schema files without it. It is installed from npm into a
// temporary folder (never into the project) and given the old schema (git REV, default HEAD)
// and the current one. Its adapter opens a connection (to the tests' local PostgreSQL, or
// DRAFT_DATABASE_URL) but the diff reads and writes nothing there. Review the draft; the drift
// test then proves schema and SQL agree.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { from: { type: "string", default: "HEAD" } } });
const root = path.join(import.meta.dirname, "..");
const url = process.env.DRAFT_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const work = mkdtempSync(path.join(tmpdir(), "trajscope-draft-"));
const quiet = { cwd: work, stdio: ["ignore", "ignore", "inherit"] };

execFileSync("npm", ["init", "-y"], quiet);
execFileSync("npm", ["install", "--ignore-scripts", "prisma@6.19", "@prisma/adapter-pg@6.19", "pg"], quiet);

// Prisma 6 wants the classic generator and a datasource URL; the diff itself touches no database.
const forPrisma6 = (schema) =>
  schema
    .replace(/(provider\s*=\s*)"prisma-client"/, '$1"prisma-client-js"')
    .replace(/\n\s*output\s*=.*/, "")
    .replace(/(provider\s*=\s*"postgresql"\n)/, '$1  url = env("DATABASE_URL")\n');
const current = readFileSync(path.join(root, "prisma", "schema.prisma"), "utf8");
const previous = execFileSync("git", ["show", `${values.from}:prisma/schema.prisma`], { cwd: root, encoding: "utf8" });
writeFileSync(path.join(work, "from.prisma"), forPrisma6(previous));
writeFileSync(path.join(work, "to.prisma"), forPrisma6(current));
writeFileSync(
  path.join(work, "prisma.config.ts"),
  `import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "to.prisma",
  adapter: async () => new PrismaPg({ connectionString: ${JSON.stringify(url)} }),
} as never);
`,
);
const sql = execFileSync(
  "npx",
  [
    "prisma",
    "migrate",
    "diff",
    "--from-schema-datamodel",
    "from.prisma",
    "--to-schema-datamodel",
    "to.prisma",
    "--script",
  ],
  {
    cwd: work,
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: url,
      PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false",
      PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
    },
  },
);
// The CLI announces its config on stdout; keep only the SQL.
process.stdout.write(sql.replace(/^Loaded Prisma config.*\n+/m, ""));
