import { DatabaseUnreachableError } from "@/lib/db/connection";
import { MigrationError } from "@/lib/db/migrate";
import { EmbeddedDatabaseBusyError } from "@/lib/db/pglite-lock";
import { InputPathError } from "@/lib/ingest/expand-paths";
import { demoCommand } from "./commands/demo";
import { exportCommand } from "./commands/export";
import { ingestCommand } from "./commands/ingest";
import { metricsCommand } from "./commands/metrics";
import { migrateCommand } from "./commands/migrate";
import { schemaCommand } from "./commands/schema";
import { startCommand } from "./commands/start";
import { userCommand } from "./commands/user";
import { CliError, USAGE_EXIT_CODE } from "./errors";

export type TCommand = {
  name: string;
  summary: string;
  usage: string;
  run(args: string[]): Promise<void>;
};

export const COMMANDS: TCommand[] = [
  startCommand,
  ingestCommand,
  exportCommand,
  demoCommand,
  metricsCommand,
  userCommand,
  migrateCommand,
  schemaCommand,
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
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`trajscope: unknown command '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(", ")}.`);
    return USAGE_EXIT_CODE;
  }
  if (args.includes("--help") || args.includes("-h")) {
    io.out(command.usage);
    return 0;
  }
  try {
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
