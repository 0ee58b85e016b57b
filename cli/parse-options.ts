import { parseArgs, type ParseArgsConfig } from "node:util";
import { CliError, USAGE_EXIT_CODE } from "./errors";

type TOptions = NonNullable<ParseArgsConfig["options"]>;

/** node:util's parseArgs, with its errors turned into usage errors that name the command. */
export function parseOptions<T extends TOptions>(args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${reason}\n\n${usage}`, USAGE_EXIT_CODE);
  }
}
