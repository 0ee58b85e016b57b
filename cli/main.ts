import { DatabaseUnreachableError } from "@/lib/db/connection";
import { MigrationError } from "@/lib/db/migrate";
import { EmbeddedDatabaseBusyError } from "@/lib/db/pglite-lock";
import { InputPathError } from "@/lib/ingest/expand-paths";
import { CliError, USAGE_EXIT_CODE } from "./errors";

export type TCommand = {
  name: string;
  summary: string;
  usage: string;
  run(args: string[]): Promise<void>;
};

/**
 * A command as the help lists it. Its module (one per command, in cli/commands/) is imported only
 * when the command runs, so `trajscope --help` loads none of them. The summary repeats the
 * module's own; main.test.ts keeps the two equal.
 */
export type TCommandEntry = Pick<TCommand, "name" | "summary"> & { load(): Promise<TCommand> };

export const COMMANDS: TCommandEntry[] = [
  {
    name: "start",
    summary: "build if needed, migrate and serve the dashboard",
    load: async () => (await import("./commands/start")).startCommand,
  },
  {
    name: "ingest",
    summary: "read rollout logs (verl, Search-R1, HiPRAG, PRO-Step, R1-Searcher, FlashRAG, metrics) into a run",
    load: async () => (await import("./commands/ingest")).ingestCommand,
  },
  {
    name: "export",
    summary: "write a run as canonical JSONL (re-ingestable) or CSV",
    load: async () => (await import("./commands/export")).exportCommand,
  },
  {
    name: "demo",
    summary: "add the synthetic demo family (7 runs, ablation studies) to the database, or write it with --out",
    load: async () => (await import("./commands/demo")).demoCommand,
  },
  {
    name: "metrics",
    summary: "print a run's metrics and, with a reward, its what-if (rank flips)",
    load: async () => (await import("./commands/metrics")).metricsCommand,
  },
  {
    name: "user",
    summary: "add, list, change or remove the people who sign in (viewer, annotator, admin)",
    load: async () => (await import("./commands/user")).userCommand,
  },
  {
    name: "key",
    summary: "add, list or revoke the API keys machines ingest with (POST /api/ingest)",
    load: async () => (await import("./commands/key")).keyCommand,
  },
  {
    name: "watch",
    summary: "follow a rollout folder while training writes it and ingest each new complete line",
    load: async () => (await import("./commands/watch")).watchCommand,
  },
  {
    name: "migrate",
    summary: "apply pending database migrations",
    load: async () => (await import("./commands/migrate")).migrateCommand,
  },
  {
    name: "schema",
    summary: "print the JSON Schema of the canonical format",
    load: async () => (await import("./commands/schema")).schemaCommand,
  },
];

// Errors whose message says all a user needs: printed alone, without a stack trace.
const USER_ERRORS = [CliError, DatabaseUnreachableError, MigrationError, EmbeddedDatabaseBusyError, InputPathError];

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "trajscope — browse, measure and compare the rollouts of RL-trained search agents",
    "",
    "Usage: trajscope <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run 'trajscope <command> --help' for a command's options.",
    "Database: DATABASE_URL (PostgreSQL) when set, else the embedded database in",
    "TRAJSCOPE_DATA_DIR (default .trajscope/pglite).",
  ].join("\n");
}

/** Runs one command line and returns the process exit code; errors are printed, not thrown. */
export async function main(argv: string[], io = { out: console.log, err: console.error }): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(helpText());
    return name === undefined ? USAGE_EXIT_CODE : 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    io.err(`trajscope: unknown command '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(", ")}.`);
    return USAGE_EXIT_CODE;
  }
  try {
    const command = await entry.load();
    if (args.includes("--help") || args.includes("-h")) {
      io.out(command.usage);
      return 0;
    }
    await command.run(args);
    return 0;
  } catch (error) {
    if (USER_ERRORS.some((type) => error instanceof type)) {
      io.err(`trajscope ${name}: ${(error as Error).message}`);
      return error instanceof CliError ? error.exitCode : 1;
    }
    io.err(error);
    return 1;
  }
}
