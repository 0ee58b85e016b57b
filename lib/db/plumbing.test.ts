import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/db is plumbing shared by every domain; a domain's SQL lives in lib/<domain>/server/.
// These tests keep it that way: a new file here must be plumbing, and client code never reaches
// the server half of anything.
const ROOT = path.join(import.meta.dirname, "../..");
const PLUMBING = new Set([
  "bulk.ts",
  "client.ts",
  "config.ts",
  "connection.ts",
  "copy-format.ts",
  "migrate.ts",
  "pglite-lock.ts",
  "planner-statistics.ts",
  "read-db.ts",
  "replica.ts",
  "schema-drift.ts",
  "sql-params.ts",
  // How a step's documents are laid out (hashes into the per-run documents table), for every reader.
  "step-documents.ts",
  "transaction.ts",
]);

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "generated" ? [] : walk(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe("lib/db holds plumbing only", () => {
  const sources = walk("lib/db").filter((file) => !isTest(file) && file !== "lib/db/plumbing.test.ts");

  it("has no domain file", () => {
    const domainFiles = sources.filter((file) => !PLUMBING.has(path.posix.relative("lib/db", file)));
    expect(domainFiles).toEqual([]);
  });

  it("stays small", () => {
    const lines = sources.reduce(
      (sum, file) => sum + readFileSync(path.join(ROOT, file), "utf8").split("\n").length,
      0,
    );
    expect(lines).toBeLessThanOrEqual(1500);
  });
});

const SERVER_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+"([^"]*(?:lib\/db\/[^"]*|\/server\/[^"]*))"/gm;

describe("client code never imports server code", () => {
  const clientFiles = ["app", "components", "lib"]
    .flatMap(walk)
    .filter((file) => !isTest(file))
    .filter((file) => {
      if (file.startsWith("components/") || file.includes("/_components/")) return true;
      return readFileSync(path.join(ROOT, file), "utf8").trimStart().startsWith('"use client"');
    });

  it("finds the client files", () => {
    expect(clientFiles.length).toBeGreaterThan(20);
  });

  it.each(clientFiles)("%s", (file) => {
    const imports = [...readFileSync(path.join(ROOT, file), "utf8").matchAll(SERVER_IMPORT)].map((m) => m[1]);
    expect(imports).toEqual([]);
  });
});
