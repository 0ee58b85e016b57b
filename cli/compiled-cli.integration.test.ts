import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/postgres-admin";

// The integration project's global setup compiles the CLI (test/build-cli.ts) into dist/cli.
const ROOT = path.join(import.meta.dirname, "..");
const DIST = path.join(ROOT, "dist", "cli");

/** The bare package names a compiled module loads before it runs, following its static imports. */
function staticPackageImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(path.join(DIST, file), "utf8");
  // Static imports only (`import … from "x"` and `import "x"`), never `import("x")`.
  const specifiers = [...code.matchAll(/^\s*(?:import|export)\b[^("']*?["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith("./") ? staticPackageImports(specifier.slice(2), seen) : [specifier],
  );
}

const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle));

describe("the compiled trajscope command", () => {
  it("loads no package and no command before one is chosen (so --help stays instant)", () => {
    const loaded = staticPackageImports("main.js");
    expect(loaded.filter((specifier) => !specifier.startsWith("node:"))).toEqual([]);
    const commandModules = readFileSync(path.join(DIST, "main.js"), "utf8").match(/import\("\.\/[a-z]+-\w+\.js"\)/g);
    expect(commandModules).toHaveLength(10);
  });

  it("maps its JavaScript back to the TypeScript, so stack traces name cli/main.ts", () => {
    const js = readFileSync(path.join(DIST, "main.js"), "utf8");
    const ts = readFileSync(path.join(ROOT, "cli", "main.ts"), "utf8");
    const map = new SourceMap(JSON.parse(readFileSync(path.join(DIST, "main.js.map"), "utf8")));
    const jsLine = lineOf(js, "function helpText(");
    const entry = map.findEntry(jsLine, js.split("\n")[jsLine]!.indexOf("function"));
    expect("originalSource" in entry && path.resolve(DIST, entry.originalSource)).toBe(
      path.join(ROOT, "cli", "main.ts"),
    );
    expect("originalLine" in entry && entry.originalLine).toBe(lineOf(ts, "export function helpText("));
  });
});

describe("what a compiled command loads", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** Runs the compiled command in its own process; returns the packages (CommonJS ones) it loaded. */
  async function loadedPackages(args: string[]): Promise<string[]> {
    const script = `
      import { createRequire } from "node:module";
      const { main } = await import(process.argv[1]);
      process.exitCode = await main(process.argv.slice(2));
      const cache = createRequire(process.argv[1]).cache;
      console.log(JSON.stringify(Object.keys(cache).filter((file) => file.includes("node_modules"))));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script, path.join(DIST, "main.js"), ...args],
      { env: { ...process.env, DATABASE_URL: database.url, TRAJSCOPE_ROOT: ROOT } },
    );
    // The last line; the command prints its own output before it.
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as string[];
  }

  it("migrate opens PostgreSQL without loading Prisma's client; a data command loads it", async () => {
    const migrate = await loadedPackages(["migrate"]);
    expect(migrate.some((file) => file.includes("/pg/"))).toBe(true);
    expect(migrate.filter((file) => file.includes("@prisma"))).toEqual([]);
    const listUsers = await loadedPackages(["user", "list"]);
    expect(listUsers.some((file) => file.includes("@prisma/client"))).toBe(true);
  });

  it("ingest writes through raw SQL and COPY without loading Prisma's client", async () => {
    const fixture = path.join(ROOT, "test", "fixtures", "real", "r1-searcher-bamboogle-qwen.jsonl");
    // Every line is valid, so no rejects file is written.
    const ingest = await loadedPackages(["ingest", fixture, "--run", "no-prisma"]);
    expect(ingest.some((file) => file.includes("/pg/"))).toBe(true);
    expect(ingest.filter((file) => file.includes("@prisma"))).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = 'no-prisma'",
      );
      expect(rows[0]!.n).toBe(readFileSync(fixture, "utf8").trim().split("\n").length);
    } finally {
      await client.end();
    }
  });
});
