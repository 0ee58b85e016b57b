import { describe, expect, it } from "vitest";
import { USAGE_EXIT_CODE } from "./errors";
import { COMMANDS, main } from "./main";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: unknown) => out.push(String(s)), err: (s: unknown) => err.push(String(s)) }, out, err };
}

describe("trajscope command line", () => {
  it("--help lists every command", async () => {
    const { io, out } = capture();
    expect(await main(["--help"], io)).toBe(0);
    for (const command of COMMANDS) expect(out.join("\n")).toContain(`${command.name}  `);
  });

  it("each command's module is the one its entry names, with the summary the help shows", async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect({ name: command.name, summary: command.summary }).toEqual({ name: entry.name, summary: entry.summary });
    }
    // Loading every command's module (the database client, the pipeline) takes seconds on a busy machine.
  }, 30_000);

  it("no command prints the help and fails as a usage error", async () => {
    const { io, out } = capture();
    expect(await main([], io)).toBe(USAGE_EXIT_CODE);
    expect(out.join("\n")).toContain("Usage: trajscope <command>");
  });

  it("a wrong command names the commands there are", async () => {
    const { io, err } = capture();
    expect(await main(["injest"], io)).toBe(USAGE_EXIT_CODE);
    expect(err).toEqual([
      "trajscope: unknown command 'injest'. Commands: start, ingest, export, demo, metrics, user, key, watch, migrate, schema.",
    ]);
  });

  it("a command's --help prints its usage without running it", async () => {
    const { io, out } = capture();
    expect(await main(["migrate", "--help"], io)).toBe(0);
    expect(out[0]).toMatch(/^Usage: trajscope migrate/);
  });

  it("an unknown option is a usage error that shows the command's usage", async () => {
    const { io, err } = capture();
    expect(await main(["start", "--prot", "80"], io)).toBe(USAGE_EXIT_CODE);
    expect(err[0]).toMatch(/Unknown option '--prot'[\s\S]*Usage: trajscope start/);
  });

  it("an unexpected argument is a usage error", async () => {
    const { io, err } = capture();
    expect(await main(["migrate", "now"], io)).toBe(USAGE_EXIT_CODE);
    expect(err[0]).toContain("Unexpected argument 'now'");
  });
});
