import { parseArgs, type ParseArgsConfig } from "node:util";
import { CliError, USAGE_EXIT_CODE } from "./errors";

type TOptions = NonNullable<ParseArgsConfig["options"]>;

/** node:util's parseArgs, with its errors turned into usage errors that name the command. */
export function parseOptions<T extends TOptions>(
  args: string[],
  options: T,
  usage: string,
  { allowPositionals = false } = {},
) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (!allowPositionals && parsed.positionals.length) {
      throw new Error(`Unexpected argument '${parsed.positionals[0]}'`);
    }
    return parsed;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${reason}\n\n${usage}`, USAGE_EXIT_CODE);
  }
}
