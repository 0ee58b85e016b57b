// Compiles the `trajscope` command (cli/main.ts and what it imports) to JavaScript in dist/cli, so
// that it starts without compiling TypeScript at every call. Run by `npm install` (postinstall)
// and `npm run build:cli`; bin/trajscope.mjs runs the sources through tsx whenever this output is
// missing or older than any file it was built from (inputs.json), so it is never stale.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CLI_OUT_DIR = path.join(ROOT, "dist", "cli");

// Server code guards itself with `import "server-only"`, which throws outside React's server
// bundles; the CLI is server code, so the guard compiles to nothing.
const serverOnlyIsANoOp = {
  name: "server-only-no-op",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "no-op" }));
    b.onLoad({ filter: /.*/, namespace: "no-op" }, () => ({ contents: "" }));
  },
};

// A source that finds files beside itself (import.meta.dirname) must still find them once it
// runs from dist/cli: the folder is rewritten relative to the output folder.
const sourceDirnameKept = {
  name: "source-dirname-kept",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, "utf8");
      if (!contents.includes("import.meta.dirname")) return undefined;
      const fromOut = path.relative(CLI_OUT_DIR, path.dirname(args.path)).split(path.sep).join("/");
      return {
        loader: "ts",
        contents:
          `import { resolve as __resolveSourceDir } from "node:path";\n` +
          contents.replaceAll(
            "import.meta.dirname",
            `__resolveSourceDir(import.meta.dirname, ${JSON.stringify(fromOut)})`,
          ),
      };
    });
  },
};

/** Builds into a fresh folder, then swaps it in, so a concurrent `trajscope` never sees half a build. */
export async function buildCli() {
  const builtAt = Date.now();
  const staging = `${CLI_OUT_DIR}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: "cli/main.ts" },
    outdir: staging,
    bundle: true,
    // Each command's dynamic import becomes its own chunk: a command loads only its own code.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // Packages load from node_modules as they are; only the project's TypeScript is compiled.
    packages: "external",
    // Stack traces point at the TypeScript (bin/trajscope.mjs enables source maps).
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [serverOnlyIsANoOp, sourceDirnameKept],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(":"));
  await writeFile(path.join(staging, "inputs.json"), JSON.stringify({ builtAt, inputs }));
  const previous = `${CLI_OUT_DIR}.old.${process.pid}`;
  await rename(CLI_OUT_DIR, previous).catch(() => {});
  await rename(staging, CLI_OUT_DIR);
  await rm(previous, { recursive: true, force: true });
  return { inputs: inputs.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const { inputs } = await buildCli();
  console.log(`trajscope CLI compiled to dist/cli (${inputs} files, ${Math.round(performance.now() - started)} ms)`);
}
