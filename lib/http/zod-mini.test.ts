import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { BROWSE_PARAM_SCHEMAS } from "@/lib/browse/params";
import { ZWhatIfQuery } from "@/lib/what-if/params";

const root = path.join(import.meta.dirname, "..", "..");

describe("URL schemas on zod's mini build", () => {
  // This file loads no classic zod (which would set the messages for the whole process).
  it("word their issues in English, as the classic build does", () => {
    const outcome = BROWSE_PARAM_SCHEMAS.outcome.safeParse("bogus");
    expect(outcome.error?.issues.map((i) => i.message)).toEqual([
      'Invalid option: expected one of "correct"|"incorrect"',
    ]);
    const disagree = BROWSE_PARAM_SCHEMAS.disagree.safeParse("x".repeat(201));
    expect(disagree.error?.issues.map((i) => i.message)).toEqual(["Too big: expected string to have <=200 characters"]);
  });

  it("name the parameter an issue raised in a transform belongs to", () => {
    const result = ZWhatIfQuery.safeParse({ w: "lambda_p=0.3" });
    expect(result.error?.issues).toMatchObject([{ path: ["w"], message: "Weights need a preset or a formula" }]);
  });

  it("keep zod's classic build out of every browser module", async () => {
    // Every module marked "use client", bundled as the browser gets them (framework packages aside).
    const files = ["app", "components", "lib"]
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
      )
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !file.includes("generated"))
      .filter((file) => readFileSync(path.join(root, file), "utf8").startsWith('"use client"'));
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: files,
      bundle: true,
      write: false,
      metafile: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      outdir: "out",
      logLevel: "silent",
      jsx: "automatic",
      alias: { "@": "." },
      external: ["react", "react-dom", "next", "next/*", "server-only", "@tanstack/*", "*.css"],
    });
    expect(files.length).toBeGreaterThan(50);
    const classic = Object.keys(metafile.inputs).filter((input) => input.includes("node_modules/zod/v4/classic/"));
    expect(classic).toEqual([]);
  });
});
